import clsx from 'clsx';
import type { WindowState } from '../../ui/india-time.ts';

const styles: Record<WindowState, string> = {
  upcoming: 'bg-sky-50 text-sky-800 ring-sky-200',
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-slate-100 text-slate-600 ring-slate-200',
};
const labels: Record<WindowState, string> = { upcoming: 'Upcoming', open: 'Open now', closed: 'Closed' };

/** Where the quiz's window stands now: before it opens, open, or closed. */
export function WindowBadge({ state }: { state: WindowState }) {
  return <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1', styles[state])}>{labels[state]}</span>;
}
