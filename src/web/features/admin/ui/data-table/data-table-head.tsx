import { flexRender, type HeaderGroup, type RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import clsx from 'clsx';
import type { CellPadding } from './cell-padding.ts';
import { SelectBox } from './checkbox.tsx';
import type { dataTableFeatures } from './columns.ts';

const sortNames = { asc: 'ascending', desc: 'descending' } as const;

/** The header box that ticks every row of the page, or some of them (mixed). */
export interface PageSelection {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
}

interface DataTableHeadProps<Row extends RowData> {
  headerGroups: HeaderGroup<typeof dataTableFeatures, Row>[];
  /** the header's tick box, when rows can be ticked */
  pageSelection: PageSelection | null;
  pad: CellPadding;
  header: 'shown' | 'hidden';
  frame: 'card' | 'flush';
  stacked: boolean;
  sticky: boolean;
  inset: boolean;
}

/** The column names, each a sort button where the column sorts; on a phone only the page's tick box is left. */
export function DataTableHead<Row extends RowData>({ headerGroups, pageSelection, pad, header, frame, stacked, sticky, inset }: DataTableHeadProps<Row>) {
  return (
    <thead
      className={clsx(
        header === 'hidden' ? 'sr-only' : 'border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase',
        header === 'shown' && frame === 'card' && 'bg-slate-50',
        stacked && (pageSelection ? 'max-md:block' : 'max-md:hidden'),
      )}
    >
      {headerGroups.map((group) => (
        <tr key={group.id} className={clsx(stacked && 'max-md:flex max-md:py-2.5', stacked && (inset ? 'max-md:px-4' : 'max-md:px-0'))}>
          {pageSelection ? (
            <th
              scope="col"
              className={clsx(
                'w-10 align-middle',
                pad(true, false, true),
                sticky && 'bg-slate-50 md:sticky md:top-25 md:z-20',
                stacked && 'max-md:w-auto max-md:p-0',
              )}
            >
              <label className="inline-flex items-center gap-2">
                <SelectBox
                  label={pageSelection.label}
                  checked={pageSelection.checked}
                  indeterminate={pageSelection.indeterminate}
                  onChange={pageSelection.onChange}
                />
                {stacked ? (
                  <span aria-hidden="true" className="font-medium tracking-normal normal-case md:hidden">
                    Select all on this page
                  </span>
                ) : null}
              </label>
            </th>
          ) : null}
          {group.headers.map((cell, index) => {
            const layout = cell.column.columnDef.meta;
            const sorted = cell.column.getIsSorted();
            const canSort = cell.column.getCanSort();
            const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
            return (
              <th
                key={cell.id}
                scope="col"
                aria-sort={canSort ? (sorted ? sortNames[sorted] : 'none') : undefined}
                className={clsx(
                  'font-semibold',
                  pad(index === 0 && !pageSelection, index === group.headers.length - 1, true),
                  layout?.align === 'right' && 'text-right',
                  sticky && 'bg-slate-50 md:sticky md:top-25 md:z-20',
                  stacked && 'max-md:hidden',
                  layout?.className,
                )}
              >
                {cell.isPlaceholder ? null : canSort ? (
                  <button
                    type="button"
                    onClick={cell.column.getToggleSortingHandler()}
                    className={clsx(
                      'inline-flex items-center gap-1 rounded-sm font-semibold tracking-wide uppercase hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                      sorted && 'text-slate-800',
                    )}
                  >
                    {flexRender(cell.column.columnDef.header, cell.getContext())}
                    <SortIcon aria-hidden="true" className={clsx('size-3.5 shrink-0', sorted ? 'text-brand-700' : 'text-slate-400')} />
                  </button>
                ) : (
                  flexRender(cell.column.columnDef.header, cell.getContext())
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
