import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { hydrateLater } from '../../../lib/hydrate-later.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { prefetchSession, type Prefetch } from '../../../lib/route-data.ts';
import { seriesListQuery } from '../../../lib/series-list.ts';
import { enrolledSeriesIdsQuery, useSeriesList } from '../api.ts';
import { examOptions, filterSeries, filtersFromSearch, searchFromFilters, type SeriesFilters as Filters } from '../filters.ts';
import { useEnrol } from '../use-enrol.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { SeriesFilters } from '../components/series-filters.tsx';
import { SeriesGrid } from '../components/series-grid.tsx';

// the parts that only show and link: drawn by the server with the rest, their code comes after the listing's
const AnnouncementBanner = hydrateLater(() => import('../components/announcement-banner.tsx').then((module) => module.AnnouncementBanner));
const ListingEnd = hydrateLater(() => import('../components/listing-end.tsx').then((module) => module.ListingEnd));

// the dialog's widgets (Radix) load on the first Read more, not with the listing
const ReadMoreDialog = lazy(() => import('../components/read-more-dialog.tsx').then((m) => ({ default: m.ReadMoreDialog })));

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
  const list = useSeriesList();
  const enrol = useEnrol();
  const [readMoreId, setReadMoreId] = useState<string | null>(null);
  // kept mounted after the first opening, so closing still hands focus back to the card
  const [readMoreUsed, setReadMoreUsed] = useState(false);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const exams = useMemo(() => examOptions(all), [all]);
  // the server sends the newest first, which is the reverse order SPEC §2 asks for
  const { search, exam } = filters;
  const shown = useMemo(() => filterSeries(all, { search, exam }), [all, search, exam]);
  const readMore = all.find((series) => series.testSeriesId === readMoreId) ?? null;

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
        {enrol.enrolmentError ? (
          <p role="alert" className="mt-4 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {enrol.enrolmentError}
          </p>
        ) : null}
        <div className="mt-6">
          <SeriesGrid
            state={
              list.isPending
                ? { status: 'pending' }
                : list.isError
                  ? { status: 'error', reason: list.error.message, retry: () => void list.refetch() }
                  : { status: 'success', all, shown }
            }
            actionFor={enrol.actionFor}
            ready={enrol.ready}
            onEnrol={enrol.run}
            onReadMore={(id) => {
              setReadMoreUsed(true);
              setReadMoreId(id);
            }}
            onClearFilters={() => setFilters({ search: '', exam: '' })}
          />
        </div>
      </section>

      <ListingEnd />

      {readMoreUsed ? (
        <Suspense fallback={null}>
          <ReadMoreDialog
            series={readMore}
            action={readMore ? enrol.actionFor(readMore.testSeriesId) : null}
            ready={enrol.ready}
            onEnrol={(action) => {
              setReadMoreId(null);
              enrol.run(action);
            }}
            onClose={() => setReadMoreId(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
