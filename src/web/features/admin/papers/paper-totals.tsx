import clsx from 'clsx';
import { formatDuration, type PaperTotals } from './paper-order.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Questions, marks by section, total marks and duration, as the learner's instructions will state them. */
export function PaperTotalsPanel({ totals, unsaved }: { totals: PaperTotals; unsaved: boolean }) {
  const tiles = [
    { label: 'Questions', value: String(totals.questions), detail: null },
    ...totals.sections.map((section) => ({
      label: section.section,
      value: plural(section.marks, 'mark', 'marks'),
      detail: plural(section.questions, 'question', 'questions'),
    })),
    { label: 'Total marks', value: String(totals.marks), detail: null },
    { label: 'Duration', value: formatDuration(totals.durationSeconds), detail: null },
  ];
  return (
    <div>
      <dl aria-label="Paper totals" className="grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-slate-200 ring-1 ring-slate-200 sm:grid-cols-5">
        {tiles.map((tile) => (
          <div key={tile.label} className={clsx('px-4 py-3 first:col-span-2 sm:first:col-span-1', unsaved ? 'bg-amber-50' : 'bg-white')}>
            <dt className="text-xs font-medium text-slate-500">{tile.label}</dt>
            <dd className="mt-0.5 text-lg font-bold text-navy-900 tabular-nums">{tile.value}</dd>
            {tile.detail ? <dd className="text-xs text-slate-500">{tile.detail}</dd> : null}
          </div>
        ))}
      </dl>
      {unsaved ? <p className="mt-1.5 text-xs text-amber-800">Totals include your unsaved changes.</p> : null}
    </div>
  );
}
