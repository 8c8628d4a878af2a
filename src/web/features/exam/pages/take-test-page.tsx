import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorPage } from '../../../components/error-panel.tsx';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { hasErrorCode } from '../../../lib/http.ts';
import { checkoutPath, testSeriesDetailPath } from '../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { testQuery, type TestRef } from '../api.ts';
import { InvalidParametersPage, isWellFormedId, NotYoursPage, TestLoadFailure } from '../components/test-failure.tsx';
import { ToastProvider } from '../components/toast.tsx';
import { testResult } from '../result/exam-result.ts';
import { ResultView } from '../result/lazy-result-view.tsx';
import { TestAttempt } from './test-attempt.tsx';
import { PaperExamContext } from '../../../components/paper-exam.ts';

export { INVALID_PARAMETERS } from '../components/test-failure.tsx';

/** /givetest/:userId/:testSeriesId/:testId — the checks of SPEC §5, in its order, then the test. */
export function TakeTestPage() {
  const { t } = useTranslation('exam');
  const { userId, testSeriesId, testId } = useParams();
  const session = useSession();

  if (session.status === 'loading') return <LoadingBlock label={t('loading.test')} />;
  if (session.status === 'error') {
    return <ErrorPage title={t('failure.loadFailedTitle')} message={t('failure.signInCheck')} onRetry={session.retry} retryLabel={t('failure.retry')} />;
  }
  if (session.status === 'signed-out') return <Navigate to="/testseries" replace />;
  // a link cut short or mistyped is the spec's 'Invalid test parameters.', never another learner's link
  if (!isWellFormedId(userId) || !isWellFormedId(testSeriesId) || !isWellFormedId(testId))
    return <InvalidParametersPage testSeriesId={isWellFormedId(testSeriesId) ? testSeriesId : undefined} />;
  if (session.user.id !== userId) return <NotYoursPage />;

  return (
    <ToastProvider>
      <TestScreen user={session.user} testRef={{ userId, testSeriesId, testId }} />
    </ToastProvider>
  );
}

function TestScreen({ user, testRef }: { user: SessionUser; testRef: TestRef }) {
  const { t } = useTranslation('exam');
  const query = useQuery(testQuery(testRef));
  const navigate = useNavigate();
  usePrivatePageTitle(query.data?.test.title ?? 'Take a test');
  const backTo = testSeriesDetailPath(testRef.testSeriesId);

  // data already on screen wins over a failed refetch: a running exam must not vanish
  if (!query.data) {
    if (query.isPending) return <LoadingBlock label={t('loading.test')} />;
    const error = query.error;
    if (hasErrorCode(error, 'not-enrolled')) return <Navigate to={checkoutPath(testRef.userId, testRef.testSeriesId)} replace />;
    // the session changed since the page opened (another tab signed in as someone else)
    if (hasErrorCode(error, 'not-yours')) return <NotYoursPage />;
    // the server checks the ids' form; a malformed one is the spec's 'Invalid test parameters.'
    if (hasErrorCode(error, 'invalid-input')) return <InvalidParametersPage testSeriesId={testRef.testSeriesId} />;
    return <TestLoadFailure error={error} testSeriesId={testRef.testSeriesId} onRetry={() => void query.refetch()} />;
  }

  // the exam the test is set for, for every part of the page that names its sections, types or calculator
  return (
    <PaperExamContext value={query.data.test.profile}>
      {query.data.attempted ? (
        <ResultView result={testResult(query.data)} kind="test" onBack={() => void navigate(backTo)} />
      ) : (
        <TestAttempt user={user} testRef={testRef} data={query.data} backTo={backTo} />
      )}
    </PaperExamContext>
  );
}
