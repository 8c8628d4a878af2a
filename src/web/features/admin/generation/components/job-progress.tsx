import { Link } from 'react-router';
import { CircleAlert, CircleCheck, ListChecks, RotateCcw, Square } from 'lucide-react';
import clsx from 'clsx';
import { keyOfInput } from '../../../../../shared/api/admin-questions.ts';
import { keyLabel } from '../../../../../shared/exam/answer-key.ts';
import type { GenerationJob } from '../../../../../shared/api/generation.ts';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { Markdown } from '../../../../components/markdown.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { QuestionStatusBadge } from '../../ui/review-state-badge.tsx';
import { statusLabels } from '../api.ts';
import { SubmitBatch } from '../../ui/submit-batch.tsx';
import { DuplicateLink, DuplicatesNotChecked } from '../../ui/duplicate-notice.tsx';

const letters = ['A', 'B', 'C', 'D', 'E', 'F'];

interface JobProgressProps {
  job: GenerationJob;
  canReview: boolean;
  onCancel: () => void;
  onRegenerate: () => void;
  busy: boolean;
}

/** One job: how far it got, each accepted question as a learner will see it, and each failure with its reason. */
export function JobProgress({ job, canReview, onCancel, onRegenerate, busy }: JobProgressProps) {
  const running = job.status === 'running';
  const missing = job.count - job.accepted;
  const percent = Math.round((job.batchesDone / job.batchesTotal) * 100);
  const reviewLink = canReview ? adminPaths.review() : `${adminPaths.questionList()}?source=ai-generated&status=draft`;
  // still being written (or sent back): what 'Submit all' sends to the queue
  const writing = job.acceptedQuestions.filter(
    (question) => question.status === 'draft' && (question.reviewState === 'writing' || question.reviewState === 'changes-requested'),
  );
  return (
    <section aria-labelledby="job-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="job-title" className="text-lg font-semibold text-navy-900">
            {job.count} {job.section} questions on {job.topic}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {job.exam} · {job.difficulty} · {job.marks} {job.marks === 1 ? 'mark' : 'marks'} each{job.model ? ` · ${job.model}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
              <Square aria-hidden="true" className="size-4" />
              Cancel
            </Button>
          ) : null}
          {!running && missing > 0 ? (
            <Button size="sm" onClick={onRegenerate} disabled={busy}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Regenerate failed ({missing})
            </Button>
          ) : null}
          {job.accepted > 0 ? (
            <Link to={reviewLink} className={buttonClasses('secondary', 'sm')}>
              <ListChecks aria-hidden="true" className="size-4" />
              Review drafts
            </Link>
          ) : null}
        </div>
      </div>

      <div className="mt-4">
        <div className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-2 font-medium text-slate-800" role="status">
            {running ? <Spinner /> : null}
            {statusLabels[job.status]}: {job.accepted} accepted, {job.rejected} failed of {job.count}
          </span>
          <span className="text-slate-500">
            batch {job.batchesDone} of {job.batchesTotal}
          </span>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Batches done"
          aria-valuemin={0}
          aria-valuemax={job.batchesTotal}
          aria-valuenow={job.batchesDone}
        >
          <div
            className={clsx('h-full rounded-full transition-all', job.status === 'failed' ? 'bg-red-500' : 'bg-brand-600')}
            style={{ width: `${percent}%` }}
          />
        </div>
        {job.error ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {job.error}
          </p>
        ) : null}
      </div>

      {job.rejections.length > 0 ? <FailedList job={job} /> : null}

      <DuplicatesNotChecked message={job.duplicatesNotChecked} />
      {job.acceptedQuestions.length > 0 ? (
        <div className="mt-6">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-4" /> Accepted as drafts ({job.acceptedQuestions.length})
          </h3>
          {!running && writing.length > 0 ? (
            <div className="mt-3">
              <SubmitBatch key={job.id} count={writing.length} input={{ ids: writing.map((question) => question.id) }} />
            </div>
          ) : null}
          <ol className="mt-2 flex flex-col gap-3">
            {job.acceptedQuestions.map((question, index) => (
              <AcceptedQuestion key={question.id} question={question} index={index} />
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

/** The questions the model did not write, or wrote and the checks refused, each with the reason. */
function FailedList({ job }: { job: GenerationJob }) {
  return (
    <div className="mt-6">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-red-800">
        <CircleAlert aria-hidden="true" className="size-4" /> Failed ({job.rejected})
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {job.rejections.map((rejection, index) => (
          <li key={index} className="rounded-lg border border-red-200 bg-red-50/60 px-3 py-2 text-sm">
            <p className="font-medium text-red-900">
              {rejection.kind === 'batch' ? `${rejection.count} ${rejection.count === 1 ? 'question' : 'questions'} not generated: ` : 'Rejected: '}
              <span className="font-normal">{rejection.reason}</span>
            </p>
            {rejection.question ? (
              <div className="mt-1 line-clamp-3 text-slate-700">
                <Markdown className="text-sm">{rejection.question.text}</Markdown>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

type AcceptedDraft = GenerationJob['acceptedQuestions'][number];

/** One accepted question as the learner will see it: its text, key and options, and a possible duplicate. */
function AcceptedQuestion({ question, index }: { question: AcceptedDraft; index: number }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <span className="text-xs font-semibold text-slate-500">Question {index + 1}</span>
        <span className="flex items-center gap-2">
          <QuestionStatusBadge status={question.status} reviewState={question.reviewState} />
          <Link to={adminPaths.question(question.id)} className="text-xs font-medium text-brand-700 hover:text-brand-800">
            Edit
          </Link>
        </span>
      </div>
      <Markdown>{question.text}</Markdown>
      {question.duplicates.length > 0 ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          <span className="font-semibold">Possible duplicate: </span>
          This looks like <DuplicateLink match={question.duplicates[0]!} />
          {question.duplicates.length > 1 ? ` and ${question.duplicates.length - 1} more` : ''}.
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">
        {question.type} · {question.type === 'NAT' ? 'Answer' : 'Key'}: <span className="font-mono font-semibold">{keyLabel(keyOfInput(question))}</span>
      </p>
      {question.options.length > 0 ? (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {question.options.map((option, optionIndex) => {
            const correct = optionIndex === question.correctIndex || (question.correctIndexes ?? []).includes(optionIndex);
            return (
              <li
                key={optionIndex}
                className={clsx('flex gap-2 rounded-md border px-3 py-2 text-sm', correct ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200')}
              >
                <span className="font-semibold text-slate-500">{letters[optionIndex]}.</span>
                <Markdown inline>{option}</Markdown>
                {correct ? <span className="sr-only">(correct)</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <details className="mt-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-800">Explanation</summary>
        <div className="mt-2">
          <Markdown>{question.explanation}</Markdown>
        </div>
      </details>
    </li>
  );
}
