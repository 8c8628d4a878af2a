import { Link } from 'react-router';
import type { AdminSeries } from '../../../../../shared/api/admin-content.ts';
import { rupeeLabel } from '../../../../../shared/pricing.ts';
import { SeriesBanner } from '../../../../components/series-banner.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { StatusPill } from '../../ui/status-pill.tsx';

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

function Thumb({ series, className }: { series: AdminSeries; className?: string }) {
  return <SeriesBanner src={series.image} className={`aspect-[16/9] shrink-0 self-start rounded-md ring-1 ring-slate-200 ${className ?? 'w-20'}`} />;
}

/** Every series as a table on a desktop or tablet, as a list of rows on a phone. */
export function SeriesTable({ series }: { series: readonly AdminSeries[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Test series</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2.5 pr-3 pl-4 font-semibold">
                Series
              </th>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                Exam
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                Year
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                Price
              </th>
              <th scope="col" className="py-2.5 pr-4 pl-3 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {series.map((item) => (
              <tr key={item.id} className="hover:bg-slate-50">
                <td className="py-3 pr-3 pl-4">
                  <div className="flex items-center gap-3">
                    <Thumb series={item} />
                    <Link to={adminPaths.series(item.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
                      {item.title}
                    </Link>
                  </div>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{item.exam}</td>
                <td className="px-3 py-3 text-right text-slate-700 tabular-nums">{item.year}</td>
                <td className="px-3 py-3 text-right">
                  <PriceCell series={item} />
                </td>
                <td className="py-3 pr-4 pl-3">
                  <StatusPill status={item.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {series.map((item) => (
          <li key={item.id} className="flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <Thumb series={item} className="w-16" />
            <div className="min-w-0 flex-1">
              <Link to={adminPaths.series(item.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
                {item.title}
              </Link>
              <p className="mt-0.5 text-xs text-slate-600">
                {item.exam} · {item.year}
              </p>
              <div className="mt-2 flex flex-wrap items-end justify-between gap-2">
                <StatusPill status={item.status} />
                <PriceCell series={item} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
