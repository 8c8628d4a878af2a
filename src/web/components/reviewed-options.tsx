import clsx from 'clsx';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { ExamOption } from '../../shared/api/exam.ts';
import type { ExamLanguage } from '../../shared/api/exam-language.ts';
import { optionLetter } from '../../shared/exam/answer-key.ts';
import { useTranslation } from '../i18n/index.ts';
import { Markdown } from './markdown.tsx';

/** correct: an option of the key; wrong: chosen, not in the key; missed: an MSQ's key option left out of an answer. */
type OptionState = 'correct' | 'wrong' | 'missed' | 'neutral';

const rowTone: Record<OptionState, string> = {
  correct: 'bg-emerald-50 ring-emerald-300',
  wrong: 'bg-rose-50 ring-rose-300',
  missed: 'bg-amber-50 ring-amber-300',
  neutral: 'bg-white ring-slate-200',
};

const letterTone: Record<OptionState, string> = {
  correct: 'bg-emerald-700 text-white',
  wrong: 'bg-rose-600 text-white',
  missed: 'bg-emerald-700 text-white',
  neutral: 'bg-slate-100 text-slate-600',
};

const chip = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** What a row says in words (colour is never the only sign): an MCQ's one answer, or an MSQ's options. */
function OptionMarkers({ state, isChosen, multiple, language }: { state: OptionState; isChosen: boolean; multiple: boolean; language?: ExamLanguage }) {
  const { t } = useTranslation('result', language ? { lng: language } : undefined);
  const isKey = state === 'correct' || state === 'missed';
  return (
    <div className="flex shrink-0 flex-wrap gap-1.5">
      {isKey ? (
        <span className={clsx(chip, 'bg-emerald-700 text-white')}>
          <CircleCheck aria-hidden="true" className="size-3.5" />
          {multiple ? t('options.correctOption') : t('options.correctAnswer')}
        </span>
      ) : null}
      {state === 'missed' ? (
        <span className={clsx(chip, 'bg-white text-amber-900 ring-1 ring-amber-400 ring-inset')}>
          <CircleAlert aria-hidden="true" className="size-3.5" />
          {t('options.missed')}
        </span>
      ) : null}
      {isChosen ? (
        <span className={clsx(chip, 'ring-1 ring-inset', isKey ? 'bg-white text-emerald-800 ring-emerald-300' : 'bg-rose-600 text-white ring-rose-600')}>
          {isKey ? null : <CircleX aria-hidden="true" className="size-3.5" />}
          {multiple ? (isKey ? t('options.chosen') : t('options.chosenWrong')) : t('options.yours')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The options after submission: the key in green, a wrong choice of the learner's in red and, for an
 * MSQ, a correct option the learner left out in amber, each also said in words and with an icon.
 * `data-state` lets end-to-end tests check which is which. `language`: the language the question is
 * read in (a paper offered in Hindi), which its markers speak too; else the interface's.
 */
export function ReviewedOptions({
  options,
  correctIndexes,
  chosenIndexes,
  multiple,
  questionNumber,
  language,
}: {
  options: ExamOption[];
  correctIndexes: readonly number[];
  /** the options the learner chose: none when unanswered */
  chosenIndexes: readonly number[];
  /** an MSQ: several options may be right, and a right one left out is marked missed */
  multiple: boolean;
  questionNumber: number;
  language?: ExamLanguage;
}) {
  const { t } = useTranslation('result', language ? { lng: language } : undefined);
  const answered = chosenIndexes.length > 0;
  return (
    <ol className="flex flex-col gap-2" aria-label={t('options.list', { number: questionNumber })}>
      {options.map((option, index) => {
        const isKey = correctIndexes.includes(index);
        const isChosen = chosenIndexes.includes(index);
        // an unanswered MSQ missed nothing in particular: its key is shown as an MCQ's is
        const state: OptionState = isKey ? (multiple && answered && !isChosen ? 'missed' : 'correct') : isChosen ? 'wrong' : 'neutral';
        return (
          <li
            key={option._id}
            data-state={state}
            data-selected={isChosen ? 'true' : undefined}
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
              {state !== 'neutral' ? <OptionMarkers state={state} isChosen={isChosen} multiple={multiple} language={language} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
