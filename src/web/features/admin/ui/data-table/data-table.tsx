import { useMemo, useState, type ReactNode } from 'react';
import { flexRender, useTable, type RowData, type RowSelectionState, type SortingState, type Updater } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import clsx from 'clsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { SelectBox } from './checkbox.tsx';
import { dataTableFeatures, type ColumnLayout, type DataColumn } from './columns.ts';
import { Pager, type Paging } from './pager.tsx';
import { PhoneSort } from './phone-sort.tsx';

/** Sorted in the browser (a short list that is all here), or by the server from the page's address. */
export type TableSort = { mode: 'client'; initial?: SortingState } | { mode: 'server'; state: SortingState; onChange: (next: SortingState) => void };

/** What the selection slot knows: how many are ticked, and whether the whole page is. */
export interface SelectionInfo {
  selectedCount: number;
  pageRowCount: number;
  pageAllSelected: boolean;
  clear: () => void;
}

/** Tick boxes on each row, held by the page (ids may include rows of other pages). */
export interface RowSelection<Row extends RowData> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** each box's name, e.g. `Select ${question}` */
  rowLabel: (row: Row) => string;
  /** the header box's name */
  pageLabel?: string;
  /** above the table: '20 selected · Select all 1,234 that match', or nothing */
  bar?: (info: SelectionInfo) => ReactNode;
}

export interface DataTableProps<Row extends RowData> {
  /** the table's name for screen readers */
  caption: string;
  columns: DataColumn<Row>[];
  data: readonly Row[];
  getRowId: (row: Row) => string;
  sort?: TableSort;
  selection?: RowSelection<Row>;
  /** a pager under the table, for a list the server pages */
  paging?: Paging;
  /** the rows shown are stale while newer ones load */
  busy?: boolean;
  /** nothing to show yet: a row saying this, e.g. 'Loading people…' */
  loading?: string;
  /** shown instead of the table when there are no rows */
  empty?: ReactNode;
  /** `card`: a white box of its own; `flush`: inside a box the page already draws */
  frame?: 'card' | 'flush';
  density?: 'normal' | 'compact';
  /** `hidden`: the column names are for screen readers only (a small summary table) */
  header?: 'shown' | 'hidden';
  /** each row a card on a phone; off only for a table of a few short columns that fits a phone as it is */
  stackOnPhone?: boolean;
  verticalAlign?: 'top' | 'middle';
  rowClassName?: (row: Row) => string | undefined;
  /** under the rows, inside the frame: a note about what is left out */
  footer?: ReactNode;
}

const sortNames = { asc: 'ascending', desc: 'descending' } as const;

const resolve = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater);

/** The name a phone card prints before a cell's value. */
function phoneLabel(layout: ColumnLayout | undefined, header: unknown): string | null {
  if (layout?.phoneLabel === false || layout?.phone === 'title') return null;
  return layout?.phoneLabel ?? (typeof header === 'string' ? header : null);
}

// written out in full: Tailwind finds class names by reading the source
const stackedCell = {
  title: 'max-md:block max-md:p-0',
  block: 'max-md:block max-md:p-0 max-md:pt-1.5',
  inline: 'max-md:inline-block max-md:p-0 max-md:pt-1.5 max-md:pr-3 max-md:align-middle',
  hidden: 'max-md:hidden',
};

/**
 * Every admin list: column definitions (TanStack Table), sorting in the browser or by the server,
 * tick boxes with a header box, a pager, empty and loading states, a header that stays in view,
 * and on a phone each row as a card with the column names beside the values.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  sort,
  selection,
  paging,
  busy = false,
  loading,
  empty,
  frame = 'card',
  density = 'normal',
  header = 'shown',
  stackOnPhone = true,
  verticalAlign = 'top',
  rowClassName,
  footer,
}: DataTableProps<Row>) {
  const [clientSorting, setClientSorting] = useState<SortingState>(sort?.mode === 'client' ? (sort.initial ?? []) : []);
  const sorting = sort?.mode === 'server' ? sort.state : clientSorting;
  const rows = useMemo(() => [...data], [data]);
  const rowSelection = useMemo<RowSelectionState>(() => Object.fromEntries([...(selection?.selected ?? [])].map((id) => [id, true])), [selection?.selected]);

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    manualSorting: sort?.mode === 'server',
    enableSorting: sort !== undefined,
    enableMultiSort: false,
    enableRowSelection: selection !== undefined,
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting);
      if (sort?.mode === 'server') sort.onChange(next);
      else setClientSorting(next);
    },
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      selection?.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  if (data.length === 0 && !loading && empty !== undefined) return <>{empty}</>;

  const stacked = stackOnPhone;
  const sticky = frame === 'card' && stacked;
  const compact = density === 'compact';
  const pageRows = table.getRowModel().rows;
  const pageAllSelected = table.getIsAllPageRowsSelected();
  const pageSomeSelected = table.getIsSomePageRowsSelected();
  const columnCount = columns.length + (selection ? 1 : 0);
  const headerGroups = table.getHeaderGroups();
  const sortableColumns = table.getAllLeafColumns().filter((column) => column.getCanSort());

  // the outer cells line up with the frame: inset in a card of its own, flush with the box around a flush table
  const inset = frame === 'card';
  const pad = (first: boolean, last: boolean, head: boolean) => {
    const y = compact ? (stacked ? 'md:py-2' : 'py-2') : head ? (stacked ? 'md:py-2.5' : 'py-2.5') : stacked ? 'md:py-3' : 'py-3';
    if (stacked) {
      if (first) return clsx(y, inset ? 'md:pr-3 md:pl-4' : 'md:pr-3 md:pl-0');
      if (last) return clsx(y, inset ? 'md:pr-4 md:pl-3' : 'md:pr-0 md:pl-3');
      return clsx(y, 'md:px-3');
    }
    if (first) return clsx(y, inset ? 'pr-3 pl-4' : 'pr-3 pl-0');
    if (last) return clsx(y, inset ? 'pr-4 pl-3' : 'pr-0 pl-3');
    return clsx(y, 'px-3');
  };

  return (
    <div>
      {selection?.bar?.({ selectedCount: selection.selected.size, pageRowCount: pageRows.length, pageAllSelected, clear: () => selection.onChange(new Set()) })}
      {stacked && sortableColumns.length > 0 ? <PhoneSort columns={sortableColumns} sorting={sorting} onChange={(next) => table.setSorting(next)} /> : null}
      <div
        className={clsx(
          frame === 'card' && 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
          // clip, not hidden: a hidden overflow would stop the sticky header
          sticky ? 'overflow-clip' : 'overflow-x-auto',
        )}
      >
        <table aria-busy={busy || Boolean(loading)} className={clsx('w-full border-collapse text-left text-sm', stacked && 'max-md:block')}>
          <caption className="sr-only">{caption}</caption>
          <thead
            className={clsx(
              header === 'hidden' ? 'sr-only' : 'border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase',
              header === 'shown' && frame === 'card' && 'bg-slate-50',
              stacked && (selection ? 'max-md:block' : 'max-md:hidden'),
            )}
          >
            {headerGroups.map((group) => (
              <tr key={group.id} className={clsx(stacked && 'max-md:flex max-md:py-2.5', stacked && (inset ? 'max-md:px-4' : 'max-md:px-0'))}>
                {selection ? (
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
                        label={selection.pageLabel ?? 'Select every row on this page'}
                        checked={pageAllSelected}
                        indeterminate={pageSomeSelected && !pageAllSelected}
                        onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
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
                        pad(index === 0 && !selection, index === group.headers.length - 1, true),
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
          <tbody className={clsx('divide-y divide-slate-100', busy && 'opacity-60 transition-opacity', stacked && 'max-md:block')}>
            {loading && data.length === 0 ? (
              <tr className={clsx(stacked && 'max-md:block')}>
                <td colSpan={columnCount} className={clsx('px-4 py-8 text-center text-slate-600', stacked && 'max-md:block')}>
                  <span className="inline-flex items-center gap-2">
                    <Spinner className="size-4" />
                    {loading}
                  </span>
                </td>
              </tr>
            ) : null}
            {pageRows.map((row) => {
              const selected = row.getIsSelected();
              return (
                <tr
                  key={row.id}
                  className={clsx(
                    'group relative transition-colors',
                    verticalAlign === 'top' ? 'align-top' : 'align-middle',
                    selected ? 'bg-brand-50/70' : 'hover:bg-slate-50',
                    stacked && 'max-md:block max-md:py-3',
                    stacked && (inset ? 'max-md:px-4' : 'max-md:px-0'),
                    stacked && selection && (inset ? 'max-md:pl-12' : 'max-md:pl-8'),
                    rowClassName?.(row.original),
                  )}
                >
                  {selection ? (
                    <td
                      className={clsx(
                        'w-10',
                        pad(true, false, false),
                        stacked && 'max-md:absolute max-md:top-3.5 max-md:p-0',
                        stacked && (inset ? 'max-md:left-4' : 'max-md:left-0'),
                      )}
                    >
                      <SelectBox label={selection.rowLabel(row.original)} checked={selected} onChange={(checked) => row.toggleSelected(checked)} />
                    </td>
                  ) : null}
                  {row.getAllCells().map((cell, index, cells) => {
                    const layout = cell.column.columnDef.meta;
                    const mode = layout?.phone ?? 'block';
                    const label = stacked ? phoneLabel(layout, cell.column.columnDef.header) : null;
                    const Cell = layout?.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={cell.id}
                        scope={layout?.rowHeader ? 'row' : undefined}
                        className={clsx(
                          layout?.rowHeader && 'text-left font-normal',
                          pad(index === 0 && !selection, index === cells.length - 1, false),
                          layout?.align === 'right' && (stacked ? 'md:text-right' : 'text-right'),
                          stacked && stackedCell[mode],
                          stacked &&
                            mode === 'block' &&
                            label !== null &&
                            'max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:items-baseline max-md:gap-x-3',
                          layout?.className,
                        )}
                      >
                        {label === null ? (
                          flexRender(cell.column.columnDef.cell, cell.getContext())
                        ) : mode === 'block' ? (
                          // a phone card's line: the column's name in a narrow column, the value beside it
                          <>
                            <span className="text-xs font-medium text-slate-500 md:hidden">{label}</span>
                            <div className="min-w-0">{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
                          </>
                        ) : (
                          <>
                            <span className="text-xs font-medium text-slate-500 md:hidden">{label}: </span>
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </>
                        )}
                      </Cell>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
        {footer}
      </div>
      {paging ? <Pager {...paging} /> : null}
    </div>
  );
}
