import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { can } from '../../../../../shared/admin-permissions.ts';
import { questionSource, questionSourceLabels, type AdminQuestion, type QuestionSource } from '../../../../../shared/api/admin-questions.ts';
import type { ReviewQueue } from '../../../../../shared/api/review.ts';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { Markdown } from '../../../../components/markdown.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { hasErrorCode, isApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { plainExcerpt } from '../../ui/plain-excerpt.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { formatCount } from '../../ui/format.ts';
import { approveQuestion, refreshAfterReview } from '../../api.ts';
import { dropFromQueue, rejectQuestion, reviewSearch, useReviewQueue, type ReviewFilters } from '../api.ts';
import { NeedsReviewBadge, ReviewQuestion, SourceBadge } from '../components/review-question.tsx';
import { commandOf, type ReviewCommand } from '../shortcuts.ts';
import { ReviewControls } from './review-controls.tsx';
import { ReportsView } from '../components/reports-view.tsx';
import { ReviewTabs } from '../components/review-tabs.tsx';

const TITLE = 'Review queue';

/** /admin/review: the drafts waiting for a master, one at a time (masters and gods). */
export function ReviewPage() {
  const { role } = useAdminUser();
  const [params] = useSearchParams();
  usePrivatePageTitle(TITLE);
  // learners' reports of questions: a view of its own (features/admin/reports), which creators may read too
  if (params.get('view') === 'reports') return <ReportsView />;
  if (!can(role, 'questions.review')) {
    return (
      <div>
        <AdminPageHeader title={TITLE} />
        <ErrorBlock title="The review queue is for masters" message="Approving and rejecting drafts needs the master role or higher." />
      </div>
    );
  }
  return <ReviewQueueView />;
}

function filtersOf(params: URLSearchParams): ReviewFilters {
  const source = questionSource.safeParse(params.get('source'));
  return { source: source.success ? source.data : null, needsReview: params.get('needsReview') === 'true' };
}

const failure = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');
/** The question's first words for the announcement, its formulas named rather than spelled out in LaTeX. */
const quoted = (question: AdminQuestion) => `‘${plainExcerpt(question.text.replace(/\$\$?[^$]*\$\$?/g, '(formula)'), 60)}’`;

/** The queue's keys (A, R, E, N, P and the arrows) on the window, for the latest `run`; none while a rejection's reason is open. */
function useReviewShortcuts(run: (command: ReviewCommand) => void, rejecting: boolean) {
  // the latest `run` for the one listener on the window
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const rejectingRef = useRef(rejecting);
  useEffect(() => {
    rejectingRef.current = rejecting;
  }, [rejecting]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // while the reason is open, its own keys (Enter, Escape) are the only ones
      if (rejectingRef.current) return;
      const command = commandOf(event);
      if (!command) return;
      event.preventDefault();
      runRef.current(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

function ReviewQueueView() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const arrival = useLocation().state as { notice?: string } | null;
  const filters = filtersOf(params);
  const at = params.get('at');
  const queue = useReviewQueue(filters);

  const [announcement, setAnnouncement] = useState(arrival?.notice ?? '');
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);

  const questions = queue.data?.questions ?? [];
  const found = questions.findIndex((question) => question.id === at);
  const index = found === -1 ? 0 : found;
  const current = questions[index] ?? null;

  const show = useCallback(
    (question: AdminQuestion | null) => {
      setRejecting(false);
      setParams(reviewSearch(filters, question?.id ?? null), { replace: true });
    },
    [filters, setParams],
  );
  const editPath = current ? `${adminPaths.question(current.id)}?back=${encodeURIComponent(adminPaths.review(reviewSearch(filters, current.id)))}` : null;

  /** Approve or reject the question on screen, then show the next one (or the one before, at the end). */
  async function review(decision: 'approve' | 'reject', reason = '') {
    if (!current || busy) return;
    const reviewed = current;
    const next = questions[index + 1] ?? questions[index - 1] ?? null;
    const then = next ? ' Showing the next question.' : ' Nothing else is waiting here.';
    setBusy(true);
    setError(null);
    try {
      if (decision === 'approve') await approveQuestion(reviewed.id);
      else await rejectQuestion(reviewed.id, reason);
      setAnnouncement(decision === 'approve' ? `Approved and published ${quoted(reviewed)}.${then}` : `Rejected ${quoted(reviewed)}: ${reason}.${then}`);
      dropFromQueue(queryClient, filters, reviewed);
      show(next);
    } catch (problem) {
      setAnnouncement('');
      setError(failure(problem));
      // somebody else reviewed it: it is no longer waiting, so the queue moves on
      if (hasErrorCode(problem, 'already-reviewed')) {
        dropFromQueue(queryClient, filters, reviewed);
        show(next);
      }
    } finally {
      setBusy(false);
      refreshAfterReview(queryClient);
    }
  }

  const step = (by: 1 | -1) => {
    const target = questions[index + by];
    if (!target) return;
    setError(null);
    show(target);
  };

  const run = (command: ReviewCommand) => {
    if (!current || busy) return;
    if (command === 'approve') void review('approve');
    else if (command === 'reject') setRejecting(true);
    else if (command === 'edit' && editPath) void navigate(editPath);
    else if (command === 'next') step(1);
    else if (command === 'previous') step(-1);
  };

  useReviewShortcuts(run, rejecting);

  const setFilters = (next: ReviewFilters) => {
    setError(null);
    setRejecting(false);
    setParams(reviewSearch(next));
  };

  let body: ReactNode;
  if (!queue.data) {
    body = queue.isPending ? (
      <LoadingBlock label="Loading the drafts waiting for review…" />
    ) : (
      <ErrorBlock title="The review queue could not be loaded" message={failure(queue.error)} onRetry={() => void queue.refetch()} />
    );
  } else if (!current) {
    body = (
      <EmptyQueue
        queue={queue.data}
        filtered={filters.source !== null || filters.needsReview}
        onClear={() => setFilters({ source: null, needsReview: false })}
      />
    );
  } else {
    const { total } = queue.data;
    body = (
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[17rem_minmax(0,1fr)]">
        <QueueList questions={questions} current={current} total={total} onShow={(question) => show(question)} />
        <div className="flex min-w-0 flex-col gap-4">
          <ReviewControls
            index={index}
            total={total}
            shown={questions.length}
            busy={busy}
            rejecting={rejecting}
            editPath={editPath}
            onStep={step}
            onApprove={() => run('approve')}
            onReject={() => setRejecting(true)}
            onConfirmReject={(reason) => void review('reject', reason)}
            onCancelReject={() => setRejecting(false)}
          />
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
              {error}
            </p>
          ) : null}
          <ReviewQuestion key={current.id} question={current} />
        </div>
      </div>
    );
  }

  const counts = queue.data?.counts;
  return (
    <div>
      <AdminPageHeader
        title={TITLE}
        lead="Drafts waiting for a master: AI-generated first, then oldest first. Approve publishes a question; reject archives it with your reason; edit opens it in the editor and brings you back here."
      />
      <ReviewTabs current="drafts" />
      {counts ? <QueueFilters filters={filters} counts={counts} onChange={setFilters} /> : null}
      <p role="status" aria-live="polite" className={clsx('mb-4 text-sm text-emerald-800', !announcement && 'sr-only')}>
        {announcement}
      </p>
      {body}
    </div>
  );
}

function QueueFilters({ filters, counts, onChange }: { filters: ReviewFilters; counts: ReviewQueue['counts']; onChange: (next: ReviewFilters) => void }) {
  const sources: (QuestionSource | null)[] = [null, ...questionSource.options];
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-5 gap-y-3">
      <div role="group" aria-label="Source" className="flex flex-wrap gap-1.5">
        {sources.map((source) => {
          const label = source ? questionSourceLabels[source] : 'All';
          const count = source ? (counts.bySource[source] ?? 0) : counts.waiting;
          return (
            <button
              key={source ?? 'all'}
              type="button"
              aria-pressed={filters.source === source}
              onClick={() => onChange({ ...filters, source })}
              className={clsx(
                'h-9 rounded-full px-3.5 text-sm font-medium ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-brand-500',
                filters.source === source ? 'bg-navy-800 text-white ring-navy-800' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {label} <span className={clsx('tabular-nums', filters.source === source ? 'text-white/80' : 'text-slate-500')}>{formatCount(count)}</span>
            </button>
          );
        })}
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={filters.needsReview}
          onChange={(event) => onChange({ ...filters, needsReview: event.target.checked })}
          className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
        />
        Only those flagged ‘Needs review’ <span className="text-slate-500 tabular-nums">({formatCount(counts.needsReview)})</span>
      </label>
    </div>
  );
}

function QueueList({
  questions,
  current,
  total,
  onShow,
}: {
  questions: AdminQuestion[];
  current: AdminQuestion;
  total: number;
  onShow: (question: AdminQuestion) => void;
}) {
  return (
    <nav aria-label="Waiting drafts" className="hidden lg:block">
      <div className="sticky top-2 flex max-h-[calc(100vh-6rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <p className="border-b border-slate-200 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{formatCount(total)} waiting</p>
        <ol className="overflow-y-auto py-1">
          {questions.map((question, position) => (
            <li key={question.id}>
              <button
                type="button"
                aria-current={question.id === current.id ? 'true' : undefined}
                onClick={() => onShow(question)}
                className={clsx(
                  'flex w-full flex-col gap-1 border-l-2 px-4 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                  question.id === current.id ? 'border-brand-600 bg-brand-50 text-navy-900' : 'border-transparent text-slate-700 hover:bg-slate-50',
                )}
              >
                <span className="flex gap-1">
                  <span className="text-slate-400 tabular-nums">{position + 1}.</span>
                  <Markdown className="line-clamp-2 min-w-0 text-sm leading-5 [&_.katex-display]:my-0 [&_.katex-display]:inline [&_img]:hidden [&>*]:my-0">
                    {question.text}
                  </Markdown>
                </span>
                <span className="flex flex-wrap gap-1">
                  <SourceBadge source={question.source} />
                  {question.needsReview ? <NeedsReviewBadge /> : null}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function EmptyQueue({ queue, filtered, onClear }: { queue: ReviewQueue; filtered: boolean; onClear: () => void }) {
  if (filtered && queue.counts.waiting > 0) {
    return (
      <EmptyBlock title="No waiting draft matches these filters">
        <p>{formatCount(queue.counts.waiting)} other drafts are waiting.</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={onClear}>
          Show every waiting draft
        </Button>
      </EmptyBlock>
    );
  }
  return (
    <EmptyBlock title="Nothing is waiting for review">
      <p>Generated, imported and newly written questions appear here as drafts until a master approves or rejects them.</p>
      <Link to={adminPaths.questionList()} className={buttonClasses('secondary', 'sm', 'mt-4')}>
        Open the question bank
      </Link>
    </EmptyBlock>
  );
}
