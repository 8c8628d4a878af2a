import clsx from 'clsx';
import type { ContentStatus } from '../../../../shared/api/admin-content.ts';

const styles: Record<ContentStatus, string> = {
  draft: 'bg-amber-100 text-amber-900 ring-amber-200',
  published: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  archived: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const labels: Record<ContentStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Unpublished' };

/** Draft, published or unpublished (stored as archived): the same words on every admin screen. */
export function StatusPill({ status, className }: { status: ContentStatus; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1', styles[status], className)}>{labels[status]}</span>
  );
}
