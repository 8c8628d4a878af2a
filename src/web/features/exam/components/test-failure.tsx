// Why a test cannot be shown, in the spec's words where it has them (SPEC §5, §8 'Take a test'),
// and where the learner can go from there.
import { useLocation } from 'react-router';
import { NOT_YOURS_MESSAGE } from '../../../../shared/api/error-codes.ts';
import { canRetry, ErrorPage } from '../../../components/error-panel.tsx';
import { errorActions } from '../../../lib/error-actions.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { hasErrorCode } from '../../../lib/http.ts';

export const INVALID_PARAMETERS = 'Invalid test parameters.';

/** Every learner, series and test id is a UUID: anything else in a link is a mistyped or cut-short one. */
export const isWellFormedId = (id: string | undefined): id is string =>
  id !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
export const TEST_NOT_FOUND = 'Test not found.';
export const TEST_LOAD_FAILED = 'The test could not be loaded';

/** The path names another learner (or the session changed in another tab): sign in as the right one. */
export function NotYoursPage() {
  const { t, i18n } = useTranslation('exam');
  const { pathname } = useLocation();
  return (
    <ErrorPage
      // SPEC §5's words, as they are, in English
      title={i18n.language === 'en' ? NOT_YOURS_MESSAGE : t('failure.notYoursTitle')}
      message={t('failure.notYours')}
      actions={[errorActions.myLearning(), errorActions.signInAgain(pathname), errorActions.contactSupport()]}
    />
  );
}

/** A test or series id that is missing or malformed. */
export function InvalidParametersPage({ testSeriesId }: { testSeriesId?: string }) {
  const { t } = useTranslation('exam');
  return (
    <ErrorPage
      title={t('failure.invalidTitle')}
      message={t('failure.invalid')}
      actions={testSeriesId ? [errorActions.series(testSeriesId), errorActions.catalogue()] : [errorActions.catalogue()]}
    />
  );
}

/**
 * Any other failure to read the test: an unknown test leads to its series and the catalogue; a
 * failure a retry can fix offers Retry (SPEC §2's word for the exam page's button).
 */
export function TestLoadFailure({ error, testSeriesId, onRetry }: { error: unknown; testSeriesId: string; onRetry: () => void }) {
  const { t } = useTranslation('exam');
  const errorText = useErrorText();
  const ways = [errorActions.series(testSeriesId), errorActions.catalogue()];
  if (hasErrorCode(error, 'not-found')) {
    return <ErrorPage title={t('failure.notFoundTitle')} message={t('failure.notFound')} actions={ways} />;
  }
  const message = error instanceof Error ? errorText(error) : t('failure.tryAgain');
  return (
    <ErrorPage
      title={t('failure.loadFailedTitle')}
      message={message}
      onRetry={canRetry(error) ? onRetry : undefined}
      retryLabel={t('failure.retry')}
      actions={ways}
    />
  );
}
