// The one way a learner-facing page says something went wrong: what happened, in a title and a
// message, and the actions that lead somewhere from here. "Try again" is offered only for a failure
// a retry can fix (canRetry); a closed quiz or an unknown series gets a way out instead.
import type { MouseEvent, ReactNode } from 'react';
import { LocalizedLink as Link } from '../i18n/locale-path.tsx';
import clsx from 'clsx';
import { CircleExclamationPoint, RefreshCw } from 'lucide-react';
import { isApiError } from '../lib/http.ts';
import { loadPage } from '../lib/load-page.ts';
import { Button, buttonClasses } from './button.tsx';
import type { TFunction } from '../i18n/messages.ts';
import { useTranslation } from '../i18n/index.ts';

/** The ways out every page words alike (lib/error-actions.ts): their words follow the interface's language. */
export type ErrorActionKind = 'catalogue' | 'series' | 'weeklyQuizzes' | 'myLearning' | 'signInAgain' | 'contactSupport';

export interface ErrorAction {
  label: string;
  kind?: ErrorActionKind;
  /** where the action leads (an app path) */
  to: string;
  /** runs before leaving, then the page is loaded afresh at `to` (signing out before signing in again) */
  beforeLeave?: () => Promise<unknown>;
}

/**
 * True when asking again may succeed: nothing answered (offline, a timeout), the server failed (5xx),
 * it asked to wait (408, 429), or something other than the API answered. A refusal (4xx) with a
 * code is the API's considered answer: asking again gets the same one.
 */
export function canRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500 || status < 400;
}

interface ErrorPanelProps {
  title: string;
  message?: ReactNode;
  actions?: readonly ErrorAction[];
  /** only for a failure a retry can fix */
  onRetry?: () => void;
  /** SPEC §2 calls the exam page's button Retry; elsewhere it is Try again */
  retryLabel?: string;
  /** h1 when the panel is the page's content; h2 under a page's own heading */
  heading?: 'h1' | 'h2';
  /** SPEC §8: the quiz's errors are shown full-page, in red */
  fullPage?: boolean;
  className?: string;
}

/** An action's words: a known way out in the interface's language, any other as its page wrote it. */
function actionLabel(t: TFunction<'common'>, action: ErrorAction): string {
  switch (action.kind) {
    case 'catalogue':
      return t('errorAction.catalogue');
    case 'series':
      return t('errorAction.series');
    case 'weeklyQuizzes':
      return t('errorAction.weeklyQuizzes');
    case 'myLearning':
      return t('errorAction.myLearning');
    case 'signInAgain':
      return t('errorAction.signInAgain');
    case 'contactSupport':
      return t('errorAction.contactSupport');
    default:
      return action.label;
  }
}

function ActionLink({ action, primary }: { action: ErrorAction; primary: boolean }) {
  const { t } = useTranslation('common');
  const label = actionLabel(t, action);
  const classes = buttonClasses(primary ? 'primary' : 'secondary', 'md');
  if (!action.beforeLeave) {
    return (
      <Link to={action.to} className={classes}>
        {label}
      </Link>
    );
  }
  const leave = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void action.beforeLeave!()
      .catch(() => undefined)
      .finally(() => loadPage(action.to));
  };
  return (
    <a href={action.to} onClick={leave} className={classes}>
      {label}
    </a>
  );
}

export function ErrorPanel({ title, message, actions = [], onRetry, retryLabel, heading = 'h2', fullPage = false, className }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  const Heading = heading;
  const panel = (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center text-center',
        fullPage ? 'max-w-lg gap-2' : 'rounded-2xl border border-red-200 bg-red-50 px-6 py-10',
        !fullPage && className,
      )}
    >
      <CircleExclamationPoint aria-hidden="true" className={clsx('text-red-600', fullPage ? 'size-10' : 'size-8')} />
      <Heading className={clsx('mt-3 font-semibold text-balance', fullPage ? 'text-xl text-red-700 sm:text-2xl' : 'text-lg text-red-900')}>{title}</Heading>
      {message ? <p className={clsx('mt-1 max-w-md text-red-800', fullPage ? 'text-base' : 'text-sm')}>{message}</p> : null}
      {onRetry || actions.length > 0 ? (
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {onRetry ? (
            <Button onClick={onRetry}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {retryLabel ?? t('error.tryAgain')}
            </Button>
          ) : null}
          {actions.map((action, index) => (
            <ActionLink key={action.label} action={action} primary={!onRetry && index === 0} />
          ))}
        </div>
      ) : null}
    </div>
  );
  if (!fullPage) return panel;
  return <div className={clsx('flex min-h-[calc(100dvh-3.5rem)] items-center justify-center bg-red-50 px-4 py-16', className)}>{panel}</div>;
}

/** A page whose whole content is the error: the panel under the page's one heading, centred. */
export function ErrorPage(props: Omit<ErrorPanelProps, 'heading' | 'fullPage'>) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ErrorPanel heading="h1" {...props} />
    </div>
  );
}
