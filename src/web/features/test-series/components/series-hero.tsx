import type { ReactNode } from 'react';
import { LocalizedLink as Link } from '../../../i18n/locale-path.tsx';
import { ArrowLeft } from 'lucide-react';
import type { SeriesCard } from '../../../../shared/api/test-series.ts';
import { Markdown } from '../../../components/markdown.tsx';
import { SeriesBanner } from '../../../components/series-banner.tsx';
import { SeriesStats } from '../../../components/series-stats.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSeriesText } from '../../../i18n/content-language.ts';

/**
 * The top of the detail page: banner, title, the whole description and the series' numbers, with
 * an enrolled learner's progress or, for everyone else, the way in (`action`).
 */
export function SeriesHero({
  series,
  progress = null,
  action = null,
}: {
  series: SeriesCard;
  progress?: { attempted: number; total: number } | null;
  action?: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const { title, description } = useSeriesText(series);
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
        <Link to="/testseries" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('detail.allSeries')}
        </Link>
        <div className="mt-5 grid items-start gap-6 md:grid-cols-[18rem_1fr] lg:grid-cols-[22rem_1fr] lg:gap-10">
          <SeriesBanner src={series.image} className="aspect-[16/9] w-full rounded-2xl shadow-md ring-1 ring-slate-900/10" />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {series.exam} <span aria-hidden="true">·</span> {series.year}
            </p>
            <h1 lang={title.lang} className="mt-1.5 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
              {title.text}
            </h1>
            {/* Markdown with formulas, as the admins write it and the server renders it for a crawler */}
            <div lang={description.lang}>
              <Markdown className="mt-3 max-w-3xl text-[0.9375rem] leading-relaxed text-slate-600">{description.text}</Markdown>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
              <SeriesStats series={series} />
              {progress && progress.total > 0 ? (
                <div className="flex min-w-48 items-center gap-3">
                  <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                    <div className="h-full rounded-full bg-emerald-500" style={{ width: `${(progress.attempted / progress.total) * 100}%` }} />
                  </div>
                  <span className="text-sm font-medium text-slate-600 tabular-nums">
                    {t('detail.progress', { attempted: progress.attempted, total: progress.total })}
                  </span>
                </div>
              ) : null}
            </div>
            {action ? <div className="mt-6">{action}</div> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
