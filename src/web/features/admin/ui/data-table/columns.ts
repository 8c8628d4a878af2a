import {
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';

/** How a column lays out: its cells' classes, and where it sits in a row's card on a phone. */
export interface ColumnLayout {
  /** numbers and money: right-aligned on a wide screen */
  align?: 'right';
  /** classes on the column's header and cells (widths, truncation) */
  className?: string;
  /**
   * On a phone each row is a card: `title` opens it (no label), `block` is a line of its own with the
   * column's name before it (the default), `inline` sits beside the next inline cell, `hidden` is left out.
   */
  phone?: 'title' | 'block' | 'inline' | 'hidden';
  /** the name a phone card shows before the value; false for none; default the column's header */
  phoneLabel?: string | false;
}

/** The table features every admin list uses: sorting (in the browser or by the server) and row selection. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  columnMeta: {} as ColumnLayout,
});

/** One column of an admin list: `header` (its name), `cell` (what a row shows), `accessorFn` and `enableSorting` to sort by it. */
export type DataColumn<Row extends RowData> = ColumnDef<typeof dataTableFeatures, Row>;

export type { SortingState };

/** 'score' or '-score' (descending) for the address bar; empty when the list keeps its own order. */
export function sortParam(sorting: SortingState): string {
  const first = sorting[0];
  if (!first) return '';
  return first.desc ? `-${first.id}` : first.id;
}

/** The sort in `?sort=-score`, if its column is one of `allowed`; anything else is the list's own order. */
export function sortingFromParam(value: string | null, allowed: readonly string[]): SortingState {
  if (!value) return [];
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return allowed.includes(id) ? [{ id, desc }] : [];
}
