import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Info, ShieldCheck } from 'lucide-react';
import { GoogleSignInButton } from '../../../components/google-sign-in-button.tsx';
import { Trans, useTranslation } from '../../../i18n/index.ts';

/**
 * What the sign-in dialog and the /login page share: why Google, the button and the terms.
 * The title stays with the caller, since a dialog and a page title it differently.
 */
export function SignInPanel({
  redirectPath,
  reason,
  onLeave,
  intro,
}: {
  redirectPath: string;
  reason?: string | null;
  /** called when the visitor follows the Terms link, so a dialog can close itself */
  onLeave?: () => void;
  /** the intro paragraph, when the caller must wrap it (a dialog marks it as its description) */
  intro?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-5">
      {reason ? (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {reason}
        </p>
      ) : null}
      {intro ?? <SignInIntro />}
      <GoogleSignInButton redirectPath={redirectPath} />
      <p className="flex items-start justify-center gap-1.5 text-center text-xs leading-relaxed text-slate-500">
        <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-emerald-600" />
        <span>
          <Trans
            t={t}
            i18nKey="panel.privacy"
            components={{
              terms: <Link to="/terms" onClick={onLeave} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800" />,
            }}
          />
        </span>
      </p>
    </div>
  );
}

/** The sign-in dialog's title, in the /login page's words: a heading the dialog names itself by. */
export function SignInWelcome(props: ComponentProps<'h2'>) {
  const { t } = useTranslation('auth');
  return (
    <h2 className="text-2xl font-bold tracking-tight text-navy-900" {...props}>
      {t('login.welcome')}
    </h2>
  );
}

/** Why there is no sign-up form: registration and login are only via Google. */
export function SignInIntro(props: ComponentProps<'p'>) {
  const { t } = useTranslation('auth');
  return (
    <p className="text-center text-[0.9375rem] leading-relaxed text-slate-600" {...props}>
      <Trans t={t} i18nKey="panel.intro" components={{ strong: <strong className="font-semibold text-slate-800" /> }} />
    </p>
  );
}
