import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { hydrateLater } from '../../../lib/hydrate-later.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { prefetchSession, type Prefetch } from '../../../lib/route-data.ts';
import { enrolledSeriesIdsQuery, seriesListQuery } from '../../../lib/series-list.ts';
import { examOptions, filterSeries, filtersFromSearch, searchFromFilters, type SeriesFilters as Filters } from '../filters.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SeriesFilters } from '../components/series-filters.tsx';

// the parts that only show and link: drawn by the server with the rest, their code comes after the listing's
const AnnouncementBanner = hydrateLater(() => import('../components/announcement-banner.tsx').then((module) => module.AnnouncementBanner));
const ListingEnd = hydrateLater(() => import('../components/listing-end.tsx').then((module) => module.ListingEnd));
// the cards and the enrol flow: drawn by the server with the rest, taken over right after the header
// and the filters, so the first JavaScript holds neither (the first page's budget, decision 046); the
// search box is taken over first, so nothing typed into it is lost
const SeriesResults = hydrateLater(() => import('../components/series-results.tsx').then((module) => module.SeriesResults));

/** Every series, and which of them a signed-in learner is enrolled in (useEnrol). */
export const prefetch: Prefetch = async ({ queryClient }) => {
  const user = await prefetchSession(queryClient);
  await Promise.all([queryClient.prefetchQuery(seriesListQuery), user ? queryClient.prefetchQuery(enrolledSeriesIdsQuery(user.id)) : null]);
};

export function TestSeriesPage() {
  const { t } = useTranslation('catalogue');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const promises = [t('header.solutions'), t('header.once'), t('header.noHidden')];
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const list = useQuery(seriesListQuery);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const exams = useMemo(() => examOptions(all), [all]);
  const { search, exam } = filters;
  const shown = useMemo(() => filterSeries(all, { search, exam }), [all, search, exam]);

  // replace, not push: every keystroke is not a page the back button should step through
  const setFilters = (next: Filters) => setSearchParams(searchFromFilters(next), { replace: true, preventScrollReset: true });

  return (
    <>
      <AnnouncementBanner />
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} lead={t('header.lead')} width="max-w-7xl">
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          {promises.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
              {promise}
            </li>
          ))}
        </ul>
      </PageHeader>

      <section aria-labelledby="all-series-title" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <h2 id="all-series-title" className="sr-only">
          {t('allSeries')}
        </h2>
        <SeriesFilters filters={filters} exams={exams} onChange={setFilters} shown={shown.length} total={list.isSuccess ? all.length : null} />
        <SeriesResults />
      </section>

      <ListingEnd />
    </>
  );
}
