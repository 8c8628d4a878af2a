import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import type { PaletteStatus } from '../../../../shared/exam/navigation.ts';

// The official GATE palette: colour and shape both tell the status, so it reads without colour too.
const shapes: Record<PaletteStatus, string> = {
  'not-visited': 'rounded-md bg-slate-100 text-slate-700 ring-1 ring-slate-300',
  'not-answered': 'rounded-t-[45%] rounded-b-md bg-orange-600 text-white',
  answered: 'rounded-t-md rounded-b-[45%] bg-emerald-600 text-white',
  marked: 'rounded-full bg-violet-700 text-white',
  'answered-marked': 'rounded-full bg-violet-700 text-white',
};

export const statusLabels: Record<PaletteStatus, string> = {
  answered: 'Answered',
  'not-answered': 'Not Answered',
  'not-visited': 'Not Visited',
  marked: 'Marked for Review',
  'answered-marked': 'Answered & Marked for Review',
};

/** A palette shape: the number of a question, or a count in the legend. */
export function StatusBadge({ status, children, className }: { status: PaletteStatus; children: ReactNode; className?: string }) {
  return (
    <span className={clsx('relative inline-grid place-items-center font-semibold tabular-nums', shapes[status], className)}>
      {children}
      {status === 'answered-marked' ? (
        <span aria-hidden className="absolute -right-1 -bottom-1 grid size-4 place-items-center rounded-full bg-emerald-500 ring-2 ring-white">
          <Check className="size-3 text-white" strokeWidth={3} />
        </span>
      ) : null}
    </span>
  );
}
