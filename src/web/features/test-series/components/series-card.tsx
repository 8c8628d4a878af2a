import type { SeriesCard as SeriesCardData } from '../../../../shared/api/test-series.ts';
import { truncateWords } from '../../../../shared/pricing.ts';
import { SeriesBanner } from '../../../components/series-banner.tsx';
import type { EnrolAction } from '../enrol.ts';
import { EnrolButton } from './enrol-button.tsx';
import { SeriesPrice } from './series-price.tsx';
import { SeriesStats } from './series-stats.tsx';

/** SPEC §2: image, title, the description cut to 20 words, price and discount, and the enrol button. */
export function SeriesCard({
  series,
  action,
  ready,
  onEnrol,
  onReadMore,
}: {
  series: SeriesCardData;
  action: EnrolAction;
  ready: boolean;
  onEnrol: (action: EnrolAction) => void;
  onReadMore: () => void;
}) {
  const titleId = `series-${series.testSeriesId}`;
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg hover:ring-slate-300"
    >
      <div className="relative aspect-[16/9] overflow-hidden">
        <SeriesBanner src={series.image} className="size-full transition duration-300 group-hover:scale-[1.02] motion-reduce:transition-none" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {series.exam} <span aria-hidden="true">·</span> {series.year}
        </p>
        <h3 id={titleId} className="mt-1.5 text-lg leading-snug font-semibold text-navy-900">
          {series.title}
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          {truncateWords(series.description, 20)}{' '}
          <button
            type="button"
            onClick={onReadMore}
            className="rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-700"
          >
            Read more<span className="sr-only"> about {series.title}</span>
          </button>
        </p>
        <div className="mt-4 mb-5">
          <SeriesStats series={series} />
        </div>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <SeriesPrice price={series} />
          <EnrolButton action={action} ready={ready} onRun={onEnrol} />
        </div>
      </div>
    </article>
  );
}
