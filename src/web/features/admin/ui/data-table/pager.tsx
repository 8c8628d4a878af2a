import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../../components/button.tsx';
import { formatCount } from '../format.ts';

/** The rows a page shows, 1-based, and how many pages there are: page 2 of 25 → 26–50. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { first: 0, last: 0, pages: 1 };
  const first = (page - 1) * pageSize + 1;
  return { first: Math.min(first, total), last: Math.min(page * pageSize, total), pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A list paged by the server: where the admin is, and how to move. */
export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  /** what the rows are, plural ('people'); `nounOne` for a total of one when it differs */
  noun: string;
  nounOne?: string;
  onPage: (page: number) => void;
  /** the navigation's name; 'Pages' unless a screen has two lists */
  label?: string;
  /** left out when everything fits on one page, for a screen that says the count elsewhere */
  hideOnOnePage?: boolean;
  /** announce the line as it changes; off when the screen already announces its count */
  live?: boolean;
}

/** 'Showing 26–50 of 112 people' with previous and next; the look every paged admin list shares. */
export function Pager({ page, pageSize, total, noun, nounOne, onPage, label = 'Pages', hideOnOnePage = false, live = true }: Paging) {
  const { first, last, pages } = pageRange(page, pageSize, total);
  if (hideOnOnePage && pages <= 1 && page === 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p role={live ? 'status' : undefined}>
        Showing{' '}
        <span className="font-semibold text-slate-800 tabular-nums">
          {formatCount(first)}–{formatCount(last)}
        </span>{' '}
        of <span className="font-semibold text-slate-800 tabular-nums">{formatCount(total)}</span> {total === 1 && nounOne ? nounOne : noun}
      </p>
      {pages > 1 || page > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" /> Previous
          </Button>
          <span className="tabular-nums" aria-current="page">
            Page {formatCount(page)} of {formatCount(pages)}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
