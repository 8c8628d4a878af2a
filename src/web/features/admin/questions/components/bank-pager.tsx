import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../../components/button.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { formatCount } from '../../ui/format.ts';
import { PAGE_SIZES } from '../list-filters.ts';

export function pageCount(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing 21–40 of 136 questions', or the whole count when it fits on one page. */
export function showingLine(page: number, pageSize: number, total: number): string {
  const noun = total === 1 ? 'question' : 'questions';
  if (total <= pageSize && page === 1) return `${formatCount(total)} ${noun}`;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}`;
}

export function PageSizeSelect({ pageSize, onChange }: { pageSize: number; onChange: (size: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600">
        Per page
      </label>
      <select id={id} value={pageSize} onChange={(event) => onChange(Number(event.target.value))} className={inputClasses(false, 'h-9 w-20 py-1')}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

interface BankPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next with where the admin is; hidden when everything fits on one page. */
export function BankPager({ page, pageSize, total, onPage }: BankPagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page === 1) return null;
  return (
    <nav aria-label="Pages of questions" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{showingLine(page, pageSize, total)}</p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <span className="px-1 text-sm text-slate-700 tabular-nums" aria-current="page">
          Page {formatCount(page)} of {formatCount(pages)}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
