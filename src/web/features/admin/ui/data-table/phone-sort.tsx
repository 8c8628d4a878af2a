import { useId } from 'react';
import type { Column, RowData, SortingState } from '@tanstack/react-table';
import type { dataTableFeatures } from './columns.ts';
import { inputClasses } from '../fields.tsx';

/**
 * On a phone the column headers are gone with the table's grid, so the sortable columns are offered
 * as one choice above the cards.
 */
export function PhoneSort<Row extends RowData>({
  columns,
  sorting,
  onChange,
}: {
  columns: Column<typeof dataTableFeatures, Row>[];
  sorting: SortingState;
  onChange: (next: SortingState) => void;
}) {
  const id = useId();
  const current = sorting[0] ? `${sorting[0].id}:${sorting[0].desc ? 'desc' : 'asc'}` : '';
  const name = (column: Column<typeof dataTableFeatures, Row>) => {
    const header = column.columnDef.header;
    return typeof header === 'string' ? header : column.id;
  };
  return (
    <div className="mb-3 flex items-center gap-2 md:hidden">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600">
        Sort by
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const [columnId, direction] = event.target.value.split(':');
          onChange(columnId ? [{ id: columnId, desc: direction === 'desc' }] : []);
        }}
        className={inputClasses(false, 'h-9 py-1')}
      >
        <option value="">The list’s own order</option>
        {columns.flatMap((column) => [
          <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
            {name(column)}, lowest first
          </option>,
          <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
            {name(column)}, highest first
          </option>,
        ])}
      </select>
    </div>
  );
}
