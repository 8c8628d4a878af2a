import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import type { ImportedItem, ImportItem, ImportPreview } from '../../../../../shared/api/question-import.ts';
import { Button } from '../../../../components/button.tsx';
import { formatCount } from '../../ui/format.ts';
import { PreviewItem, type SkipChoice } from './preview-item.tsx';

/** How many items are drawn at a time: 1,000 KaTeX blocks at once would freeze the page. */
export const PAGE_SIZE = 50;

type Filter = 'all' | 'ready' | 'converted' | 'duplicates' | 'skipped' | 'errors';

const filters: { id: Filter; label: string; keep: (item: ImportItem) => boolean }[] = [
  { id: 'all', label: 'All', keep: () => true },
  { id: 'ready', label: 'Ready', keep: (item) => item.ok && !item.conversion },
  { id: 'converted', label: 'Converted', keep: (item) => item.ok && Boolean(item.conversion) },
  { id: 'duplicates', label: 'Duplicates', keep: (item) => item.ok && (item.duplicates ?? []).length > 0 },
  { id: 'skipped', label: 'Skipped', keep: (item) => !item.ok && item.kind === 'skipped' },
  { id: 'errors', label: 'Errors', keep: (item) => !item.ok && item.kind === 'error' },
];

/** The dry run's items in file order, filtered by what happened to them, drawn a page at a time. */
export function PreviewResults({
  preview,
  isSkipped,
  onSkip,
}: {
  preview: ImportPreview;
  isSkipped: (item: ImportedItem) => Pick<SkipChoice, 'skipped' | 'byRule'>;
  onSkip: SkipChoice['onSkip'];
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(PAGE_SIZE);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const counts = useMemo(() => {
    const { ready, converted, skipped, errors, exactDuplicates = 0, nearDuplicates = 0 } = preview.summary;
    return { all: preview.items.length, ready, converted, duplicates: exactDuplicates + nearDuplicates, skipped, errors } satisfies Record<Filter, number>;
  }, [preview]);
  const visible = useMemo(() => preview.items.filter(filters.find((entry) => entry.id === filter)!.keep), [preview, filter]);

  function choose(next: Filter) {
    setFilter(next);
    setShown(PAGE_SIZE);
  }

  function moveWithArrows(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home' || event.key === 'End' || step !== 0) {
      event.preventDefault();
      const next = event.key === 'Home' ? 0 : event.key === 'End' ? filters.length - 1 : (index + step + filters.length) % filters.length;
      choose(filters[next]!.id);
      tabs.current[next]?.focus();
    }
  }

  const left = visible.length - shown;
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label="Show questions" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {filters.map((entry, index) => (
          <button
            key={entry.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`import-tab-${entry.id}`}
            aria-selected={filter === entry.id}
            aria-controls="import-items"
            tabIndex={filter === entry.id ? 0 : -1}
            onClick={() => choose(entry.id)}
            onKeyDown={(event) => moveWithArrows(event, index)}
            className={clsx(
              '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
              filter === entry.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-navy-900',
            )}
          >
            {entry.label}
            <span
              className={clsx(
                'rounded-full px-1.5 py-0.5 text-xs font-semibold',
                filter === entry.id ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
              )}
            >
              {formatCount(counts[entry.id])}
            </span>
          </button>
        ))}
      </div>

      <div id="import-items" role="tabpanel" aria-labelledby={`import-tab-${filter}`} className="flex flex-col gap-3">
        {visible.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-500">Nothing in this list.</p>
        ) : (
          visible
            .slice(0, shown)
            .map((item, index) => <PreviewItem key={`${item.line}:${index}`} item={item} skip={item.ok ? { ...isSkipped(item), onSkip } : undefined} />)
        )}
        {left > 0 ? (
          <div className="flex flex-wrap items-center justify-center gap-3 py-2">
            <p className="text-sm text-slate-600">
              Showing {formatCount(shown)} of {formatCount(visible.length)}
            </p>
            <Button variant="secondary" size="sm" onClick={() => setShown((current) => current + PAGE_SIZE)}>
              Show {formatCount(Math.min(PAGE_SIZE, left))} more
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
