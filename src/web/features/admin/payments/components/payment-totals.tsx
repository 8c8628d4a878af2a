import type { PaymentsList } from '../../../../../shared/api/admin-payments.ts';
import { rupeeLabel } from '../../../../../shared/pricing.ts';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { formatCount } from '../../ui/format.ts';
import { formatDay } from '../../ui/people-format.ts';

const MAX_DAYS = 14;

/** Paid money over the filtered payments: the sum, then per series and per day (India time). */
export function PaymentTotals({ totals }: { totals: PaymentsList['totals'] }) {
  const days = totals.byDay.slice(0, MAX_DAYS);
  return (
    <section aria-labelledby="totals-heading" className="mb-6 grid gap-4 lg:grid-cols-3">
      <h2 id="totals-heading" className="sr-only">
        Paid totals
      </h2>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-medium text-slate-600">Paid, with these filters</p>
        <p className="mt-1 text-3xl font-bold text-navy-900 tabular-nums">{rupeeLabel(totals.paid.amountPaise)}</p>
        <p className="text-sm text-slate-600">
          {formatCount(totals.paid.count)} payment{totals.paid.count === 1 ? '' : 's'}
        </p>
      </div>
      <TotalsTable
        title="Per series"
        rows={totals.bySeries.map((row) => ({ key: row.seriesId, label: row.seriesTitle, count: row.count, amountPaise: row.amountPaise }))}
      />
      <TotalsTable
        title={totals.byDay.length > MAX_DAYS ? `Per day (latest ${MAX_DAYS})` : 'Per day'}
        rows={days.map((row) => ({ key: row.day, label: formatDay(`${row.day}T12:00:00+05:30`), count: row.count, amountPaise: row.amountPaise }))}
      />
    </section>
  );
}

interface TotalRow {
  key: string;
  label: string;
  count: number;
  amountPaise: number;
}

const totalColumns = (what: string): DataColumn<TotalRow>[] => [
  {
    id: 'label',
    header: what,
    cell: ({ row }) => (
      <span className="block max-w-44 truncate text-slate-800" title={row.original.label}>
        {row.original.label}
      </span>
    ),
  },
  { id: 'count', header: 'Payments', cell: ({ row }) => `×${row.original.count}`, meta: { align: 'right', className: 'text-slate-500 tabular-nums' } },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => rupeeLabel(row.original.amountPaise),
    meta: { align: 'right', className: 'font-semibold text-navy-900 tabular-nums' },
  },
];

function TotalsTable({ title, rows }: { title: string; rows: TotalRow[] }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <div className="mt-2">
        <DataTable
          caption={`Paid ${title.toLowerCase()}`}
          columns={totalColumns(title.startsWith('Per day') ? 'Day' : 'Series')}
          data={rows}
          getRowId={(row) => row.key}
          frame="flush"
          density="compact"
          header="hidden"
          // three short columns fit a phone as they are
          stackOnPhone={false}
          empty={<p className="text-sm text-slate-500">Nothing paid.</p>}
        />
      </div>
    </div>
  );
}
