import { ArrowRight, LogIn, Play } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/button.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { EnrolAction } from '../enrol.ts';
import { useTranslation } from '../../../i18n/index.ts';

const icons = { 'sign-in': LogIn, checkout: ArrowRight, detail: Play } as const;

/**
 * 'Sign In to Enroll', 'Enroll Now' or 'Attempt' (SPEC §2), greyed out until we know which, and in
 * a page rendered on the server until the page answers clicks.
 */
export function EnrolButton({
  action,
  ready,
  onRun,
  size = 'md',
  className,
  seriesTitle,
}: {
  action: EnrolAction;
  ready: boolean;
  onRun: (action: EnrolAction) => void;
  size?: ButtonSize;
  className?: string;
  /** on a list of series, the series it acts on: 'Enroll Now: GATE CS Pro', its visible words first */
  seriesTitle?: string;
}) {
  const Icon = icons[action.kind];
  const { t } = useTranslation('catalogue');
  const label = { 'sign-in': t('enrol.signIn'), checkout: t('enrol.now'), detail: t('enrol.attempt') }[action.kind];
  const usable = useHydrated() && ready;
  return (
    <Button
      size={size}
      className={className}
      disabled={!usable}
      aria-busy={!usable}
      aria-label={seriesTitle ? t('enrol.named', { action: label, title: seriesTitle }) : undefined}
      onClick={() => onRun(action)}
    >
      {label}
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
