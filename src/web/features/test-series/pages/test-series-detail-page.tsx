import { Link, Navigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { ContentDisclaimer } from '../../../components/content-disclaimer.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { hasErrorCode } from '../../../lib/http.ts';
import { checkoutPath } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useSeriesDetail } from '../api.ts';
import { RatingWidget } from '../components/rating-widget.tsx';
import { SeriesHero } from '../components/series-hero.tsx';
import { TestList } from '../components/test-list.tsx';
import { HowTestsWork } from '../components/how-tests-work.tsx';

export const SERIES_NOT_FOUND = 'Test series not found.';
export const NO_TESTS = 'No tests available in this test series.';

function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ErrorBlock title={SERIES_NOT_FOUND} message="It may have been removed, or the link is mistyped." />
      <div className="mt-6 text-center">
        <Link to="/testseries" className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All test series
        </Link>
      </div>
    </div>
  );
}

/** SPEC §5: a session is required (else /testseries) and so is enrolment (else checkout). */
export function TestSeriesDetailPage() {
  const { testSeriesId = '' } = useParams();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const detail = useSeriesDetail(testSeriesId, userId);
  usePageTitle(detail.data?.title ?? 'Test series');

  if (session.status === 'loading') return <LoadingBlock label="Loading test series…" />;
  if (!userId) return <Navigate to="/testseries" replace />;
  if (detail.isPending) return <LoadingBlock label="Loading test series…" />;
  if (detail.isError) {
    if (hasErrorCode(detail.error, 'not-enrolled')) return <Navigate to={checkoutPath(userId, testSeriesId)} replace />;
    // a malformed id names no series either
    if (hasErrorCode(detail.error, 'not-found') || hasErrorCode(detail.error, 'invalid-input')) return <NotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorBlock
          title="Failed to fetch test series."
          message={`Error fetching test series: ${detail.error.message}`}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  }

  const series = detail.data;
  return (
    <>
      <SeriesHero series={series} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <section aria-labelledby="tests-title">
          <h2 id="tests-title" className="text-2xl font-bold tracking-tight text-navy-900">
            Tests in this series
          </h2>
          <p className="mt-1 text-sm text-slate-600">Each test can be attempted once. Solutions and analytics open as soon as you submit.</p>
          <div className="mt-6">
            {series.tests.length === 0 ? (
              <EmptyBlock title={NO_TESTS}>New tests are being added. Check back soon.</EmptyBlock>
            ) : (
              <TestList tests={series.tests} userId={userId} testSeriesId={series.testSeriesId} />
            )}
          </div>
        </section>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
          <RatingWidget testSeriesId={series.testSeriesId} userId={userId} rating={series.rating} />
          <HowTestsWork />
        </aside>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <ContentDisclaimer />
      </div>
    </>
  );
}
