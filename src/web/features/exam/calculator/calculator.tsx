import { useEffect, useId, useReducer, type KeyboardEvent } from 'react';
import { ArrowLeftRight, X } from 'lucide-react';
import clsx from 'clsx';
import { calculatorReducer, expressionText, initialCalculatorState, type AngleMode, type CalculatorAction } from './engine.ts';
import { actionForKey } from './keyboard.ts';
import { accessibleName, memoryKeys, modKey, padKeys, type CalculatorKey, type KeyTone } from './keys.tsx';
import { useDraggable } from './use-draggable.ts';

const tones: Record<KeyTone, string> = {
  function: 'bg-linear-to-b from-white to-slate-200 text-slate-800 hover:to-slate-300',
  number: 'bg-white text-slate-900 font-semibold hover:bg-slate-100',
  memory: 'bg-linear-to-b from-white to-slate-200 text-slate-800 hover:to-slate-300',
  // white on red-600 and emerald-600 and darker: readable (WCAG 1.4.3) where the gradient is lightest
  clear: 'bg-linear-to-b from-red-600 to-red-700 text-white hover:to-red-800',
  equals: 'bg-linear-to-b from-emerald-600 to-emerald-700 text-lg font-bold text-white hover:to-emerald-800',
};

function Key({ calculatorKey, onPress }: { calculatorKey: CalculatorKey; onPress: (action: CalculatorAction) => void }) {
  return (
    <button
      type="button"
      aria-label={accessibleName(calculatorKey)}
      onClick={() => onPress(calculatorKey.action)}
      className={clsx(
        'min-h-8 min-w-0 overflow-hidden rounded-[3px] border border-slate-400 px-px text-[10px] leading-none whitespace-nowrap shadow-sm sm:px-0.5 sm:text-[13px]',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 active:translate-y-px',
        tones[calculatorKey.tone],
        calculatorKey.className,
      )}
    >
      {calculatorKey.label}
    </button>
  );
}

/** A key focused by Tab shows its focus ring; one focused by a click does not (the browser's own rule). */
function reachedByKeyboard(element: Element): boolean {
  try {
    return element.tagName === 'BUTTON' && element.matches(':focus-visible');
  } catch {
    return false; // a DOM without :focus-visible (jsdom)
  }
}

/** The GATE-style scientific calculator: a non-modal panel the candidate drags beside the question. */
export function Calculator({ onClose }: { onClose: () => void }) {
  const [state, dispatch] = useReducer(calculatorReducer, initialCalculatorState);
  const { position, panelRef, handleProps, moveToOtherSide } = useDraggable<HTMLDivElement>({ x: 100, y: 100 });
  const modeGroup = useId();

  // typing works at once, without first clicking into the panel (Tab then reaches its buttons; Escape is C, the close button closes)
  useEffect(() => panelRef.current?.focus(), [panelRef]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // Enter keeps its own meaning on the close and move buttons, a Deg/Rad radio, and a key reached
    // with Tab (a keyboard user presses the key they see focused)
    if (event.key === 'Enter' && event.target instanceof Element && (event.target.closest('[data-own-enter]') || reachedByKeyboard(event.target))) return;
    const action = actionForKey(event.key);
    if (!action) return;
    // otherwise Enter means "=", not "press the clicked key again"; and the exam page should not see these keys
    event.preventDefault();
    event.stopPropagation();
    dispatch(action);
  }

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-label="Scientific Calculator"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      style={{ left: position.x, top: position.y }}
      className="fixed z-50 w-[33rem] max-w-[calc(100vw-0.5rem)] rounded border border-slate-500 bg-slate-200 shadow-2xl outline-none select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div
        {...handleProps}
        className="flex cursor-move touch-none items-center justify-between rounded-t bg-linear-to-b from-sky-700 to-sky-800 py-1 pr-1 pl-3 text-sm font-semibold text-white"
      >
        <span>Scientific Calculator</span>
        <span className="flex items-center gap-0.5">
          <button
            type="button"
            data-own-enter
            aria-label="Move calculator to the other side"
            title="Move to the other side"
            onClick={moveToOtherSide}
            className="grid size-7 place-items-center rounded hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
          >
            <ArrowLeftRight aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            data-own-enter
            aria-label="Close calculator"
            title="Close"
            onClick={onClose}
            className="grid size-7 place-items-center rounded hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
          >
            <X aria-hidden className="size-4" />
          </button>
        </span>
      </div>

      <div className="space-y-1.5 p-1 sm:p-2">
        <div className="rounded-sm border border-slate-400 bg-white px-2 py-1 text-right font-mono">
          <output aria-label="Expression" aria-live="off" className="flex h-5 justify-end overflow-hidden text-xs whitespace-nowrap text-slate-500">
            {expressionText(state)}
          </output>
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-xs font-semibold text-slate-500" title={state.memory !== 0 ? 'a value is in memory' : undefined}>
              {state.memory !== 0 ? 'M' : ''}
            </span>
            <output aria-label="Result" className="truncate text-xl font-semibold text-slate-900">
              {state.display}
            </output>
          </div>
        </div>

        <div className="grid grid-cols-11 items-center gap-0.5 sm:gap-1">
          <Key calculatorKey={modKey} onPress={dispatch} />
          <fieldset className="col-span-5 flex items-center justify-center gap-3 text-xs font-semibold text-slate-700">
            <legend className="sr-only">Angle unit</legend>
            {(['deg', 'rad'] satisfies AngleMode[]).map((mode) => (
              <label key={mode} className="flex cursor-pointer items-center gap-1">
                <input
                  type="radio"
                  data-own-enter
                  name={modeGroup}
                  checked={state.mode === mode}
                  onChange={() => dispatch({ type: 'mode', mode })}
                  className="accent-sky-700"
                />
                {mode === 'deg' ? 'Deg' : 'Rad'}
              </label>
            ))}
          </fieldset>
          {memoryKeys.map((key) => (
            <Key key={key.name} calculatorKey={key} onPress={dispatch} />
          ))}
        </div>

        <div className="grid grid-cols-11 gap-0.5 sm:gap-1">
          {padKeys.map((key) => (
            <Key key={key.name} calculatorKey={key} onPress={dispatch} />
          ))}
        </div>
      </div>
    </div>
  );
}
