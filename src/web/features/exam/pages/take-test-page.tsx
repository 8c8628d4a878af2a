import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { NOT_YOURS_MESSAGE } from '../../../../shared/api/error-codes.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { hasErrorCode } from '../../../lib/http.ts';
import { checkoutPath, testSeriesDetailPath } from '../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../lib/page-meta.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { testQuery, type TestRef } from '../api.ts';
import { ToastProvider } from '../components/toast.tsx';
import { testResult } from '../result/exam-result.ts';
import { ResultView } from '../result/lazy-result-view.tsx';
import { TestAttempt } from './test-attempt.tsx';

export const INVALID_PARAMETERS = 'Invalid test parameters.';

/** SPEC §2: the error stage offers Retry. */
function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16">
      <ErrorBlock title="The test could not be loaded" message={message} />
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" />
        Retry
      </Button>
    </div>
  );
}

function Message({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ErrorBlock title={text} />
    </div>
  );
}

/** /givetest/:userId/:testSeriesId/:testId — the checks of SPEC §5, in its order, then the test. */
export function TakeTestPage() {
  const { userId, testSeriesId, testId } = useParams();
  const session = useSession();

  if (session.status === 'loading') return <LoadingBlock label="Loading your test…" />;
  if (session.status === 'error') {
    return <LoadError message="We could not check your sign-in." onRetry={session.retry} />;
  }
  if (session.status === 'signed-out') return <Navigate to="/testseries" replace />;
  if (session.user.id !== userId) return <Message text={NOT_YOURS_MESSAGE} />;
  if (!testSeriesId || !testId) return <Message text={INVALID_PARAMETERS} />;

  return (
    <ToastProvider>
      <TestScreen user={session.user} testRef={{ userId, testSeriesId, testId }} />
    </ToastProvider>
  );
}

function TestScreen({ user, testRef }: { user: SessionUser; testRef: TestRef }) {
  const query = useQuery(testQuery(testRef));
  const navigate = useNavigate();
  usePrivatePageTitle(query.data?.test.title ?? 'Take a test');
  const backTo = testSeriesDetailPath(testRef.testSeriesId);

  // data already on screen wins over a failed refetch: a running exam must not vanish
  if (!query.data) {
    if (query.isPending) return <LoadingBlock label="Loading your test…" />;
    const error = query.error;
    if (hasErrorCode(error, 'not-enrolled')) return <Navigate to={checkoutPath(testRef.userId, testRef.testSeriesId)} replace />;
    // the session changed since the page opened (another tab signed in as someone else)
    if (hasErrorCode(error, 'not-yours')) return <Message text={NOT_YOURS_MESSAGE} />;
    // the server checks the ids' form; a malformed one is the spec's 'Invalid test parameters.'
    if (hasErrorCode(error, 'invalid-input')) return <Message text={INVALID_PARAMETERS} />;
    return <LoadError message={error instanceof Error ? error.message : 'Please try again.'} onRetry={() => void query.refetch()} />;
  }

  if (query.data.attempted) return <ResultView result={testResult(query.data)} kind="test" onBack={() => void navigate(backTo)} />;
  return <TestAttempt user={user} testRef={testRef} data={query.data} backTo={backTo} />;
}
