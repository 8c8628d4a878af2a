import { useNavigate } from 'react-router';
import { LocalizedLink as Link, useLocalePath } from '../../../i18n/locale-path.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { SeriesCard } from '../../../components/series-card.tsx';
import { routePatterns, testSeriesDetailPath } from '../../../lib/paths.ts';
import { seriesListQuery } from '../../../lib/series-list.ts';
import { useLanguage, useTranslation } from '../../../i18n/index.ts';
import { seriesText } from '../../../i18n/content-language.ts';

const FEATURED = 3;

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 motion-reduce:animate-none">
      <div className="aspect-[16/9] bg-slate-200" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-3 w-24 rounded bg-slate-200" />
        <div className="h-5 w-4/5 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-100" />
        <div className="h-3 w-2/3 rounded bg-slate-100" />
      </div>
    </div>
  );
}

/** A few of the published test series (newest first), each a link to its page, and the way to all of them. */
export function FeaturedSeries() {
  const query = useQuery(seriesListQuery);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { t } = useTranslation('landing');
  const { language } = useLanguage();
  // a bonus on this page: when the list cannot be had, the section steps aside rather than show an error
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  const featured = query.data?.slice(0, FEATURED);

  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('featured.eyebrow')}</p>
          <h2 id="featured-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {t('featured.title')}
          </h2>
          <p className="mt-3 text-base leading-relaxed text-slate-600">{t('featured.body')}</p>
        </div>
        {query.data ? (
          <Link to={routePatterns.testSeries} className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
            {t('featured.seeAll', { count: query.data.length })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featured
          ? featured.map((series, index) => (
              // two on a phone or a tablet, three on a wide screen: never one left alone on a row
              <div key={series.testSeriesId} className={index >= 2 ? 'hidden lg:grid' : 'grid'}>
                <SeriesCard
                  series={series}
                  href={testSeriesDetailPath(series.testSeriesId)}
                  // the whole description is on the series' own page
                  onReadMore={() => navigate(localePath(testSeriesDetailPath(series.testSeriesId)))}
                  action={
                    <Link to={testSeriesDetailPath(series.testSeriesId)} className={buttonClasses('primary', 'sm')}>
                      {t('featured.view')}
                      <span className="sr-only">: {seriesText(series, language).title.text}</span>
                    </Link>
                  }
                />
              </div>
            ))
          : Array.from({ length: 2 }, (_, index) => <CardSkeleton key={index} />)}
      </div>
    </section>
  );
}
