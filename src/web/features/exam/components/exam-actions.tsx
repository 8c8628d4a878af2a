import type { ReactNode } from 'react';
import { Bookmark, ChevronRight, Eraser } from 'lucide-react';
import clsx from 'clsx';
import { useTranslation } from '../../../i18n/index.ts';

interface ExamActionsProps {
  disabled: boolean;
  onMarkAndNext: () => void;
  onClear: () => void;
  onSaveAndNext: () => void;
  /** the palette button on small screens */
  paletteButton?: ReactNode;
  /** kept at the window's foot on small screens; not while the calculator's sheet is there */
  pinned?: boolean;
  /** a line above the buttons, kept with them (a choice Save & Next has not saved yet) */
  note?: ReactNode;
}

const base =
  'inline-flex h-11 items-center justify-center gap-1.5 rounded-lg px-2 text-center text-[0.8125rem] leading-tight font-semibold transition-colors sm:whitespace-nowrap disabled:pointer-events-none disabled:opacity-50 sm:px-4 sm:text-sm';

/** The bottom bar of the question pane, as in GATE: review and clear on the left, Save & Next on the right. */
export function ExamActions({ disabled, onMarkAndNext, onClear, onSaveAndNext, paletteButton, pinned = true, note }: ExamActionsProps) {
  const { t } = useTranslation('exam');
  return (
    <div
      className={clsx(
        'border-t border-slate-200 bg-white lg:static lg:shadow-none',
        pinned && 'sticky bottom-0 z-20 shadow-[0_-4px_12px_-8px_rgb(15_23_42/0.25)]',
      )}
    >
      {note}
      {/* two rows of two on a phone, one row from sm up */}
      <div className="grid grid-cols-2 gap-2 px-3 py-3 sm:flex sm:items-center sm:px-5">
        <button
          type="button"
          disabled={disabled}
          onClick={onMarkAndNext}
          className={clsx(base, 'bg-violet-50 text-violet-800 ring-1 ring-violet-300 hover:bg-violet-100')}
        >
          <Bookmark aria-hidden className="size-4 shrink-0" />
          {t('actions.markAndNext')}
        </button>
        <button type="button" disabled={disabled} onClick={onClear} className={clsx(base, 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50')}>
          <Eraser aria-hidden className="size-4 shrink-0" />
          {t('actions.clear')}
        </button>
        <div className="contents sm:ml-auto sm:flex sm:items-center sm:gap-2">
          {paletteButton}
          <button
            type="button"
            disabled={disabled}
            onClick={onSaveAndNext}
            className={clsx(base, 'focus-ring-contrast bg-sky-700 text-white hover:bg-sky-800 sm:px-5')}
          >
            {t('actions.saveAndNext')}
            <ChevronRight aria-hidden className="size-4 shrink-0" />
          </button>
        </div>
      </div>
    </div>
  );
}
