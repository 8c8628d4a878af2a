import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, FileUp, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { SubmitBatch } from '../../review/components/submit-batch.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { formatCount } from '../../ui/format.ts';
import type { ImportRun } from '../use-import-run.ts';

const questions = (value: number) => `${formatCount(value)} ${value === 1 ? 'question' : 'questions'}`;

export const DRAFTS_PATH = `${adminPaths.questionList()}?status=draft`;
export const NEEDS_REVIEW_PATH = `${adminPaths.questionList()}?needsReview=true`;

interface ImportPanelProps {
  run: ImportRun;
  usable: number;
  /** why the import cannot start now (the file changed since the check), or null */
  blocked: string | null;
  onImport: () => void;
  onStartOver: () => void;
}

/** The import button, then the progress bar while the server writes, then how it ended. */
export function ImportPanel({ run, usable, blocked, onImport, onStartOver }: ImportPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const ended = run.phase !== 'idle' && run.phase !== 'running';
  useEffect(() => {
    // the outcome replaces the button that had focus: move focus to it, so it is read out
    if (ended) heading.current?.focus();
  }, [ended]);

  if (run.phase === 'running') {
    const percent = run.total ? Math.round((run.written / run.total) * 100) : 0;
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-5" aria-live="polite">
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-navy-900">
            <Spinner className="size-4" />
            {run.total === null ? 'Reading the file again…' : `Writing ${questions(run.total)} as drafts…`}
          </p>
          {run.total !== null ? (
            <p className="text-sm text-slate-700 tabular-nums">
              {formatCount(run.written)} of {formatCount(run.total)}
            </p>
          ) : null}
        </div>
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={run.total ?? undefined}
          aria-valuenow={run.total === null ? undefined : run.written}
          aria-valuetext={run.total === null ? 'Starting' : `${formatCount(run.written)} of ${questions(run.total)} written`}
          className="h-3 overflow-hidden rounded-full bg-white ring-1 ring-brand-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-xs text-slate-600">Keep this page open. The questions are saved together at the end: if anything fails, none of them is.</p>
      </div>
    );
  }

  if (run.phase === 'done') {
    return (
      <section aria-labelledby="import-outcome" className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
        <div className="flex gap-3">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
          <div>
            <h2 id="import-outcome" ref={heading} tabIndex={-1} className="text-lg font-semibold text-emerald-950 focus:outline-none">
              Imported {questions(run.imported)} as drafts
            </h2>
            <p className="mt-1 text-sm text-emerald-900">
              {run.needsReview > 0
                ? `${questions(run.needsReview)} ${run.needsReview === 1 ? 'needs' : 'need'} review (converted, or imported with a warning) before publishing.`
                : 'None needs review. Drafts are seen by no learner until a master publishes them.'}{' '}
              Submit them for review when they are ready: a master reviews them in the queue.
            </p>
          </div>
        </div>
        <SubmitBatch count={run.imported} input={{ importBatchId: run.batchId }} />
        <div className="flex flex-wrap gap-2">
          <Link to={DRAFTS_PATH} className={buttonClasses('secondary', 'sm')}>
            Open the drafts
          </Link>
          {run.needsReview > 0 ? (
            <Link to={NEEDS_REVIEW_PATH} className={buttonClasses('secondary', 'sm')}>
              Review {questions(run.needsReview)}
            </Link>
          ) : null}
          <Button variant="ghost" size="sm" onClick={onStartOver}>
            <FileUp aria-hidden="true" className="size-4" />
            Import another file
          </Button>
        </div>
      </section>
    );
  }

  if (ended) {
    const unknown = run.phase === 'interrupted';
    return (
      <section
        aria-labelledby="import-outcome"
        className={
          unknown
            ? 'flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5'
            : 'flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-5'
        }
      >
        <div className="flex gap-3">
          {unknown ? (
            <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-red-600" />
          )}
          <div>
            <h2
              id="import-outcome"
              ref={heading}
              tabIndex={-1}
              className={unknown ? 'text-lg font-semibold text-amber-950 focus:outline-none' : 'text-lg font-semibold text-red-950 focus:outline-none'}
            >
              {unknown ? 'The import may not have finished' : 'Nothing was imported'}
            </h2>
            <p className={unknown ? 'mt-1 text-sm text-amber-900' : 'mt-1 text-sm text-red-900'}>{run.message}</p>
            {unknown ? (
              <p className="mt-1 text-sm text-amber-900">
                Look for the new questions among the{' '}
                <Link to={DRAFTS_PATH} className="font-semibold underline">
                  drafts
                </Link>{' '}
                before importing this file again.
              </p>
            ) : null}
          </div>
        </div>
        <div>
          <Button variant="secondary" size="sm" onClick={onImport} disabled={blocked !== null}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try the import again
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        {blocked ??
          (usable > 0
            ? 'Usable questions are saved as drafts; skipped questions and errors are left out. Nothing is saved unless all of them are.'
            : 'Nothing in this file can be imported. Fix the errors and check it again.')}
      </p>
      <Button onClick={onImport} disabled={usable === 0 || blocked !== null}>
        Import {questions(usable)} as drafts
      </Button>
    </div>
  );
}
