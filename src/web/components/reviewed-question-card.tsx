import { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import { CircleCheck, CircleDashed, CircleX, Flag, Info, Lightbulb, Scale, Users } from 'lucide-react';
import type { QuestionAnalysis, QuestionTime, ReviewedQuestion } from '../../shared/api/exam.ts';
import type { ExamLanguage } from '../../shared/api/exam-language.ts';
import type { Answer } from '../../shared/exam/answer-key.ts';
import type { VoidKind } from '../../shared/exam/regrade.ts';
import { useQuestionTypeName } from './question-type-name.ts';
import { formatNumber, formatSignedMarks } from '../../shared/number-format.ts';
import { useFormat, useTranslation } from '../i18n/index.ts';
import { Markdown } from './markdown.tsx';
import { ReviewedAnswer } from './reviewed-answer.tsx';
import { ReviewedOptions } from './reviewed-options.tsx';
import { RegradeNote } from './regrade-note.tsx';
import { QuestionTimeLine, TimeLostTag } from './question-time.tsx';
import { explanationIn, langOf, questionIn } from './question-language.ts';
import { useSectionName } from './paper-exam.ts';

export type ReviewStatus = QuestionAnalysis['status'];

const statusTags: Record<ReviewStatus, { icon: typeof CircleCheck; className: string }> = {
  correct: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  incorrect: { icon: CircleX, className: 'bg-rose-50 text-rose-800 ring-rose-200' },
  other: { icon: CircleDashed, className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

const voidedTag = { icon: Scale, className: 'bg-amber-50 text-amber-900 ring-amber-200' };

function marksTone(marks: number) {
  if (marks > 0) return 'text-emerald-700';
  if (marks < 0) return 'text-rose-700';
  return 'text-slate-500';
}

/** The options an answer chose: one for an MCQ, any number for an MSQ, none for a NAT or no answer. */
function chosenOptions(answer: Answer | null): number[] {
  if (typeof answer === 'number') return [answer];
  return Array.isArray(answer) ? answer : [];
}

/** The learner's answer against the key, as its type is best read. */
function AnswerAgainstKey({
  question,
  selectedAnswer,
  status,
  number,
  language,
}: Pick<ReviewedQuestionCardProps, 'question' | 'selectedAnswer' | 'status' | 'number' | 'language'>) {
  const key = question.answerKey;
  if (key.type === 'NAT') {
    return (
      <ReviewedAnswer
        answerKey={key}
        answer={typeof selectedAnswer === 'string' ? selectedAnswer : null}
        status={status}
        questionNumber={number}
        language={language}
      />
    );
  }
  const chosen = chosenOptions(selectedAnswer);
  const options = (
    <ReviewedOptions
      options={question.options}
      correctIndexes={key.type === 'MCQ' ? [key.correctIndex] : key.correctIndexes}
      chosenIndexes={chosen}
      multiple={key.type === 'MSQ'}
      questionNumber={number}
      language={language}
    />
  );
  if (key.type === 'MCQ') return options;
  return (
    <div className="flex flex-col gap-3">
      {options}
      <ReviewedAnswer answerKey={key} answer={chosen.length > 0 ? chosen : null} status={status} questionNumber={number} language={language} />
    </div>
  );
}

export interface ReviewedQuestionCardProps {
  question: ReviewedQuestion;
  number: number; // 1-based, in the order the test showed the questions
  /** as graded: an MCQ's option, an MSQ's options, a NAT's number as typed; null when unanswered */
  selectedAnswer: Answer | null;
  status: ReviewStatus;
  marksAwarded: number;
  takersCorrect: number | undefined; // % of takers who got it right
  timeSpent: number | undefined;
  /** the average taker's and the topper's time on the question, beside the learner's */
  timeFigures?: QuestionTime | undefined;
  /** answered wrong after clearly longer than the average taker (shared/exam/time-spent.ts) */
  timeLost?: boolean;
  hidden: boolean;
  /** a regrade voided the question: its tag says so instead of the outcome */
  voided?: VoidKind | undefined;
  /** the learner's 'Report this question' (a result's solutions only); stable, so the card is not drawn again */
  onReport?: (questionId: string, number: number) => void;
  /** the learner has reported it: the button reads 'Reported' */
  reported?: boolean;
  /**
   * the language it is read in (a paper offered in Hindi): its text, options, verdict and explanation
   * are in it, the header stays in the interface's; without it, the English in the interface's words
   */
  language?: ExamLanguage | undefined;
  /** the "View in" select, in the header (a question with a Hindi version) */
  languageControl?: ReactNode;
}

/** The explanation, under its heading, in the language the question is read in. */
function Explanation({ question, number, language }: Pick<ReviewedQuestionCardProps, 'question' | 'number' | 'language'>) {
  const { t } = useTranslation('result', language ? { lng: language } : undefined);
  const explanation = explanationIn(question, language ?? 'en');
  if (!explanation.text && !question.explanationImage) return null;
  return (
    <section aria-label={t('card.explanationFor', { number })} lang={language} className="mt-4 rounded-xl bg-brand-50/70 p-4 ring-1 ring-brand-100 ring-inset">
      <h5 className="flex items-center gap-1.5 text-sm font-semibold text-brand-800">
        <Lightbulb aria-hidden="true" className="size-4" />
        {t('card.explanation')}
      </h5>
      {explanation.text ? (
        <div lang={language ? explanation.language : undefined} className="contents">
          <Markdown className="mt-2 text-[0.95rem]">{explanation.text}</Markdown>
        </div>
      ) : null}
      {question.explanationImage ? (
        <img
          src={question.explanationImage}
          alt={t('card.explanationFigure', { number })}
          loading="lazy"
          className="mt-3 max-h-80 max-w-full rounded-lg ring-1 ring-slate-200"
        />
      ) : null}
    </section>
  );
}

function ReportButton({ reported, onReport, number }: { reported: boolean; onReport: () => void; number: number }) {
  const { t } = useTranslation('result');
  return (
    <div className="mt-4 flex justify-end border-t border-slate-100 pt-3">
      <button
        type="button"
        onClick={onReport}
        disabled={reported}
        className={clsx(
          'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
          reported ? 'cursor-default text-emerald-700' : 'text-slate-600 hover:bg-slate-100 hover:text-navy-900',
        )}
      >
        {reported ? <CircleCheck aria-hidden="true" className="size-4" /> : <Flag aria-hidden="true" className="size-4" />}
        {reported ? t('card.reported') : t('card.report')}
        {/* the visible words start the name; the number tells one question's button from the next */}{' '}
        <span className="sr-only">{t('card.reportFor', { number })}</span>
      </button>
    </div>
  );
}

/**
 * One question as reviewed after the test: the learner's answer against the key (by its type), the
 * marks gained or lost, and the explanation.
 * The result view lists these; the admin editor shows one in its 'After submission' preview.
 */
export const ReviewedQuestionCard = memo(function ReviewedQuestionCard({
  question: original,
  number,
  selectedAnswer,
  status,
  marksAwarded,
  takersCorrect,
  timeSpent,
  timeFigures,
  timeLost = false,
  hidden,
  voided,
  onReport,
  reported = false,
  language: chosenLanguage,
  languageControl,
}: ReviewedQuestionCardProps) {
  // in Hindi the words are the Hindi version's (English where it has none); the options' order, the
  // key and the figures are the question's own
  const language = chosenLanguage ? langOf(original, chosenLanguage) : undefined;
  const question = language ? questionIn(original, language) : original;
  const typeName = useQuestionTypeName();
  // the paper's own name for the section, in the interface's language, as the exam showed it
  const sectionName = useSectionName();
  const { t } = useTranslation('result');
  const { locale } = useFormat();
  const tag = voided ? voidedTag : statusTags[status];
  const tagLabel = voided
    ? t('card.voided')
    : status === 'correct'
      ? t('review.correct')
      : status === 'incorrect'
        ? t('review.incorrect')
        : t('review.notAttempted');
  const headingId = `question-${number}-heading`;
  const marksLabel = t('card.marks', { count: Math.abs(marksAwarded) === 1 ? 1 : 2, marks: formatSignedMarks(marksAwarded) });
  const type = question.answerKey.type;
  return (
    <article
      id={`question-${number}`}
      aria-labelledby={headingId}
      data-status={status}
      hidden={hidden}
      className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h4 id={headingId} className="text-base font-semibold text-navy-900">
          {t('card.question', { number })}
        </h4>
        <span className={clsx('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', tag.className)}>
          <tag.icon aria-hidden="true" className="size-3.5" />
          {tagLabel}
        </span>
        {timeLost ? <TimeLostTag /> : null}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {languageControl}
          <span title={typeName(type)} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
            <span aria-hidden="true">{type}</span>
            <span className="sr-only">{typeName(type)}</span>
          </span>
          <p className={clsx('text-sm font-semibold tabular-nums', marksTone(marksAwarded))}>
            <span className="sr-only">{t('card.marksAwarded')}</span>
            {marksLabel}
          </p>
        </div>
      </header>
      <p className="mt-1 text-sm text-slate-600">{t('card.meta', { section: sectionName(question.section), marks: formatNumber(question.marks, locale) })}</p>
      {question.regrade ? <RegradeNote regrade={question.regrade} answered={selectedAnswer !== null} /> : null}

      <div lang={language} className="contents">
        <Markdown className="mt-4 text-base">{question.questionText}</Markdown>
      </div>
      {question.questionImage ? (
        <img
          src={question.questionImage}
          alt={t('card.figure', { number })}
          loading="lazy"
          className="mt-3 max-h-80 max-w-full rounded-lg ring-1 ring-slate-200"
        />
      ) : null}
      {question.questionRemarks ? (
        <p className="mt-3 flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span>{question.questionRemarks}</span>
        </p>
      ) : null}

      <div lang={language} className="mt-4">
        <AnswerAgainstKey question={question} selectedAnswer={selectedAnswer} status={status} number={number} language={language} />
      </div>

      {takersCorrect !== undefined || timeSpent !== undefined ? (
        <div className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          {takersCorrect !== undefined ? (
            <p className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-slate-400" />
              {t('card.takersRight', { percent: `${formatNumber(takersCorrect, locale)}%` })}
            </p>
          ) : null}
          {timeSpent !== undefined ? <QuestionTimeLine timeSpent={timeSpent} figures={timeFigures} /> : null}
        </div>
      ) : null}

      <Explanation question={original} number={number} language={language} />
      {onReport ? <ReportButton reported={reported} number={number} onReport={() => onReport(question._id, number)} /> : null}
    </article>
  );
});
