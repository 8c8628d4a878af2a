import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/** Covers the checkout while its details load (SPEC §2: 'Loading Checkout...'). */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-40 grid place-items-center bg-white/80 backdrop-blur-sm">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-xl ring-1 ring-slate-200">
        <Spinner className="size-8 border-[3px]" />
        <p className="text-sm font-semibold text-navy-900">{label ?? t('loading')}</p>
      </div>
    </div>
  );
}
