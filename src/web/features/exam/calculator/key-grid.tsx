import { useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import type { CalculatorAction } from './engine.ts';
import { accessibleName, type CalculatorKey, type KeyTone } from './keys.tsx';
import { ANGLE, keysByName, moveInLayout, placeCells, type GridMove, type KeyLayout } from './layout.ts';

const tones: Record<KeyTone, string> = {
  function: 'bg-linear-to-b from-white to-slate-200 text-slate-800 hover:to-slate-300',
  number: 'bg-white text-slate-900 font-semibold hover:bg-slate-100',
  memory: 'bg-linear-to-b from-white to-slate-200 text-slate-800 hover:to-slate-300',
  // white on red-600 and emerald-600 and darker: readable (WCAG 1.4.3) where the gradient is lightest
  clear: 'bg-linear-to-b from-red-600 to-red-700 text-white hover:to-red-800',
  equals: 'bg-linear-to-b from-emerald-600 to-emerald-700 text-lg font-bold text-white hover:to-emerald-800',
};

const moves: Record<string, GridMove> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'rowStart',
  End: 'rowEnd',
};

interface KeyGridProps {
  /** the grid's name, in the page's language: 'Calculator keys' */
  label: string;
  layout: KeyLayout;
  /** keys a finger presses: 44 px and more */
  large: boolean;
  onPress: (action: CalculatorAction) => void;
  /** the Deg/Rad switch, in its place among the keys */
  angleSwitch: ReactNode;
}

/**
 * The calculator's keys as one grid and one Tab stop (roving tabindex): arrows move between keys,
 * Home and End to the row's ends (with Ctrl, the grid's), Enter and Space press the key.
 */
export function KeyGrid({ label, layout, large, onPress, angleSwitch }: KeyGridProps) {
  const [active, setActive] = useState('7');
  const rows = placeCells(layout);
  const columns = layout[0]?.length ?? 1;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.dataset.key || event.altKey || event.metaKey) return;
    const move = moves[event.key];
    if (!move) return;
    const next = moveInLayout(layout, target.dataset.key, event.ctrlKey && move === 'rowStart' ? 'first' : event.ctrlKey && move === 'rowEnd' ? 'last' : move);
    event.preventDefault();
    event.stopPropagation();
    setActive(next);
    Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-key]'))
      .find((key) => key.dataset.key === next)
      ?.focus();
  }

  return (
    <div
      role="grid"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      className={clsx('grid', large ? 'gap-1' : 'gap-0.5 sm:gap-1')}
    >
      {rows.map((cells, row) => (
        <div key={row} role="row" className="contents">
          {cells.map(({ cell, column, rowSpan, columnSpan }) => {
            const place = { gridRow: `${row + 1} / span ${rowSpan}`, gridColumn: `${column + 1} / span ${columnSpan}` };
            if (cell === ANGLE) {
              return (
                <div key="angle" role="gridcell" style={place} className="flex items-center justify-center">
                  {angleSwitch}
                </div>
              );
            }
            const key = keysByName.get(cell)!;
            return (
              <div
                key={cell}
                role="gridcell"
                style={place}
                aria-rowspan={rowSpan > 1 ? rowSpan : undefined}
                aria-colspan={columnSpan > 1 ? columnSpan : undefined}
                className="flex"
              >
                <Key calculatorKey={key} large={large} tabbable={cell === active} onPress={onPress} onFocus={() => setActive(cell)} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

interface KeyProps {
  calculatorKey: CalculatorKey;
  large: boolean;
  tabbable: boolean;
  onPress: (action: CalculatorAction) => void;
  onFocus: () => void;
}

function Key({ calculatorKey, large, tabbable, onPress, onFocus }: KeyProps) {
  return (
    <button
      type="button"
      data-key={calculatorKey.name}
      tabIndex={tabbable ? 0 : -1}
      aria-label={accessibleName(calculatorKey)}
      onClick={() => onPress(calculatorKey.action)}
      onFocus={onFocus}
      className={clsx(
        'w-full min-w-0 overflow-hidden rounded-[3px] border border-slate-400 leading-none whitespace-nowrap shadow-sm',
        large ? 'min-h-11 px-0.5 text-base' : 'min-h-8 px-px text-[10px] sm:px-0.5 sm:text-[13px]',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 active:translate-y-px',
        tones[calculatorKey.tone],
      )}
    >
      {calculatorKey.label}
    </button>
  );
}
