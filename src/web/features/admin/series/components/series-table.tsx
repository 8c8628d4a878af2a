import { Link } from 'react-router';
import type { AdminSeries } from '../../../../../shared/api/admin-content.ts';
import { rupeeLabel } from '../../../../../shared/pricing.ts';
import { SeriesBanner } from '../../../../components/series-banner.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { StatusPill } from '../../ui/status-pill.tsx';
import { LanguagesBadge } from '../../ui/languages-badge.tsx';

/** '₹1,299.00 → ₹779.40' with the discount, or just the price when there is none; 'FREE' as the card says it. */
export function PriceCell({ series }: { series: AdminSeries }) {
  const { card } = series;
  const discounted = card.discountPercent > 0 && card.pricePaise > 0;
  return (
    <span className="inline-flex flex-col items-end tabular-nums">
      <span className="flex items-baseline gap-1.5 whitespace-nowrap">
        {discounted ? (
          <>
            <span className="text-slate-500 line-through" aria-label={`Price ${rupeeLabel(card.pricePaise)}`}>
              {rupeeLabel(card.pricePaise)}
            </span>
            <span aria-hidden="true" className="text-slate-400">
              →
            </span>
          </>
        ) : null}
        <span className={card.finalPricePaise === 0 ? 'font-semibold text-emerald-700' : 'font-semibold text-navy-900'}>
          {discounted ? <span className="sr-only">final price </span> : null}
          {card.finalPriceLabel}
        </span>
      </span>
      {discounted ? <span className="text-xs text-amber-800">{card.discountPercent}% off</span> : null}
    </span>
  );
}

function Thumb({ series }: { series: AdminSeries }) {
  return <SeriesBanner src={series.image} className="aspect-[16/9] w-16 shrink-0 self-start rounded-md ring-1 ring-slate-200 md:w-20" />;
}

const columns: DataColumn<AdminSeries>[] = [
  {
    id: 'series',
    header: 'Series',
    cell: ({ row }) => (
      <div className="flex items-center gap-3">
        <Thumb series={row.original} />
        <Link to={adminPaths.series(row.original.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
          {row.original.title}
        </Link>
        {row.original.hindi ? <LanguagesBadge /> : null}
      </div>
    ),
    meta: { phone: 'title' },
  },
  { id: 'exam', header: 'Exam', cell: ({ row }) => row.original.exam, meta: { className: 'whitespace-nowrap text-slate-700' } },
  { id: 'year', header: 'Year', cell: ({ row }) => row.original.year, meta: { align: 'right', className: 'text-slate-700 tabular-nums' } },
  { id: 'price', header: 'Price', cell: ({ row }) => <PriceCell series={row.original} />, meta: { align: 'right' } },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusPill status={row.original.status} /> },
];

/** Every series, each opening its page; a card per series on a phone. */
export function SeriesTable({ series }: { series: readonly AdminSeries[] }) {
  return <DataTable caption="Test series" columns={columns} data={series} getRowId={(item) => item.id} verticalAlign="middle" />;
}
