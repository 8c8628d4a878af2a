import { useId } from 'react';
import { inputClasses } from '../../ui/fields.tsx';
import { formatCount } from '../../ui/format.ts';
import { PAGE_SIZES } from '../list-filters.ts';

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
