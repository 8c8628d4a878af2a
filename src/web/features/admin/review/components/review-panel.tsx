import { useState } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Check, MessageSquareWarning, Send, X } from 'lucide-react';
import { can, canChange } from '../../../../../shared/admin-permissions.ts';
import type { AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import { replyInput, requestChangesInput, submitInput, type ReviewThread } from '../../../../../shared/api/review.ts';
import { canTakeStep, reviewStateOf, type ReviewState } from '../../../../../shared/review-states.ts';
import { Button } from '../../../../components/button.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { adminKeys } from '../../../../lib/query-keys.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { dangerButtonClasses } from '../../ui/confirm-dialog.tsx';
import { approveQuestion } from '../../api.ts';
import { rejectQuestion, replyInThread, requestChanges, submitQuestion, threadQuery } from '../api.ts';
import { CommentForm } from './comment-form.tsx';
import { RejectForm } from './reject-form.tsx';
import { QuestionStatusBadge } from '../../ui/review-state-badge.tsx';
import { ReviewThreadList } from './review-thread.tsx';

const explanations: Record<ReviewState, string> = {
  writing: 'Not in the review queue yet: submit it when it is ready, and a master reviews it.',
  submitted: 'In the review queue, waiting for a master to approve it, reject it or ask for changes.',
  'changes-requested': 'A master asked for changes: edit the question, reply if you like, then submit it again.',
  approved: 'A master approved it: it is published.',
  rejected: 'A master rejected it: it is archived, and no learner sees it. Duplicate it to propose a new version.',
};

type Open = 'submit' | 'reject' | 'changes' | null;
const failure = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');

/**
 * The question's review conversation on its page: where it stands, the thread, and the steps the
 * viewer may take (shared/review-states.ts decides which; the server checks them again).
 * `unsaved`: the form has edits not saved yet, so a submission would send the old text.
 */
export function ReviewPanel({ question, unsaved }: { question: AdminQuestion; unsaved: boolean }) {
  const user = useAdminUser();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQuery(question.id));
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const state = reviewStateOf(question);
  const reviewer = can(user.role, 'questions.review');
  const mayChange = canChange(user, { status: question.status, createdBy: question.author?.id ?? null });
  const mayReply = reviewer || (question.author !== null && question.author.id === user.id);
  const mayReview = (step: 'approve' | 'reject' | 'request-changes') => reviewer && canTakeStep(step, state);
  const reason = state === 'rejected' ? [...(thread.data?.comments ?? [])].reverse().find((comment) => comment.kind === 'reject') : undefined;

  async function run(action: () => Promise<AdminQuestion | unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await action();
      if (result && typeof result === 'object' && 'reviewState' in result) queryClient.setQueryData(adminKeys.question(question.id), result);
      setOpen(null);
      setNotice(done);
      return true;
    } catch (problem) {
      setError(failure(problem));
      return false;
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: adminKeys.question(question.id) });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    }
  }

  return (
    <section aria-labelledby="review-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="review-title" className="flex flex-wrap items-center gap-2 text-base font-semibold text-navy-900">
            Review <QuestionStatusBadge status={question.status} reviewState={question.reviewState} />
          </h2>
          <p className="mt-1 text-sm text-slate-600">{explanations[state]}</p>
        </div>
        <ReviewSteps
          state={state}
          maySubmit={canTakeStep('submit', state) && mayChange}
          mayReview={mayReview}
          busy={busy}
          open={open}
          unsaved={unsaved}
          onOpen={setOpen}
          onApprove={() => void run(() => approveQuestion(question.id), 'Approved and published.')}
        />
      </div>

      {reason ? (
        <p className="mt-4 rounded-lg bg-red-50 px-3.5 py-2.5 text-sm text-red-900 ring-1 ring-red-200">
          <span className="font-semibold">Rejected{reason.author ? ` by ${reason.author.name}` : ''}:</span> {reason.body}
        </p>
      ) : null}
      {unsaved && (canTakeStep('submit', state) || mayReview('approve')) ? (
        <p className="mt-3 text-xs text-slate-500">Save your changes first: the reviewer reads the saved question.</p>
      ) : null}

      <div className="mt-4 flex flex-col gap-3 empty:hidden">
        {open === 'submit' ? (
          <CommentForm
            label="A note for the reviewer (optional)"
            hint="What to check, or what you changed since the last review."
            submitLabel="Submit for review"
            schema={submitInput.shape.note}
            busy={busy}
            autoFocus
            tone="amber"
            onSubmit={(note) => run(() => submitQuestion(question.id, note), 'Submitted: it waits in the review queue.')}
            onCancel={() => setOpen(null)}
          />
        ) : null}
        {open === 'changes' ? (
          <CommentForm
            label="What should the author change?"
            hint="The author sees this on the question and on their overview."
            submitLabel="Send back for changes"
            schema={requestChangesInput.shape.comment}
            busy={busy}
            autoFocus
            tone="orange"
            onSubmit={(comment) => run(() => requestChanges(question.id, comment), 'Sent back to its author with your comment.')}
            onCancel={() => setOpen(null)}
          />
        ) : null}
        {open === 'reject' ? (
          <RejectForm
            busy={busy}
            onConfirm={(why) => void run(() => rejectQuestion(question.id, why), 'Rejected and archived.')}
            onCancel={() => setOpen(null)}
          />
        ) : null}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            {error}
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="text-sm text-emerald-700">
            {notice}
          </p>
        ) : null}
      </div>

      <ReviewConversation thread={thread} busy={busy} onReply={mayReply ? (body) => run(() => replyInThread(question.id, body), 'Reply added.') : null} />
    </section>
  );
}

type ReviewStep = 'approve' | 'reject' | 'request-changes';

interface ReviewStepsProps {
  state: ReviewState;
  /** the viewer may change the question, and it may be submitted now */
  maySubmit: boolean;
  mayReview: (step: ReviewStep) => boolean;
  busy: boolean;
  open: Open;
  unsaved: boolean;
  onOpen: (form: Exclude<Open, null>) => void;
  onApprove: () => void;
}

/** The steps the viewer may take from where the question stands: submit, approve, ask for changes or reject. */
function ReviewSteps({ state, maySubmit, mayReview, busy, open, unsaved, onOpen, onApprove }: ReviewStepsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {maySubmit ? (
        <Button size="sm" onClick={() => onOpen('submit')} disabled={busy || open !== null || unsaved}>
          <Send aria-hidden="true" className="size-4" />
          {state === 'changes-requested' ? 'Submit again' : 'Submit for review'}
        </Button>
      ) : null}
      {mayReview('approve') ? (
        <Button size="sm" onClick={onApprove} disabled={busy || open !== null || unsaved}>
          <Check aria-hidden="true" className="size-4" />
          Approve
        </Button>
      ) : null}
      {mayReview('request-changes') ? (
        <Button variant="secondary" size="sm" onClick={() => onOpen('changes')} disabled={busy || open !== null}>
          <MessageSquareWarning aria-hidden="true" className="size-4" />
          Request changes
        </Button>
      ) : null}
      {mayReview('reject') ? (
        <button type="button" onClick={() => onOpen('reject')} disabled={busy || open !== null} className={dangerButtonClasses('outline', 'sm')}>
          <X aria-hidden="true" className="size-4" />
          Reject
        </button>
      ) : null}
    </div>
  );
}

interface ReviewConversationProps {
  thread: Pick<UseQueryResult<Omit<ReviewThread, 'success'>>, 'data' | 'isError' | 'error'>;
  busy: boolean;
  /** null when the viewer may not reply */
  onReply: ((body: string) => Promise<boolean>) | null;
}

/** The review's thread, oldest first, and the reply box for its author and the reviewers. */
function ReviewConversation({ thread, busy, onReply }: ReviewConversationProps) {
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h3 className="mb-3 text-sm font-semibold text-slate-800">Conversation</h3>
      {thread.data ? (
        <ReviewThreadList comments={thread.data.comments} />
      ) : thread.isError ? (
        <p className="text-sm text-red-700">The thread could not be loaded: {failure(thread.error)}</p>
      ) : (
        <div className="h-12 animate-pulse rounded-xl bg-slate-100" />
      )}
      {onReply ? (
        <div className="mt-4">
          <CommentForm label="Reply" submitLabel="Reply" schema={replyInput.shape.body} busy={busy} onSubmit={onReply} />
        </div>
      ) : null}
    </div>
  );
}
