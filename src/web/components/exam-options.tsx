import clsx from 'clsx';
import type { ExamQuestion } from '../../shared/api/exam.ts';
import { useTranslation } from '../i18n/index.ts';
import { optionLetter } from '../lib/result-format.ts';
import { QuestionText } from './question-text.tsx';

interface ExamOptionsProps {
  question: ExamQuestion;
  number: number;
  /** an MCQ's options are radio buttons (one answer); an MSQ's are checkboxes (one or more) */
  multiple: boolean;
  isChosen: (index: number) => boolean;
  disabled: boolean;
  onToggle: (index: number) => void;
  /** the language of the options' words (a question read in Hindi): their letters stay the same */
  lang?: string | undefined;
}

/** The options A, B, C… as large rows: radio buttons for an MCQ, checkboxes for an MSQ, as GATE draws them. */
export function ExamOptions({ question, number, multiple, isChosen, disabled, onToggle, lang }: ExamOptionsProps) {
  // the options' names are the interface's words, in its language: their text is the question's
  const { t } = useTranslation('exam');
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="sr-only">{multiple ? t('question.optionsMany', { number }) : t('question.options', { number })}</legend>
      {question.options.map((option, index) => {
        const chosen = isChosen(index);
        return (
          <label
            key={option._id}
            className={clsx(
              'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors',
              // the small radio's or box's own outline is easy to miss: the whole row shows keyboard focus
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              chosen ? 'border-sky-600 bg-sky-50 ring-1 ring-sky-600' : 'border-slate-200 bg-white/90 hover:border-slate-300 hover:bg-slate-50',
              disabled && 'cursor-default',
            )}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`question-${question._id}`}
              checked={chosen}
              onChange={() => onToggle(index)}
              className={clsx('size-4 shrink-0 accent-sky-700', multiple && 'rounded-sm')}
            />
            <span
              aria-hidden
              className={clsx(
                'grid size-7 shrink-0 place-items-center text-sm font-bold',
                // a square letter for a box that takes several, a round one for a single choice
                multiple ? 'rounded-md' : 'rounded-full',
                chosen ? 'bg-sky-700 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              {optionLetter(index)}
            </span>
            <span className="sr-only">{t('question.option', { letter: optionLetter(index) })} </span>
            <span lang={lang} className="flex min-w-0 flex-1 flex-col gap-2">
              {option.text ? <QuestionText source={option.text} html={option.html} inline className="text-slate-800" /> : null}
              {option.image ? (
                <img src={option.image} alt={t('question.optionImage', { letter: optionLetter(index) })} className="max-h-48 max-w-full self-start rounded" />
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** An MSQ's choice after one box is ticked or unticked: sorted, and none ticked is no answer. */
export function toggleOption(chosen: readonly number[], index: number): number[] | null {
  const next = chosen.includes(index) ? chosen.filter((value) => value !== index) : [...chosen, index];
  return next.length === 0 ? null : next.sort((a, b) => a - b);
}
