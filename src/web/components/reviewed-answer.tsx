import clsx from 'clsx';
import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { answerLabel, keyLabel, optionLetter, type AnswerKey } from '../../shared/exam/answer-key.ts';
import type { TFunction } from '../i18n/messages.ts';
import { useTranslation } from '../i18n/index.ts';
import type { QuestionAnalysis } from '../../shared/api/exam.ts';
import type { ExamLanguage } from '../../shared/api/exam-language.ts';

type ReviewStatus = QuestionAnalysis['status'];

type ListedKey = Exclude<AnswerKey, { type: 'MCQ' }>;

/** 'B', 'A and C', 'A, B and C' in the interface's language. */
function listOf(t: TFunction<'result'>, indexes: number[]): string {
  const letters = indexes.map(optionLetter);
  return letters.length < 2 ? letters.join('') : t('answer.and', { list: letters.slice(0, -1).join(', '), last: letters.at(-1) });
}

/** The key as a person reads it: 'A, C', or a NAT's '2.45 to 2.55' ('2.45 से 2.55'). */
function keyIn(t: TFunction<'result'>, key: ListedKey): string {
  if (key.type === 'MSQ') return keyLabel(key);
  const write = (value: number) => value.toFixed(key.decimals);
  return key.min === key.max ? write(key.min) : t('answer.range', { min: write(key.min), max: write(key.max) });
}

/** Why an answer earned what it did, in the words of its type's rule (marking.ts). */
function verdictOf(t: TFunction<'result'>, key: ListedKey, answer: string | number[] | null, status: ReviewStatus): string {
  if (status === 'other') return t('answer.notAttempted');
  if (key.type === 'NAT') return status === 'correct' ? t('answer.insideRange') : t('answer.outsideRange');
  if (status === 'correct') return t('answer.exact');
  const chosen = Array.isArray(answer) ? answer : [];
  const missed = key.correctIndexes.filter((index) => !chosen.includes(index));
  const added = chosen.filter((index) => !key.correctIndexes.includes(index));
  const parts = [
    missed.length > 0 ? t('answer.missed', { count: missed.length, options: listOf(t, missed) }) : null,
    added.length > 0 ? t('answer.added', { count: added.length, options: listOf(t, added) }) : null,
  ].filter((part) => part !== null);
  const reasons = parts.length === 2 ? t('answer.and', { list: parts[0], last: parts[1] }) : parts.join('');
  return t('answer.incorrect', { reasons });
}

const tones: Record<ReviewStatus, { icon: typeof CircleCheck; className: string }> = {
  correct: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
  incorrect: { icon: CircleX, className: 'bg-rose-50 text-rose-900 ring-rose-200' },
  other: { icon: CircleDashed, className: 'bg-slate-50 text-slate-700 ring-slate-200' },
};

/**
 * The learner's answer beside the key, for the types whose options do not say it all: an MSQ's set
 * of options and a NAT's number against its accepted range ('Your answer: 2.5 · Accepted: 2.45 to 2.55').
 * `language`: the language the question is read in (a paper offered in Hindi); else the interface's.
 */
export function ReviewedAnswer({
  answerKey,
  answer,
  status,
  questionNumber,
  language,
}: {
  answerKey: ListedKey;
  /** the NAT's number as typed, or the MSQ's chosen options; null when unanswered */
  answer: string | number[] | null;
  status: ReviewStatus;
  questionNumber: number;
  language?: ExamLanguage;
}) {
  const { t } = useTranslation('result', language ? { lng: language } : undefined);
  const tone = tones[status];
  return (
    <div
      role="group"
      aria-label={t('answer.group', { number: questionNumber })}
      data-verdict={status}
      className={clsx('flex gap-2.5 rounded-xl px-3 py-2.5 text-[0.95rem] ring-1 ring-inset sm:px-4', tone.className)}
    >
      <tone.icon aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
      <div className="min-w-0">
        {/* a long list wraps at the dot between the two halves, not inside one */}
        <p className="font-medium tabular-nums">
          <span className="whitespace-nowrap">{t('answer.yours', { answer: answer === null ? t('answer.none') : answerLabel(answer) })}</span> ·{' '}
          <span className="whitespace-nowrap">
            {answerKey.type === 'NAT' ? t('answer.accepted', { key: keyIn(t, answerKey) }) : t('answer.correct', { key: keyIn(t, answerKey) })}
          </span>
        </p>
        <p className="mt-0.5 text-sm">{verdictOf(t, answerKey, answer, status)}</p>
      </div>
    </div>
  );
}
