import clsx from 'clsx';
import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { answerLabel, keyLabel, optionLetter, type AnswerKey } from '../../shared/exam/answer-key.ts';
import type { ReviewStatus } from './reviewed-question-card.tsx';

const listOf = (indexes: number[]) => {
  const letters = indexes.map(optionLetter);
  return letters.length < 2 ? letters.join('') : `${letters.slice(0, -1).join(', ')} and ${letters.at(-1)}`;
};

type ListedKey = Exclude<AnswerKey, { type: 'MCQ' }>;

/** Why an answer earned what it did, in the words of its type's rule (marking.ts). */
function verdictOf(key: ListedKey, answer: string | number[] | null, status: ReviewStatus): string {
  if (status === 'other') return 'Not attempted: no marks gained or lost.';
  if (key.type === 'NAT') return status === 'correct' ? 'Correct: inside the accepted range.' : 'Incorrect: outside the accepted range.';
  if (status === 'correct') return 'Correct: exactly the correct options.';
  const chosen = Array.isArray(answer) ? answer : [];
  const missed = key.correctIndexes.filter((index) => !chosen.includes(index));
  const added = chosen.filter((index) => !key.correctIndexes.includes(index));
  const parts = [
    missed.length > 0 ? `you missed ${listOf(missed)}` : null,
    added.length > 0 ? `you chose ${listOf(added)}, ${added.length === 1 ? 'which is' : 'which are'} not correct` : null,
  ].filter((part) => part !== null);
  return `Incorrect: ${parts.join(' and ')}. Only exactly the correct options earn marks.`;
}

const tones: Record<ReviewStatus, { icon: typeof CircleCheck; className: string }> = {
  correct: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
  incorrect: { icon: CircleX, className: 'bg-rose-50 text-rose-900 ring-rose-200' },
  other: { icon: CircleDashed, className: 'bg-slate-50 text-slate-700 ring-slate-200' },
};

/**
 * The learner's answer beside the key, for the types whose options do not say it all: an MSQ's set
 * of options and a NAT's number against its accepted range ('Your answer: 2.5 · Accepted: 2.45 to 2.55').
 */
export function ReviewedAnswer({
  answerKey,
  answer,
  status,
  questionNumber,
}: {
  answerKey: ListedKey;
  /** the NAT's number as typed, or the MSQ's chosen options; null when unanswered */
  answer: string | number[] | null;
  status: ReviewStatus;
  questionNumber: number;
}) {
  const tone = tones[status];
  return (
    <div
      role="group"
      aria-label={`Your answer to question ${questionNumber}`}
      data-verdict={status}
      className={clsx('flex gap-2.5 rounded-xl px-3 py-2.5 text-[0.95rem] ring-1 ring-inset sm:px-4', tone.className)}
    >
      <tone.icon aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
      <div className="min-w-0">
        {/* a long list wraps at the dot between the two halves, not inside one */}
        <p className="font-medium tabular-nums">
          <span className="whitespace-nowrap">Your answer: {answer === null ? 'none' : answerLabel(answer)}</span> ·{' '}
          <span className="whitespace-nowrap">
            {answerKey.type === 'NAT' ? 'Accepted' : 'Correct'}: {keyLabel(answerKey)}
          </span>
        </p>
        <p className="mt-0.5 text-sm">{verdictOf(answerKey, answer, status)}</p>
      </div>
    </div>
  );
}
