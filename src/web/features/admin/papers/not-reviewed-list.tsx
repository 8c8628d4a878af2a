// The questions that keep a test or quiz from being published, as the server lists them (409
// 'questions-not-reviewed', or the paper's `notReviewed`): each with why, a link to it, and for a
// reviewer, approving a waiting draft in place.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Check, ExternalLink } from 'lucide-react';
import type { NotReviewedQuestion, NotReviewedReason } from '../../../../shared/api/admin-content.ts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../lib/paths.ts';
import { approveQuestion } from '../api.ts';
import { excerptOf } from '../ui/excerpt.ts';

export const reasonLabels: Record<NotReviewedReason, string> = {
  rejected: 'Rejected',
  'waiting-for-review': 'Waiting for review',
  draft: 'Draft, not reviewed',
  unpublished: 'Unpublished',
};

const reasonTones: Record<NotReviewedReason, string> = {
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  'waiting-for-review': 'bg-orange-50 text-orange-800 ring-orange-200',
  draft: 'bg-slate-100 text-slate-700 ring-slate-200',
  unpublished: 'bg-slate-100 text-slate-700 ring-slate-200',
};

interface NotReviewedListProps {
  questions: NotReviewedQuestion[];
  /** a master or god: drafts get an Approve button (the review queue's own route) */
  canApprove: boolean;
  /** after an approval: the paper and the bank read afresh */
  onApproved: (id: string) => void;
}

/** One row per question; a rejected or unpublished one is fixed in the editor (or taken out of the paper), not approved here. */
export function NotReviewedList({ questions, canApprove, onApproved }: NotReviewedListProps) {
  const here = useLocation();
  const back = `${here.pathname}${here.search}`;
  const [approving, setApproving] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ id: string; message: string } | null>(null);

  async function approve(id: string) {
    setApproving(id);
    setProblem(null);
    try {
      await approveQuestion(id);
      onApproved(id);
    } catch (error) {
      setProblem({ id, message: error instanceof Error ? error.message : 'The question could not be approved.' });
    } finally {
      setApproving(null);
    }
  }

  return (
    <ul aria-label="Questions to review" className="flex max-h-80 flex-col divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200">
      {questions.map((question) => (
        <li key={question.id} aria-label={`Question ${question.number}`} className="flex flex-col gap-1.5 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold text-slate-500">Q{question.number}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${reasonTones[question.reason]}`}>{reasonLabels[question.reason]}</span>
          </div>
          <p className="text-sm break-words text-slate-800">{excerptOf(question.text)}</p>
          {question.rejectedFor ? <p className="text-xs text-red-800">Reason: {question.rejectedFor}</p> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Link
              to={`${adminPaths.question(question.id)}?back=${encodeURIComponent(back)}`}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-3.5" />
              Open question {question.number}
            </Link>
            {canApprove && question.status === 'draft' ? (
              <Button size="sm" variant="secondary" disabled={approving !== null} onClick={() => void approve(question.id)}>
                {approving === question.id ? <Spinner className="size-4" /> : <Check aria-hidden="true" className="size-4" />}
                Approve question {question.number}
              </Button>
            ) : null}
          </div>
          {problem?.id === question.id ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem.message}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
