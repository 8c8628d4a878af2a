import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { SeriesOverview } from '../../../../shared/api/test-series.ts';
import { AdSlot } from '../../../components/ad-slot.tsx';
import { ContentDisclaimer } from '../../../components/content-disclaimer.tsx';
import { canRetry, ErrorPage } from '../../../components/error-panel.tsx';
import { EmptyBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { SeriesPrice } from '../../../components/series-price.tsx';
import { errorActions } from '../../../lib/error-actions.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { hasErrorCode } from '../../../lib/http.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { checkoutPath } from '../../../lib/paths.ts';
import { prefetchSession, type Prefetch } from '../../../lib/route-data.ts';
import { useSession } from '../../../lib/session.ts';
import { seriesDetailQuery, seriesOverviewQuery, useSeriesDetail, useSeriesOverview } from '../api.ts';
import { EnrolButton } from '../components/enrol-button.tsx';
import { HowTestsWork } from '../components/how-tests-work.tsx';
import { RatingWidget } from '../components/rating-widget.tsx';
import { SeriesHero } from '../components/series-hero.tsx';
import { familyOf, TestList, TestOutlineList } from '../components/test-list.tsx';
import { seriesPageMeta } from '../structured-data.ts';
import { useEnrol } from '../use-enrol.ts';
import { useLanguage, useTranslation } from '../../../i18n/index.ts';
import { seriesInLanguage } from '../../../i18n/content-language.ts';

/** The English of catalogue:detail.notFound, as tests read it. */
export const SERIES_NOT_FOUND = 'Test series not found.';
export const NO_TESTS = 'No tests available in this test series.';

function NotFound() {
  const { t } = useTranslation('catalogue');
  return <ErrorPage title={t('detail.notFound')} message={t('detail.notFoundBody')} actions={[errorActions.catalogue()]} />;
}

function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  const errorText = useErrorText();
  return (
    <ErrorPage
      title={t('grid.failed')}
      message={t('grid.failedReason', { reason: errorText(error) })}
      onRetry={canRetry(error) ? onRetry : undefined}
      actions={[errorActions.catalogue()]}
    />
  );
}

// a malformed id names no series either
const namesNoSeries = (error: unknown) => hasErrorCode(error, 'not-found') || hasErrorCode(error, 'invalid-input');

function SeriesLayout({ hero, tests, aside }: { hero: ReactNode; tests: ReactNode; aside: ReactNode }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {hero}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <section aria-labelledby="tests-title">
          <h2 id="tests-title" className="text-2xl font-bold tracking-tight text-navy-900">
            {t('detail.testsTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('detail.testsIntro')}</p>
          <div className="mt-6">{tests}</div>
        </section>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start">{aside}</aside>
      </div>
      <AdSlot placement="series" className="mb-10" />
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <ContentDisclaimer />
      </div>
    </>
  );
}

const noTests = <EmptyBlock title={NO_TESTS}>New tests are being added. Check back soon.</EmptyBlock>;

/** The series as a visitor or a search engine sees it: what it holds and the way in ('Sign In to Enroll'). */
function PublicSeriesDetail({ testSeriesId }: { testSeriesId: string }) {
  const { t } = useTranslation('catalogue');
  const overview = useSeriesOverview(testSeriesId);
  const enrol = useEnrol();
  const { language } = useLanguage();
  usePageMeta(
    overview.data
      ? // the page's title and search data in the page's language, as its heading
        seriesPageMeta(seriesInLanguage(overview.data, language))
      : { title: overview.isError ? t('detail.notFound') : t('detail.seriesTitle'), description: t('detail.seriesDescription'), index: false },
  );

  if (overview.isPending) return <LoadingBlock label={t('detail.loading')} />;
  if (overview.isError) {
    if (namesNoSeries(overview.error)) return <NotFound />;
    return <LoadFailed error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  const series: SeriesOverview = overview.data;
  const action = (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <SeriesPrice price={series} size="lg" />
      <EnrolButton action={enrol.actionFor(series.testSeriesId)} ready={enrol.ready} onRun={enrol.run} size="lg" />
    </div>
  );
  return (
    <SeriesLayout
      hero={<SeriesHero series={series} action={action} />}
      tests={series.tests.length === 0 ? noTests : <TestOutlineList tests={series.tests} family={familyOf(series.exams)} />}
      aside={<HowTestsWork exams={series.exams} />}
    />
  );
}

/** An enrolled learner's series: every test with whether it was attempted, and their rating. */
function EnrolledSeriesDetail({ testSeriesId, userId }: { testSeriesId: string; userId: string }) {
  const { t } = useTranslation('catalogue');
  const detail = useSeriesDetail(testSeriesId, userId);
  const { language } = useLanguage();
  usePageMeta({
    title: detail.data ? seriesInLanguage(detail.data, language).title : t('detail.seriesTitle'),
    description: t('detail.yourTests'),
    index: false,
  });

  if (detail.isPending) return <LoadingBlock label={t('detail.loading')} />;
  if (detail.isError) {
    if (hasErrorCode(detail.error, 'not-enrolled')) return <Navigate to={checkoutPath(userId, testSeriesId)} replace />;
    if (namesNoSeries(detail.error)) return <NotFound />;
    return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const series = detail.data;
  const attempted = series.tests.filter((test) => test.attempted).length;
  return (
    <SeriesLayout
      hero={<SeriesHero series={series} progress={{ attempted, total: series.tests.length }} />}
      tests={
        series.tests.length === 0 ? (
          noTests
        ) : (
          <TestList tests={series.tests} family={familyOf(series.exams)} userId={userId} testSeriesId={series.testSeriesId} />
        )
      }
      aside={
        <>
          <RatingWidget testSeriesId={series.testSeriesId} userId={userId} rating={series.rating} />
          <HowTestsWork exams={series.exams} />
        </>
      }
    />
  );
}

/** A signed-in learner's series with their tests; anyone else's the public outline. */
export const prefetch: Prefetch = async ({ queryClient, params }) => {
  const testSeriesId = params.testSeriesId ?? '';
  const user = await prefetchSession(queryClient);
  if (user) await queryClient.prefetchQuery(seriesDetailQuery(testSeriesId, user.id));
  else await queryClient.prefetchQuery(seriesOverviewQuery(testSeriesId));
};

/**
 * SPEC §5 asks a session and an enrolment: a learner who is not enrolled goes on to checkout. A
 * visitor who is signed out sees the series and its tests with 'Sign In to Enroll' instead of being
 * sent away, so that search engines and shared links show what the series holds (decision 016).
 */
export function TestSeriesDetailPage() {
  const { t } = useTranslation('catalogue');
  const { testSeriesId = '' } = useParams();
  const session = useSession();
  if (session.status === 'loading') return <LoadingBlock label={t('detail.loading')} />;
  if (session.status === 'signed-in') return <EnrolledSeriesDetail testSeriesId={testSeriesId} userId={session.user.id} />;
  return <PublicSeriesDetail testSeriesId={testSeriesId} />;
}
