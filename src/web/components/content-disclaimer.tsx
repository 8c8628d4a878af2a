import { Info } from 'lucide-react';
import clsx from 'clsx';
import { useTranslation } from '../i18n/index.ts';

/** SPEC §1: test and test-series pages say where questions come from and that we are not the exam body. */
export function ContentDisclaimer({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <aside
      aria-label={t('a11y.disclaimer')}
      className={clsx('flex items-start gap-3 rounded-xl bg-slate-100 px-4 py-3 text-xs leading-relaxed text-slate-600 ring-1 ring-slate-200', className)}
    >
      <Info aria-hidden="true" className="mt-px size-4 shrink-0 text-slate-500" />
      <p>
        <strong className="font-semibold text-slate-700">{t('a11y.disclaimerLead')}</strong> {t('a11y.disclaimerText')}
      </p>
    </aside>
  );
}
