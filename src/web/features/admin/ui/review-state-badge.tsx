import clsx from 'clsx';
import type { ContentStatus } from '../../../../shared/api/admin-content.ts';
import { reviewStateLabels, reviewStateOf, type ReviewState } from '../../../../shared/review-states.ts';

const styles: Record<ReviewState, string> = {
  writing: 'bg-slate-100 text-slate-700 ring-slate-200',
  submitted: 'bg-amber-100 text-amber-900 ring-amber-200',
  'changes-requested': 'bg-orange-100 text-orange-900 ring-orange-200',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  rejected: 'bg-red-100 text-red-800 ring-red-200',
};

/**
 * A question's status in the review conversation's words: a draft is being written, waiting for
 * review or sent back; a published question is Published; an archived one is Rejected when a
 * master rejected it, else Unpublished.
 */
export function QuestionStatusBadge({ status, reviewState, className }: { status: ContentStatus; reviewState: ReviewState; className?: string }) {
  const state = reviewStateOf({ status, reviewState });
  const label = status === 'published' ? 'Published' : status === 'archived' && state !== 'rejected' ? 'Unpublished' : reviewStateLabels[state];
  const style = status === 'archived' && state !== 'rejected' ? 'bg-slate-100 text-slate-700 ring-slate-200' : styles[state];
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', style, className)}>{label}</span>
  );
}
