import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CircleExclamationPoint } from 'lucide-react';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { useMyLearning } from '../api.ts';
import { EnrolledList } from '../components/enrolled-list.tsx';
import { LeftPanel } from '../components/left-panel.tsx';
import { PerformanceReport } from '../components/performance-report.tsx';
import { PANEL_ID, tabFromSearch, tabId, type DashboardTab } from '../tabs.ts';
import { useMetaDescription } from '../use-meta-description.ts';

const DESCRIPTION =
  'Your Prepverse dashboard: the GATE and UGC NET test series you are enrolled in, their receipts, and a performance report with scores, accuracy, trends, strengths and areas to improve.';

/** How long the signed-out message stays before the visitor is taken to the test series. */
const SIGNED_OUT_REDIRECT_MS = 2500;

function SignedOut() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/testseries', { replace: true }), SIGNED_OUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <CircleExclamationPoint aria-hidden="true" className="size-8 text-red-600" />
        <h1 className="mt-3 text-lg font-semibold text-red-800">Please log in to view your dashboard.</h1>
        <p className="mt-1 text-sm text-red-700">Taking you to the test series…</p>
      </div>
    </div>
  );
}

function DashboardContent({ user, tab }: { user: SessionUser; tab: DashboardTab }) {
  const learning = useMyLearning(user.id);
  if (learning.isPending) return <LoadingBlock label="Loading your dashboard…" />;
  if (learning.isError) {
    return (
      <ErrorBlock
        title="We could not load your dashboard"
        message={`Error fetching user data: ${learning.error.message}`}
        onRetry={() => void learning.refetch()}
      />
    );
  }
  return tab === 'enrolled' ? (
    <EnrolledList series={learning.data.enrolledTestSeries} userId={user.id} />
  ) : (
    <PerformanceReport report={learning.data.performanceReport} userId={user.id} />
  );
}

function Dashboard({ user }: { user: SessionUser }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams.get('tab'));
  // shares the cache with DashboardContent: one request for both
  const learning = useMyLearning(user.id);

  const changeTab = (next: DashboardTab) => setSearchParams(next === 'enrolled' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="My Learning"
        lead={`Welcome back, ${user.name.split(' ')[0] || user.name}. Your test series and how you are doing, in one place.`}
        width="max-w-7xl"
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:items-start lg:gap-8 lg:px-8 lg:py-10">
        <LeftPanel
          user={user}
          enrolledCount={learning.data ? learning.data.enrolledTestSeries.length : learning.isPending ? 'loading' : null}
          tab={tab}
          onTabChange={changeTab}
        />
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="min-w-0">
          <DashboardContent user={user} tab={tab} />
        </div>
      </div>
    </>
  );
}

export function MyLearningPage() {
  usePageMeta({
    title: 'My Learning',
    description: 'Your enrolled Prepverse test series, receipts and performance report: scores, accuracy and trends across every test you have taken.',
    index: false,
  });
  useMetaDescription(DESCRIPTION);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const session = useSession();

  if (session.status === 'loading') return <LoadingBlock label="Checking your session…" />;
  if (session.status === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorBlock title="We could not check your session" message="Error fetching user data: the server did not answer." onRetry={session.retry} />
      </div>
    );
  }
  if (session.status === 'signed-out') return <SignedOut />;
  return <Dashboard user={session.user} />;
}
