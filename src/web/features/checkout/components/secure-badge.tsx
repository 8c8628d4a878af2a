import { Link } from 'react-router';
import { Lock, ShieldCheck } from 'lucide-react';
import { Trans, useTranslation } from '../../../i18n/index.ts';

/** The payment provider's badge, '100% Secure Payments', and the terms the learner agrees to. */
export function SecureBadge() {
  const { t } = useTranslation('checkout');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-600" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-navy-900">{t('secure.title')}</p>
          <p className="text-xs leading-relaxed text-slate-600">{t('secure.methods')}</p>
        </div>
        <span className="hidden shrink-0 items-center gap-1 rounded-md bg-white px-2 py-1 text-xs font-semibold text-[#0c2451] ring-1 ring-slate-200 sm:inline-flex">
          <Lock aria-hidden="true" className="size-3" />
          {t('secure.razorpay')}
        </span>
      </div>
      <p className="text-center text-xs leading-relaxed text-slate-500">
        <Trans
          t={t}
          i18nKey="secure.terms"
          components={{ terms: <Link to="/terms" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800" /> }}
        />
      </p>
    </div>
  );
}
