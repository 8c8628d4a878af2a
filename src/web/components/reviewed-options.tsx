import clsx from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ExamOption } from '../../shared/api/exam.ts';
import { optionLetter } from '../lib/result-format.ts';
import { Markdown } from './markdown.tsx';

type OptionState = 'correct' | 'wrong' | 'neutral';

const rowTone: Record<OptionState, string> = {
  correct: 'bg-emerald-50 ring-emerald-300',
  wrong: 'bg-rose-50 ring-rose-300',
  neutral: 'bg-white ring-slate-200',
};

const letterTone: Record<OptionState, string> = {
  correct: 'bg-emerald-700 text-white',
  wrong: 'bg-rose-600 text-white',
  neutral: 'bg-slate-100 text-slate-600',
};

function OptionMarkers({ isCorrect, isSelected }: { isCorrect: boolean; isSelected: boolean }) {
  return (
    <div className="flex shrink-0 flex-wrap gap-1.5">
      {isCorrect ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          Correct answer
        </span>
      ) : null}
      {isSelected ? (
        <span
          className={clsx(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            isCorrect ? 'bg-white text-emerald-800 ring-emerald-300' : 'bg-rose-600 text-white ring-rose-600',
          )}
        >
          {isCorrect ? null : <CircleX aria-hidden="true" className="size-3.5" />}
          Your answer
        </span>
      ) : null}
    </div>
  );
}

/**
 * The options after submission: the key in green and the learner's wrong choice in red, each also
 * said in words and with an icon. `data-state` lets end-to-end tests check which is which.
 */
export function ReviewedOptions({
  options,
  correctIndex,
  selectedIndex,
  questionNumber,
}: {
  options: ExamOption[];
  correctIndex: number;
  selectedIndex: number | null;
  questionNumber: number;
}) {
  return (
    <ol className="flex flex-col gap-2" aria-label={`Options for question ${questionNumber}`}>
      {options.map((option, index) => {
        const isCorrect = index === correctIndex;
        const isSelected = index === selectedIndex;
        const state: OptionState = isCorrect ? 'correct' : isSelected ? 'wrong' : 'neutral';
        return (
          <li
            key={option._id}
            data-state={state}
            data-selected={isSelected ? 'true' : undefined}
            className={clsx('flex items-start gap-3 rounded-xl px-3 py-2.5 ring-1 ring-inset sm:px-4', rowTone[state])}
          >
            <span className={clsx('mt-0.5 grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold', letterTone[state])}>
              {optionLetter(index)}
            </span>
            {/* on a phone the markers sit under the option's text; on wider screens at the row's end */}
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <div className="min-w-0 pt-0.5 text-[0.95rem] text-slate-800 sm:pt-0">
                {option.text ? <Markdown inline>{option.text}</Markdown> : null}
                {option.image ? (
                  <img
                    src={option.image}
                    alt={`Option ${optionLetter(index)} of question ${questionNumber}`}
                    loading="lazy"
                    className="mt-2 max-h-48 max-w-full rounded-lg ring-1 ring-slate-200"
                  />
                ) : null}
              </div>
              {isCorrect || isSelected ? <OptionMarkers isCorrect={isCorrect} isSelected={isSelected} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
