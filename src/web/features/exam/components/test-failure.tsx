// Why a test cannot be shown, in the spec's words where it has them (SPEC §5, §8 'Take a test'),
// and where the learner can go from there.
import { useLocation } from 'react-router';
import { NOT_YOURS_MESSAGE } from '../../../../shared/api/error-codes.ts';
import { canRetry, ErrorPage } from '../../../components/error-panel.tsx';
import { errorActions } from '../../../lib/error-actions.ts';
import { hasErrorCode } from '../../../lib/http.ts';

export const INVALID_PARAMETERS = 'Invalid test parameters.';
export const TEST_NOT_FOUND = 'Test not found.';
export const TEST_LOAD_FAILED = 'The test could not be loaded';

/** The path names another learner (or the session changed in another tab): sign in as the right one. */
export function NotYoursPage() {
  const { pathname } = useLocation();
  return (
    <ErrorPage
      title={NOT_YOURS_MESSAGE}
      message="This test link was made for another account. Sign in with the account it belongs to, or open the test from your own test series."
      actions={[errorActions.signInAgain(pathname), errorActions.contactSupport()]}
    />
  );
}

/** A test or series id that is missing or malformed. */
export function InvalidParametersPage({ testSeriesId }: { testSeriesId?: string }) {
  return (
    <ErrorPage
      title={INVALID_PARAMETERS}
      message="The link to this test is incomplete or mistyped. Open the test from its test series."
      actions={testSeriesId ? [errorActions.series(testSeriesId), errorActions.catalogue()] : [errorActions.catalogue()]}
    />
  );
}

/**
 * Any other failure to read the test: an unknown test leads to its series and the catalogue; a
 * failure a retry can fix offers Retry (SPEC §2's word for the exam page's button).
 */
export function TestLoadFailure({ error, testSeriesId, onRetry }: { error: unknown; testSeriesId: string; onRetry: () => void }) {
  const ways = [errorActions.series(testSeriesId), errorActions.catalogue()];
  if (hasErrorCode(error, 'not-found')) {
    return <ErrorPage title={TEST_NOT_FOUND} message="This test is not in the series, or it is no longer published." actions={ways} />;
  }
  const message = error instanceof Error ? error.message : 'Please try again.';
  return <ErrorPage title={TEST_LOAD_FAILED} message={message} onRetry={canRetry(error) ? onRetry : undefined} retryLabel="Retry" actions={ways} />;
}
