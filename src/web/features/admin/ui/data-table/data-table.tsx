import { useMemo, useState, type ReactNode } from 'react';
import { useTable, type RowData, type RowSelectionState, type SortingState, type Updater } from '@tanstack/react-table';
import clsx from 'clsx';
import { cellPadding } from './cell-padding.ts';
import { dataTableFeatures, type DataColumn } from './columns.ts';
import { DataTableHead } from './data-table-head.tsx';
import { DataTableRow, LoadingRow } from './data-table-row.tsx';
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

const resolve = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater);

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

  const inset = frame === 'card';
  const pad = cellPadding({ compact, stacked, inset });

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
          <DataTableHead
            headerGroups={headerGroups}
            pageSelection={
              selection
                ? {
                    label: selection.pageLabel ?? 'Select every row on this page',
                    checked: pageAllSelected,
                    indeterminate: pageSomeSelected && !pageAllSelected,
                    onChange: (checked) => table.toggleAllPageRowsSelected(checked),
                  }
                : null
            }
            pad={pad}
            header={header}
            frame={frame}
            stacked={stacked}
            sticky={sticky}
            inset={inset}
          />
          <tbody className={clsx('divide-y divide-slate-100', busy && 'opacity-60 transition-opacity', stacked && 'max-md:block')}>
            {loading && data.length === 0 ? (
              <LoadingRow columnCount={columnCount} stacked={stacked}>
                {loading}
              </LoadingRow>
            ) : null}
            {pageRows.map((row) => (
              <DataTableRow
                key={row.id}
                row={row}
                selectLabel={selection ? selection.rowLabel(row.original) : null}
                pad={pad}
                stacked={stacked}
                inset={inset}
                verticalAlign={verticalAlign}
                className={rowClassName?.(row.original)}
              />
            ))}
          </tbody>
        </table>
        {footer}
      </div>
      {paging ? <Pager {...paging} /> : null}
    </div>
  );
}
