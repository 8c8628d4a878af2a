import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { ArrowLeft, ArrowRight, Delete } from 'lucide-react';
import type { TFunction } from '../i18n/messages.ts';
import { useTranslation } from '../i18n/index.ts';
import { natAnswerOf, natKeyOf, natText, pressNatKey, type NatKey, type NatText } from './nat-input.ts';

interface NatAnswerProps {
  number: number;
  /** the saved answer: a number as typed, or null */
  answer: string | null;
  disabled: boolean;
  onAnswer: (answer: string | null) => void;
}

interface KeyDef {
  key: NatKey;
  label: ReactNode;
  name: string;
  wide?: 'half' | 'full';
}

const digit = (value: NatKey): KeyDef => ({ key: value, label: value, name: value });

// GATE's keypad, row by row: Backspace, the digits, point and minus, the caret keys, Clear All
const keysIn = (t: TFunction<'exam'>): KeyDef[] => [
  { key: 'backspace', label: <Delete aria-hidden className="size-5" />, name: t('keypad.backspace'), wide: 'full' },
  ...(['7', '8', '9', '4', '5', '6', '1', '2', '3', '0'] as const).map(digit),
  { key: '.', label: '.', name: t('keypad.point') },
  { key: '-', label: '−', name: t('keypad.minus') },
  { key: 'left', label: <ArrowLeft aria-hidden className="size-5" />, name: t('keypad.left'), wide: 'half' },
  { key: 'right', label: <ArrowRight aria-hidden className="size-5" />, name: t('keypad.right'), wide: 'half' },
  { key: 'clear', label: t('keypad.clear'), name: t('keypad.clear'), wide: 'full' },
];

/**
 * A numerical-answer question's answer box with GATE's virtual keypad beside it. The box takes no
 * free typing (no soft keyboard opens on a phone): only the keypad's keys, pressed on screen or on a
 * physical keyboard while the box has focus. What is saved is the text once it is a number; a text
 * on its way ('-', '') is no answer, and Clear Response empties the box.
 */
export function NatAnswer({ number, answer, disabled, onAnswer }: NatAnswerProps) {
  const { t } = useTranslation('exam');
  const [state, setState] = useState<NatText>(() => natText(answer));
  const boxRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  // the saved answer changed from outside (Clear Response, a resume): the box shows it
  const saved = natAnswerOf(answer ?? '');
  if (natAnswerOf(state.text) !== saved) setState(natText(saved));

  // the caret follows the keys while the box has focus (the on-screen keys do not take it away)
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box && document.activeElement === box) box.setSelectionRange(state.caret, state.caret);
  }, [state]);

  function press(key: NatKey) {
    if (disabled) return;
    const next = pressNatKey(state, key);
    setState(next);
    const nextAnswer = natAnswerOf(next.text);
    if (nextAnswer !== saved) onAnswer(nextAnswer);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = natKeyOf(event.key);
    if (key) {
      event.preventDefault();
      press(key);
    } else if (event.key.length === 1) {
      event.preventDefault(); // a letter or any other sign is not part of a number
    }
  }

  const incomplete = state.text !== '' && natAnswerOf(state.text) === null;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
      <div className="flex flex-col gap-2 sm:w-64">
        <label htmlFor={`${hintId}-box`} className="text-sm font-semibold text-navy-900">
          {t('keypad.answer')}
        </label>
        <input
          ref={boxRef}
          id={`${hintId}-box`}
          type="text"
          inputMode="none"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          disabled={disabled}
          value={state.text}
          onKeyDown={onKeyDown}
          // nothing reaches the text but the keys above: no paste, no drop, no input method
          onBeforeInput={(event) => event.preventDefault()}
          onPaste={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
          onChange={() => {}}
          // the caret is the box's own state: a click puts it where the learner pointed, Tab back brings it back
          onMouseUp={(event) => {
            const caret = event.currentTarget.selectionStart ?? state.text.length;
            setState((current) => (current.caret === caret ? current : { ...current, caret }));
          }}
          onFocus={(event) => event.currentTarget.setSelectionRange(state.caret, state.caret)}
          className="h-12 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-xl tabular-nums text-navy-900 shadow-inner caret-sky-700 focus:border-sky-600 focus:outline-2 focus:outline-offset-1 focus:outline-sky-600 disabled:bg-slate-50"
        />
        <p id={hintId} className="text-xs text-slate-600">
          {incomplete ? <span className="font-medium text-amber-800">{t('keypad.incomplete')}</span> : t('keypad.keyboard')}
        </p>
      </div>
      <div
        role="group"
        aria-label={t('keypad.label', { number })}
        className="grid w-full max-w-72 grid-cols-6 sm:max-w-64 gap-1.5 rounded-xl bg-slate-100 p-2 ring-1 ring-slate-200"
      >
        {keysIn(t).map(({ key, label, name, wide }) => (
          <button
            key={key}
            type="button"
            aria-label={name}
            disabled={disabled}
            // a mouse or a finger on a key leaves the box focused, so its caret stays where the learner put it
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => press(key)}
            className={clsx(
              'grid h-11 place-items-center rounded-md bg-white text-base font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 select-none hover:bg-sky-50 active:bg-sky-100 disabled:opacity-50',
              wide === 'full' ? 'col-span-6' : wide === 'half' ? 'col-span-3' : 'col-span-2',
              (key === 'backspace' || key === 'clear') && 'text-sm',
            )}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
