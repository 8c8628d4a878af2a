import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, FileUp, ListFilter, Trash2, TriangleAlert } from 'lucide-react';
import type { BankJob, ImportJobDetails } from '../../../../../shared/api/bank-jobs.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { ConfirmDialog, dangerButtonClasses } from '../../ui/confirm-dialog.tsx';
import { formatCount } from '../../ui/format.ts';
import { SubmitBatch } from '../../ui/submit-batch.tsx';

const questions = (value: number) => `${formatCount(value)} ${value === 1 ? 'question' : 'questions'}`;
const drafts = (value: number) => `${formatCount(value)} ${value === 1 ? 'draft' : 'drafts'}`;

export const NEEDS_REVIEW_PATH = `${adminPaths.questionList()}?needsReview=true`;

interface ImportOutcomeProps {
  job: BankJob & { import: ImportJobDetails };
  deleting: boolean;
  /** what the last delete did, or why it was refused */
  deleteMessage: { ok: boolean; text: string } | null;
  onDeleteDrafts: () => void;
}

/** How an import ended: what it wrote, where those questions are, and what to do with a stopped import's drafts. */
export function ImportOutcome({ job, deleting, deleteMessage, onDeleteDrafts }: ImportOutcomeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const { imported, needsReview, draftsLeft } = job.import;
  useEffect(() => {
    // the outcome replaces the progress bar that was read out: move focus to it
    heading.current?.focus();
  }, []);

  const completed = job.status === 'completed';
  const cancelled = job.status === 'cancelled';
  const tone = completed
    ? { box: 'border-emerald-200 bg-emerald-50', title: 'text-emerald-950', text: 'text-emerald-900' }
    : cancelled
      ? { box: 'border-amber-300 bg-amber-50', title: 'text-amber-950', text: 'text-amber-900' }
      : { box: 'border-red-200 bg-red-50', title: 'text-red-950', text: 'text-red-900' };
  const Icon = completed ? CircleCheck : cancelled ? TriangleAlert : CircleAlert;
  const title = completed
    ? `Imported ${questions(imported)} as drafts`
    : cancelled
      ? `Cancelled: ${formatCount(imported)} of ${questions(job.total)} were written`
      : `The import stopped: ${formatCount(imported)} of ${questions(job.total)} were written`;

  return (
    <section aria-labelledby="import-outcome" className={`flex flex-col gap-4 rounded-2xl border p-5 ${tone.box}`}>
      <div className="flex gap-3">
        <Icon aria-hidden="true" className={`size-6 shrink-0 ${completed ? 'text-emerald-600' : cancelled ? 'text-amber-600' : 'text-red-600'}`} />
        <div className="flex flex-col gap-1">
          <h2 id="import-outcome" ref={heading} tabIndex={-1} className={`text-lg font-semibold focus:outline-none ${tone.title}`}>
            {title}
          </h2>
          {job.error ? <p className={`text-sm font-medium ${tone.text}`}>{job.error}</p> : null}
          <p className={`text-sm ${tone.text}`}>
            {completed
              ? needsReview > 0
                ? `${questions(needsReview)} ${needsReview === 1 ? 'needs' : 'need'} review (converted, or imported with a warning) before publishing. `
                : 'None needs review. '
              : imported > 0
                ? 'What was written stays in the bank as drafts, which no learner sees. Keep them, or delete them and import the file again. '
                : 'Nothing was written. '}
            {completed ? 'Drafts are seen by no learner until a master publishes them; submit them for review when they are ready.' : null}
          </p>
        </div>
      </div>

      {completed && imported > 0 ? <SubmitBatch count={imported} input={{ importBatchId: job.id }} /> : null}

      <div className="flex flex-wrap gap-2">
        {imported > 0 ? (
          <Link to={adminPaths.importedQuestions(job.id)} className={buttonClasses('secondary', 'sm')}>
            <ListFilter aria-hidden="true" className="size-4" />
            Open {imported === 1 ? 'it' : `these ${formatCount(imported)}`} in the bank
          </Link>
        ) : null}
        {completed && needsReview > 0 ? (
          <Link to={NEEDS_REVIEW_PATH} className={buttonClasses('secondary', 'sm')}>
            Review {questions(needsReview)}
          </Link>
        ) : null}
        {!completed && draftsLeft > 0 ? (
          <button type="button" className={dangerButtonClasses('outline', 'sm')} onClick={() => setConfirming(true)} disabled={deleting}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete these {drafts(draftsLeft)}
          </button>
        ) : null}
        <Link to={adminPaths.questionImport()} className={buttonClasses('ghost', 'sm')}>
          <FileUp aria-hidden="true" className="size-4" />
          Import another file
        </Link>
      </div>
      {deleteMessage ? (
        <p
          role={deleteMessage.ok ? 'status' : 'alert'}
          className={deleteMessage.ok ? 'text-sm font-medium text-slate-800' : 'text-sm font-medium text-red-800'}
        >
          {deleteMessage.text}
        </p>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={`Delete ${drafts(draftsLeft)}?`}
        confirmLabel={`Delete ${drafts(draftsLeft)}`}
        destructive
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDeleteDrafts();
        }}
      >
        The drafts this import wrote are deleted from the bank. Any submitted for review, published or placed in a paper since are kept.
      </ConfirmDialog>
    </section>
  );
}
