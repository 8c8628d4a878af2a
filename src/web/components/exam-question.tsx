import { memo } from 'react';
import clsx from 'clsx';
import type { ExamQuestion as ExamQuestionData } from '../../shared/api/exam.ts';
import { optionLetter } from '../lib/result-format.ts';
import { QuestionText } from './question-text.tsx';

/** The question's heading: the exam view focuses it when the exam opens. */
export const QUESTION_HEADING_ID = 'question-heading';

interface ExamQuestionProps {
  question: ExamQuestionData;
  number: number;
  /** the type label beside the marks: the question's own, or the target's default */
  typeLabel: string;
  showSection: boolean;
  selected: number | null;
  disabled: boolean;
  onChoose: (option: number) => void;
}

/**
 * One question as the exam view shows it: number, text with formulas, optional figure, marks,
 * options A, B, C… as large radio rows, remarks and type. The exam and the admin editor's live
 * preview render this same component, so what an author sees is what the learner gets. After
 * submission the result view shows the key (green) and a wrong choice (red): ReviewedQuestionCard.
 */
export const ExamQuestion = memo(function ExamQuestion({ question, number, typeLabel, showSection, selected, disabled, onChoose }: ExamQuestionProps) {
  return (
    <article aria-labelledby={QUESTION_HEADING_ID} className="relative flex flex-col gap-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-3">
        <h2 id={QUESTION_HEADING_ID} tabIndex={-1} className="text-lg font-bold text-navy-900">
          Question {number}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <span>
            {showSection ? `Section: ${question.section} | ` : ''}Marks: {question.marks}
          </span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200">{typeLabel}</span>
        </p>
      </header>

      <QuestionText source={question.questionText} html={question.questionHtml} className="text-slate-800" />
      {question.questionImage ? (
        <img src={question.questionImage} alt={`Figure for question ${number}`} className="max-h-80 max-w-full self-start rounded-lg ring-1 ring-slate-200" />
      ) : null}

      <fieldset className="flex flex-col gap-3" disabled={disabled}>
        <legend className="sr-only">Options for question {number}</legend>
        {question.options.map((option, index) => {
          const chosen = index === selected;
          return (
            <label
              key={option._id}
              className={clsx(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors',
                // the small radio's own outline is easy to miss: the whole row shows keyboard focus
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                chosen ? 'border-sky-600 bg-sky-50 ring-1 ring-sky-600' : 'border-slate-200 bg-white/90 hover:border-slate-300 hover:bg-slate-50',
                disabled && 'cursor-default',
              )}
            >
              <input
                type="radio"
                name={`question-${question._id}`}
                checked={selected === index}
                onChange={() => onChoose(index)}
                className="size-4 shrink-0 accent-sky-700"
              />
              <span
                aria-hidden
                className={clsx(
                  'grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold',
                  chosen ? 'bg-sky-700 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                {optionLetter(index)}
              </span>
              <span className="sr-only">{`Option ${optionLetter(index)}: `}</span>
              <span className="flex min-w-0 flex-1 flex-col gap-2">
                {option.text ? <QuestionText source={option.text} html={option.html} inline className="text-slate-800" /> : null}
                {option.image ? <img src={option.image} alt={`Option ${optionLetter(index)}`} className="max-h-48 max-w-full self-start rounded" /> : null}
              </span>
            </label>
          );
        })}
      </fieldset>

      {question.questionRemarks ? (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <span className="font-semibold">Remarks: </span>
          {question.questionRemarks}
        </p>
      ) : null}
    </article>
  );
});
