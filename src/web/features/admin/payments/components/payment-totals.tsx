import type { PaymentsList } from '../../../../../shared/api/admin-payments.ts';
import { rupeeLabel } from '../../../../../shared/pricing.ts';
import { formatCount } from '../../ui/format.ts';
import { formatDay } from '../../people/format.ts';

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

function TotalsTable({ title, rows }: { title: string; rows: { key: string; label: string; count: number; amountPaise: number }[] }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Nothing paid.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Paid {title.toLowerCase()}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{title.startsWith('Per day') ? 'Day' : 'Series'}</th>
              <th scope="col">Payments</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="max-w-44 truncate py-1.5 pr-2 text-slate-800" title={row.label}>
                  {row.label}
                </td>
                <td className="py-1.5 pr-2 text-right text-slate-500 tabular-nums">×{row.count}</td>
                <td className="py-1.5 text-right font-semibold text-navy-900 tabular-nums">{rupeeLabel(row.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
