import clsx from 'clsx';
import { Markdown } from '../../../../components/markdown.tsx';
import { reviewStepLabels, type ReviewCommentKind } from '../../../../../shared/review-states.ts';
import type { ReviewComment } from '../../../../../shared/api/review.ts';
import { formatAdminTime } from '../../ui/india-time.ts';

const tones: Record<ReviewCommentKind, string> = {
  submit: 'bg-amber-50 ring-amber-200',
  approve: 'bg-emerald-50 ring-emerald-200',
  reject: 'bg-red-50 ring-red-200',
  'request-changes': 'bg-orange-50 ring-orange-200',
  reply: 'bg-white ring-slate-200',
};

const dots: Record<ReviewCommentKind, string> = {
  submit: 'bg-amber-500',
  approve: 'bg-emerald-500',
  reject: 'bg-red-500',
  'request-changes': 'bg-orange-500',
  reply: 'bg-slate-400',
};

export const formatWhen = formatAdminTime;

/** The question's review thread, oldest first: who, when, which step, and their words. */
export function ReviewThreadList({ comments }: { comments: ReviewComment[] }) {
  if (comments.length === 0) return <p className="text-sm text-slate-500">Nothing has been said about this question yet.</p>;
  return (
    <ol aria-label="Review thread" className="flex flex-col gap-3">
      {comments.map((comment) => (
        <li key={comment.id} className="flex gap-3">
          <span aria-hidden="true" className={clsx('mt-2 size-2.5 shrink-0 rounded-full', dots[comment.kind])} />
          <div className={clsx('min-w-0 flex-1 rounded-xl px-3.5 py-2.5 ring-1', tones[comment.kind])}>
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-navy-900">{comment.author?.name ?? 'A deleted account'}</span>
              <span className="text-slate-700">{reviewStepLabels[comment.kind]}</span>
              <time dateTime={comment.createdAt} className="text-xs text-slate-500">
                {formatWhen(comment.createdAt)}
              </time>
            </p>
            {/* the words are Markdown, as the question's are: a formula reads as it will in the exam */}
            {comment.body ? <Markdown className="mt-1 text-sm leading-relaxed break-words text-slate-800 [&>*]:my-1">{comment.body}</Markdown> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
