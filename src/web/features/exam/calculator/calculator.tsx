import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowLeftRight, X } from 'lucide-react';
import clsx from 'clsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useCalculatorDock } from './dock.ts';
import { calculatorReducer, expressionText, initialCalculatorState, type AngleMode } from './engine.ts';
import { KeyGrid } from './key-grid.tsx';
import { actionForKey } from './keyboard.ts';
import { narrowLayout, wideLayout } from './layout.ts';
import { useMediaQuery } from './use-media-query.ts';

/** A key focused by Tab or an arrow shows its focus ring; one focused by a click does not (the browser's own rule). */
function reachedByKeyboard(element: Element): boolean {
  try {
    return element.tagName === 'BUTTON' && element.matches(':focus-visible');
  } catch {
    return false; // a DOM without :focus-visible (jsdom)
  }
}

/** On a phone or tablet the exam leaves room below the question for the sheet, as tall as it is. */
function useSheetHeight(panel: HTMLElement | null, sheet: boolean) {
  const dock = useCalculatorDock();
  const setSheetHeight = dock?.setSheetHeight;
  useLayoutEffect(() => {
    if (!setSheetHeight || !panel || !sheet) return;
    setSheetHeight(panel.offsetHeight);
    if (typeof ResizeObserver !== 'function') return () => setSheetHeight(0);
    const observer = new ResizeObserver(() => setSheetHeight(panel.offsetHeight));
    observer.observe(panel);
    return () => {
      observer.disconnect();
      setSheetHeight(0);
    };
  }, [panel, sheet, setSheetHeight]);
}

/**
 * The GATE-style scientific calculator, never over the question: docked beside it on a wide screen,
 * a bottom sheet below it on a phone (the question scrolls above).
 */
export function Calculator({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('exam');
  const [state, dispatch] = useReducer(calculatorReducer, initialCalculatorState);
  const docked = useMediaQuery('(min-width: 80rem)', true);
  const wide = useMediaQuery('(min-width: 40rem)', true);
  // keys a finger presses (44 px and more) on a phone or a touch screen; a mouse's on a short laptop's sheet
  const coarse = useMediaQuery('(pointer: coarse)', false);
  const large = !docked && (!wide || coarse);
  const [side, setSide] = useState<'right' | 'left'>('right');
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const modeGroup = useId();
  useSheetHeight(panel, !docked);

  // typing works at once, without first clicking into the panel (Tab then reaches its keys; Escape closes it)
  useEffect(() => panelRef.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    // Enter keeps its own meaning on the close and move buttons, a Deg/Rad radio, and a key reached
    // with the keyboard (a keyboard user presses the key they see focused)
    if (event.key === 'Enter' && event.target instanceof Element && (event.target.closest('[data-own-enter]') || reachedByKeyboard(event.target))) return;
    const action = actionForKey(event.key);
    if (!action) return;
    // otherwise Enter means "=", not "press the clicked key again"; and the exam page should not see these keys
    event.preventDefault();
    event.stopPropagation();
    dispatch(action);
  }

  const barButton = clsx(
    'grid place-items-center rounded hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white',
    large ? 'size-11' : 'size-7',
  );

  const angleSwitch = (
    <fieldset className="flex items-center justify-center gap-3 text-xs font-semibold text-slate-700">
      <legend className="sr-only">{t('calculator.angleUnit')}</legend>
      {(['deg', 'rad'] satisfies AngleMode[]).map((mode) => (
        <label key={mode} className={clsx('flex cursor-pointer items-center gap-1', large && 'min-h-11 px-1 text-sm')}>
          <input
            type="radio"
            data-own-enter
            name={modeGroup}
            checked={state.mode === mode}
            onChange={() => dispatch({ type: 'mode', mode })}
            className={clsx('accent-sky-700', large && 'size-5')}
          />
          {mode === 'deg' ? 'Deg' : 'Rad'}
        </label>
      ))}
    </fieldset>
  );

  return (
    <div
      ref={(element) => {
        panelRef.current = element;
        setPanel(element);
      }}
      role="dialog"
      aria-label={t('calculator.title')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-calculator={docked ? 'docked' : 'sheet'}
      className={clsx(
        'flex flex-col border-slate-500 bg-slate-200 outline-none select-none focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600',
        docked
          ? ['w-[33rem] shrink-0 self-start overflow-y-auto border shadow-md', side === 'left' ? 'order-first' : '']
          : 'fixed inset-x-0 bottom-0 z-40 max-h-[45dvh] border-t shadow-[0_-8px_24px_-8px_rgb(15_23_42/0.35)]',
      )}
    >
      <div className="flex shrink-0 items-center justify-between bg-linear-to-b from-sky-700 to-sky-800 py-0.5 pr-1 pl-3 text-sm font-semibold text-white">
        <span>{t('calculator.title')}</span>
        <span className="flex items-center gap-0.5">
          {docked ? (
            <button
              type="button"
              data-own-enter
              aria-label={t('calculator.move')}
              title={t('calculator.moveTitle')}
              onClick={() => setSide((current) => (current === 'right' ? 'left' : 'right'))}
              className={barButton}
            >
              <ArrowLeftRight aria-hidden className="size-4" />
            </button>
          ) : null}
          <button type="button" data-own-enter aria-label={t('calculator.close')} title={t('calculator.closeTitle')} onClick={onClose} className={barButton}>
            <X aria-hidden className={large ? 'size-5' : 'size-4'} />
          </button>
        </span>
      </div>

      <div className="shrink-0 p-1 pb-0 sm:p-2 sm:pb-0">
        <div className="rounded-sm border border-slate-400 bg-white px-2 py-1 text-right font-mono">
          <output
            aria-label={t('calculator.expression')}
            aria-live="off"
            className="flex h-5 justify-end overflow-hidden text-xs whitespace-nowrap text-slate-500"
          >
            {expressionText(state)}
          </output>
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-xs font-semibold text-slate-500" title={state.memory !== 0 ? 'a value is in memory' : undefined}>
              {state.memory !== 0 ? 'M' : ''}
            </span>
            <output aria-label={t('calculator.result')} className="truncate text-xl font-semibold text-slate-900">
              {state.display}
            </output>
          </div>
        </div>
      </div>

      {/* on a phone the number pad shows first; the scientific keys scroll into view below it */}
      <div className="min-h-0 overflow-y-auto p-1 sm:p-2">
        <KeyGrid label={t('calculator.keys')} layout={wide ? wideLayout : narrowLayout} large={large} onPress={dispatch} angleSwitch={angleSwitch} />
      </div>
    </div>
  );
}
