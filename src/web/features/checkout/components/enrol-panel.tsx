import type { ReactNode } from 'react';
import { CreditCard, Gift } from 'lucide-react';
import type { CheckoutUser, SeriesCard } from '../../../../shared/api/test-series.ts';
import { formatRupees, isFree } from '../../../../shared/pricing.ts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import type { CheckoutPhase } from '../use-checkout.ts';
import { LearnerPanel } from './learner-panel.tsx';
import { SecureBadge } from './secure-badge.tsx';

/** The registration panel: who enrols, and the one button, 'Register for Free' or 'Pay ₹{amount}'. */
export function EnrolPanel({
  user,
  series,
  phase,
  onRegister,
  onPay,
  status,
}: {
  user: CheckoutUser;
  series: SeriesCard;
  phase: CheckoutPhase;
  onRegister: () => void;
  onPay: () => void;
  /** the success or error banner */
  status: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const busyLabel: Partial<Record<CheckoutPhase, string>> = {
    registering: t('enrol.registering'),
    paying: t('enrol.paying'),
    verifying: t('enrol.verifying'),
  };
  const free = isFree(series.finalPricePaise);
  const busy = busyLabel[phase];
  const Icon = free ? Gift : CreditCard;
  return (
    <section aria-labelledby="registration-title" className="flex min-w-0 flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div>
        <h2 id="registration-title" className="text-lg font-semibold text-navy-900">
          {t('enrol.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('enrol.note')}</p>
      </div>
      <LearnerPanel user={user} />
      <div aria-live="polite" className="empty:hidden">
        {status}
      </div>
      <Button size="lg" className="w-full" onClick={free ? onRegister : onPay} disabled={phase !== 'ready'} aria-busy={busy !== undefined}>
        {busy ? <Spinner className="size-4 border-white/40 border-t-white" /> : <Icon aria-hidden="true" className="size-5" />}
        {busy ?? (free ? t('enrol.free') : t('enrol.pay', { amount: formatRupees(series.finalPricePaise) }))}
      </Button>
      <SecureBadge />
    </section>
  );
}
