import { Square } from 'lucide-react';
import type { BankJob } from '../../../../../shared/api/bank-jobs.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { formatCount } from '../../ui/format.ts';

const questions = (value: number) => `${formatCount(value)} ${value === 1 ? 'question' : 'questions'}`;

interface JobProgressProps {
  job: BankJob;
  cancelling: boolean;
  onCancel: () => void;
}

/** A job still to finish: how far it got, and the Cancel that stops it at the end of the chunk it is writing. */
export function JobProgress({ job, cancelling, onCancel }: JobProgressProps) {
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  const stopping = job.cancelRequested || cancelling;
  const words = {
    import: {
      doing: `Writing ${questions(job.total)} as drafts…`,
      stopping: 'Stopping after the questions being written now…',
      label: 'Import progress',
      done: 'written',
    },
    export: { doing: `Reading ${questions(job.total)}…`, stopping: 'Stopping the export…', label: 'Export progress', done: 'read' },
    hindi: {
      doing: `Asking the model for the Hindi of ${questions(job.total)}…`,
      stopping: 'Stopping after the questions being asked now…',
      label: 'Hindi versions progress',
      done: 'asked',
    },
  }[job.kind];
  return (
    <section aria-labelledby="job-progress" className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="job-progress" className="flex items-center gap-2 text-base font-semibold text-navy-900" aria-live="polite">
          <Spinner className="size-4" />
          {stopping ? words.stopping : job.status === 'queued' ? 'Waiting for the server to start it…' : words.doing}
        </h2>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={stopping}>
          <Square aria-hidden="true" className="size-4" />
          {stopping ? 'Cancelling…' : 'Cancel'}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={words.label}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.done}
        aria-valuetext={`${formatCount(job.done)} of ${questions(job.total)}`}
        className="h-3 overflow-hidden rounded-full bg-white ring-1 ring-brand-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:justify-between">
        <p className="tabular-nums">
          {formatCount(job.done)} of {formatCount(job.total)} {words.done} ({percent}%)
        </p>
        <p className="text-slate-600">It runs on the server: you can leave this page and come back.</p>
      </div>
    </section>
  );
}
