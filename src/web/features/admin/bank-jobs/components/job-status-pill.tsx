import clsx from 'clsx';
import type { BankJob } from '../../../../../shared/api/bank-jobs.ts';
import { jobStatusLabels } from '../api.ts';

const styles: Record<BankJob['status'], string> = {
  queued: 'bg-slate-100 text-slate-700 ring-slate-200',
  running: 'bg-brand-50 text-brand-800 ring-brand-200',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-100 text-red-900 ring-red-200',
  cancelled: 'bg-amber-100 text-amber-900 ring-amber-200',
};

export function JobStatusPill({ status, className }: { status: BankJob['status']; className?: string }) {
  return (
    <span className={clsx('inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1', styles[status], className)}>
      {jobStatusLabels[status]}
    </span>
  );
}
