import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, CircleCheck, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/button.tsx';
import { Markdown } from '../../../../components/markdown.tsx';
import { optionLetter } from '../../../../lib/result-format.ts';
import { inputClasses } from '../../ui/fields.tsx';
import { ImageField } from '../../ui/image-field.tsx';
import { MAX_OPTIONS, MIN_OPTIONS, type DraftErrors, type OptionDraft } from '../../ui/question-draft.ts';

interface OptionsEditorProps {
  options: OptionDraft[];
  /** the correct options' keys: one for an MCQ, any number for an MSQ */
  correct: readonly string[];
  /** an MSQ: checkboxes, several options may be correct */
  multiple: boolean;
  errors: DraftErrors;
  disabled: boolean;
  onText: (key: string, text: string) => void;
  onImage: (key: string, image: string | null) => void;
  onCorrect: (key: string) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
}

/** Text with formulas or Markdown marks, worth showing rendered. */
const FORMATTED = /[$*_`\\]/;

const iconButton =
  'grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-30';

/**
 * The options, A to F: each a Markdown line and an optional image; the round button marks the
 * correct one (an MSQ's checkboxes, each correct one). Reordering moves letters, not answers: the
 * correct options stay correct.
 */
export function OptionsEditor({ options, correct, multiple, errors, disabled, onText, onImage, onCorrect, onAdd, onRemove, onMove }: OptionsEditorProps) {
  // after a move the row is re-inserted, which drops the focus: give it back to the same button
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const [key, direction] = refocus.split('|');
    const same = buttons.current.get(refocus);
    const other = buttons.current.get(`${key}|${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setRefocus(null);
  }, [refocus, options]);

  const move = (key: string, by: -1 | 1) => {
    onMove(key, by);
    setRefocus(`${key}|${by === -1 ? 'up' : 'down'}`);
  };
  const listError = errors.options ?? errors.correct;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={listError ? 'options-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Options</legend>
      <p className="-mt-1 text-xs text-slate-500">
        {MIN_OPTIONS} to {MAX_OPTIONS} options, each a line of Markdown (formulas in $…$) or an image.{' '}
        {multiple ? 'Tick every correct option: the learner earns the marks only by choosing exactly these.' : 'Mark the correct one with its round button.'}{' '}
        The arrows change the order.
      </p>
      {listError ? (
        <p id="options-error" role="alert" className="text-xs font-medium text-red-700">
          {[errors.options, errors.correct].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2.5">
        {options.map((option, index) => (
          <OptionRow
            key={option.key}
            option={option}
            index={index}
            count={options.length}
            isCorrect={correct.includes(option.key)}
            multiple={multiple}
            error={errors[`options.${index}.text`] ?? errors[`options.${index}.image`] ?? null}
            disabled={disabled}
            onText={onText}
            onImage={onImage}
            onCorrect={onCorrect}
            onRemove={onRemove}
            onMove={move}
            register={(name, node) => void (node ? buttons.current.set(name, node) : buttons.current.delete(name))}
          />
        ))}
      </ol>
      <div className={disabled ? 'hidden' : undefined}>
        <Button variant="secondary" size="sm" onClick={onAdd} disabled={disabled || options.length >= MAX_OPTIONS}>
          <Plus aria-hidden="true" className="size-4" />
          Add option
        </Button>
        {options.length >= MAX_OPTIONS ? <span className="ml-3 text-xs text-slate-500">A question has at most {MAX_OPTIONS} options.</span> : null}
      </div>
    </fieldset>
  );
}

interface OptionRowProps {
  option: OptionDraft;
  index: number;
  /** how many options the question has */
  count: number;
  isCorrect: boolean;
  multiple: boolean;
  /** the option's text or image problem */
  error: string | null;
  disabled: boolean;
  onText: (key: string, text: string) => void;
  onImage: (key: string, image: string | null) => void;
  onCorrect: (key: string) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
  /** the move buttons, for the focus to come back to after a move */
  register: (name: string, node: HTMLButtonElement | null) => void;
}

/** One option: the correct mark, its letter, its Markdown line with the formulas rendered under it, its image, and the buttons that move or remove it. */
function OptionRow({ option, index, count, isCorrect, multiple, error, disabled, onText, onImage, onCorrect, onRemove, onMove, register }: OptionRowProps) {
  const letter = optionLetter(index);
  const textId = `option-${option.key}-text`;
  return (
    <li
      className={clsx(
        'rounded-xl border p-3 transition-colors',
        isCorrect ? 'border-emerald-300 bg-emerald-50/60' : 'border-slate-200 bg-white',
        error && !isCorrect && 'border-red-300',
      )}
    >
      <div className="flex items-start gap-3">
        <label className="flex shrink-0 cursor-pointer flex-col items-center gap-1 pt-2.5 has-[:disabled]:cursor-default">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name="correct-option"
            checked={isCorrect}
            disabled={disabled}
            onChange={() => onCorrect(option.key)}
            className="size-4 accent-emerald-600"
          />
          <span className="sr-only">
            Option {letter} {multiple ? 'is a correct answer' : 'is the correct answer'}
          </span>
        </label>
        <span
          aria-hidden="true"
          className={clsx(
            'mt-1 grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold',
            isCorrect ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-700',
          )}
        >
          {letter}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor={textId} className="sr-only">
            Option {letter}
          </label>
          <textarea
            id={textId}
            rows={1}
            value={option.text}
            disabled={disabled}
            placeholder={`Option ${letter}`}
            onChange={(event) => onText(option.key, event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${textId}-error` : undefined}
            className={inputClasses(Boolean(error), 'field-sizing-content min-h-10 resize-none font-mono text-[13px]')}
          />
          {/* below xl the live preview sits under the form: show formulas here as they will render */}
          {FORMATTED.test(option.text) ? (
            <div aria-hidden="true" className="rounded-md bg-slate-50 px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-200 xl:hidden">
              <Markdown inline>{option.text}</Markdown>
            </div>
          ) : null}
          {error ? (
            <p id={`${textId}-error`} className="text-xs font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2 empty:hidden">
            {disabled && !option.image ? null : (
              <ImageField compact label={`Option ${letter} image`} value={option.image} onChange={(image) => onImage(option.key, image)} disabled={disabled} />
            )}
            {isCorrect ? (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
                <CircleCheck aria-hidden="true" className="size-3.5" />
                {multiple ? 'Correct' : 'Correct answer'}
              </span>
            ) : null}
          </div>
        </div>
        <div className={clsx('flex shrink-0 flex-col items-center sm:flex-row', disabled && 'hidden')}>
          <button
            type="button"
            ref={(node) => register(`${option.key}|up`, node)}
            className={iconButton}
            disabled={disabled || index === 0}
            onClick={() => onMove(option.key, -1)}
            aria-label={`Move option ${letter} up`}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            ref={(node) => register(`${option.key}|down`, node)}
            className={iconButton}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(option.key, 1)}
            aria-label={`Move option ${letter} down`}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={clsx(iconButton, 'hover:bg-red-50 hover:text-red-700')}
            disabled={disabled || count <= MIN_OPTIONS}
            onClick={() => onRemove(option.key)}
            aria-label={`Remove option ${letter}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
