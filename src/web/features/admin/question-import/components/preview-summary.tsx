import clsx from 'clsx';
import type { ImportPreview } from '../../../../../shared/api/question-import.ts';
import { formatCount } from '../../ui/format.ts';

const tiles = [
  { key: 'ready', label: 'Ready', tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  { key: 'converted', label: 'Converted — need review', tone: 'border-sky-200 bg-sky-50 text-sky-900' },
  { key: 'skipped', label: 'Skipped', tone: 'border-slate-200 bg-white text-slate-800' },
  { key: 'errors', label: 'Errors', tone: 'border-red-200 bg-red-50 text-red-900' },
] as const;

/** The dry run in four numbers. */
export function PreviewSummary({ summary }: { summary: ImportPreview['summary'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.key} className={clsx('rounded-xl border px-4 py-3', tile.tone)}>
          <dt className="text-xs font-semibold tracking-wide uppercase opacity-80">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{formatCount(summary[tile.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
