import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../../components/button.tsx';
import { formatCount } from '../../ui/format.ts';
import { pageRange } from '../people-filters.ts';

/** 'Showing 26–50 of 112' with previous and next; shared by the people and payments lists. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const { first, last, pages } = pageRange(page, pageSize, total);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p role="status">
        Showing{' '}
        <span className="font-semibold text-slate-800 tabular-nums">
          {formatCount(first)}–{formatCount(last)}
        </span>{' '}
        of <span className="font-semibold text-slate-800 tabular-nums">{formatCount(total)}</span> {noun}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" /> Previous
          </Button>
          <span className="tabular-nums">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
