import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { Calculator as CalculatorIcon } from 'lucide-react';
import clsx from 'clsx';
import { useCalculatorDock } from './dock.ts';
import { useTranslation } from '../../../i18n/index.ts';

// mathjs comes with the widget, so it stays out of the exam page's first download
const Calculator = lazy(() => import('./calculator.tsx').then((module) => ({ default: module.Calculator })));

/** The exam header's "Calculator" button; the widget keeps its memory and place while closed. */
export function CalculatorToggle() {
  const dock = useCalculatorDock();
  const { t } = useTranslation('exam');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // on reopening, the kept widget takes the keyboard again (a fresh one focuses itself)
    if (open) widgetRef.current?.querySelector<HTMLElement>('[role="dialog"]')?.focus();
  }, [open]);

  function toggle() {
    setLoaded(true);
    setOpen((current) => !current);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        onClick={toggle}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-semibold ring-1 transition-colors sm:px-3 sm:py-1.5',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          open ? 'bg-sky-700 text-white ring-sky-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
        )}
      >
        <CalculatorIcon aria-hidden className="size-4" />
        {/* on a phone the label gives way to the clock; screen readers still hear it */}
        <span className="max-sm:sr-only">{t('header.calculator')}</span>
      </button>
      {loaded &&
        withDock(
          // `contents`: the widget itself sits in the exam's layout, beside the question
          <div ref={widgetRef} hidden={!open} className={open ? 'contents' : undefined}>
            <Suspense fallback={null}>
              <Calculator onClose={close} />
            </Suspense>
          </div>,
          dock?.element,
        )}
    </>
  );
}

/** In the exam view's dock beside the question when there is one; where the button is otherwise. */
function withDock(widget: ReactElement, dock: HTMLElement | null | undefined) {
  return dock ? createPortal(widget, dock) : widget;
}
