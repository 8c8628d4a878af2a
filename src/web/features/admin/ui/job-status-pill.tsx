// How a bank job reads to people (its title, its state), on its own page and in the import's recent jobs.
import clsx from 'clsx';
import type { BankJob } from '../../../../shared/api/bank-jobs.ts';
import { EXPORT_FORMAT_LABELS } from '../../../../shared/api/question-export.ts';

/** How a job's state reads to people. */
export const jobStatusLabels: Record<BankJob['status'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  completed: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** What a job is about, in a few words: the file it read or the selection it writes. */
export function jobTitle(job: BankJob): string {
  if (job.kind === 'hindi') return `Hindi versions of ${job.total.toLocaleString('en-IN')} ${job.total === 1 ? 'question' : 'questions'}`;
  if (job.import) return job.import.fileName ? `Import of “${job.import.fileName}”` : `Import of pasted ${job.import.format.toUpperCase()} text`;
  return job.export?.fileName
    ? `Export “${job.export.fileName}”`
    : `Export of ${job.total.toLocaleString('en-IN')} questions as ${job.export ? EXPORT_FORMAT_LABELS[job.export.format].label : 'a file'}`;
}

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
