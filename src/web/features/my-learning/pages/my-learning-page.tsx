import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CircleExclamationPoint } from 'lucide-react';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { useMyLearning } from '../api.ts';
import { EnrolledList } from '../components/enrolled-list.tsx';
import { LeftPanel } from '../components/left-panel.tsx';
import { PerformanceReport } from '../components/performance-report.tsx';
import { PANEL_ID, tabFromSearch, tabId, type DashboardTab } from '../tabs.ts';
import { useMetaDescription } from '../use-meta-description.ts';

/** How long the signed-out message stays before the visitor is taken to the test series. */
const SIGNED_OUT_REDIRECT_MS = 2500;

function SignedOut() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/testseries', { replace: true }), SIGNED_OUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <CircleExclamationPoint aria-hidden="true" className="size-8 text-red-600" />
        <h1 className="mt-3 text-lg font-semibold text-red-800">{t('page.signedOut')}</h1>
        <p className="mt-1 text-sm text-red-700">{t('page.redirecting')}</p>
      </div>
    </div>
  );
}

function DashboardContent({ user, tab }: { user: SessionUser; tab: DashboardTab }) {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const learning = useMyLearning(user.id);
  if (learning.isPending) return <LoadingBlock label={t('page.loading')} />;
  if (learning.isError) {
    return (
      <ErrorBlock
        title={t('page.loadError')}
        message={t('page.loadErrorMessage', { message: errorText(learning.error) })}
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
  const { t } = useTranslation('dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams.get('tab'));
  // shares the cache with DashboardContent: one request for both
  const learning = useMyLearning(user.id);

  const changeTab = (next: DashboardTab) => setSearchParams(next === 'enrolled' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead', { name: user.name.split(' ')[0] || user.name })} width="max-w-7xl" />
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
  const { t } = useTranslation('dashboard');
  usePageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    index: false,
  });
  useMetaDescription(t('meta.pageDescription'));
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const session = useSession();

  if (session.status === 'loading') return <LoadingBlock label={t('page.checking')} />;
  if (session.status === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorBlock title={t('page.sessionError')} message={t('page.sessionErrorMessage')} onRetry={session.retry} />
      </div>
    );
  }
  if (session.status === 'signed-out') return <SignedOut />;
  return <Dashboard user={session.user} />;
}
