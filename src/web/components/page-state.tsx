import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { useTranslation } from '../i18n/index.ts';
import { ErrorPanel } from './error-panel.tsx';
import { Spinner } from './spinner.tsx';

/** A quiet in-page loading state, for content inside a page that is already on screen. */
export function LoadingBlock({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-48 items-center justify-center gap-3 text-slate-600" role="status" aria-live="polite">
      <Spinner />
      <span className="text-sm font-medium">{label ?? t('loading')}</span>
    </div>
  );
}

/** An error inside a page that has its own heading (the admin's lists): the shared panel with an h2. */
export function ErrorBlock({ title, message, onRetry }: { title?: string; message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorPanel title={title ?? t('error.somethingWrong')} message={message} onRetry={onRetry} />;
}

export function EmptyBlock({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Inbox aria-hidden="true" className="size-8 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-navy-900">{title}</h2>
      {children ? <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}
