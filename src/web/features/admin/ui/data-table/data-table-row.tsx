import type { ReactNode } from 'react';
import { flexRender, type Row as TableRow, type RowData } from '@tanstack/react-table';
import clsx from 'clsx';
import { Spinner } from '../../../../components/spinner.tsx';
import type { CellPadding } from './cell-padding.ts';
import { SelectBox } from './checkbox.tsx';
import type { ColumnLayout, dataTableFeatures } from './columns.ts';

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

interface DataTableRowProps<Row extends RowData> {
  row: TableRow<typeof dataTableFeatures, Row>;
  /** the row's tick box's name, when rows can be ticked */
  selectLabel: string | null;
  pad: CellPadding;
  stacked: boolean;
  inset: boolean;
  verticalAlign: 'top' | 'middle';
  className: string | undefined;
}

/** One row: its tick box and cells on a wide screen, a card with the column names beside the values on a phone. */
export function DataTableRow<Row extends RowData>({ row, selectLabel, pad, stacked, inset, verticalAlign, className }: DataTableRowProps<Row>) {
  const selected = row.getIsSelected();
  const selectable = selectLabel !== null;
  return (
    <tr
      className={clsx(
        'group relative transition-colors',
        verticalAlign === 'top' ? 'align-top' : 'align-middle',
        selected ? 'bg-brand-50/70' : 'hover:bg-slate-50',
        stacked && 'max-md:block max-md:py-3',
        stacked && (inset ? 'max-md:px-4' : 'max-md:px-0'),
        stacked && selectable && (inset ? 'max-md:pl-12' : 'max-md:pl-8'),
        className,
      )}
    >
      {selectable ? (
        <td
          className={clsx(
            'w-10',
            pad(true, false, false),
            stacked && 'max-md:absolute max-md:top-3.5 max-md:p-0',
            stacked && (inset ? 'max-md:left-4' : 'max-md:left-0'),
          )}
        >
          <SelectBox label={selectLabel} checked={selected} onChange={(checked) => row.toggleSelected(checked)} />
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
              pad(index === 0 && !selectable, index === cells.length - 1, false),
              layout?.align === 'right' && (stacked ? 'md:text-right' : 'text-right'),
              stacked && stackedCell[mode],
              stacked && mode === 'block' && label !== null && 'max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:items-baseline max-md:gap-x-3',
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
}

/** The one row while a list's first answer is on its way. */
export function LoadingRow({ columnCount, stacked, children }: { columnCount: number; stacked: boolean; children: ReactNode }) {
  return (
    <tr className={clsx(stacked && 'max-md:block')}>
      <td colSpan={columnCount} className={clsx('px-4 py-8 text-center text-slate-600', stacked && 'max-md:block')}>
        <span className="inline-flex items-center gap-2">
          <Spinner className="size-4" />
          {children}
        </span>
      </td>
    </tr>
  );
}
