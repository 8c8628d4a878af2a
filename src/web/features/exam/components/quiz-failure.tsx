import { canRetry, ErrorPanel } from '../../../components/error-panel.tsx';
import { hasErrorCode, isApiError } from '../../../lib/http.ts';
import type { TFunction } from '../../../i18n/messages.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { errorActions } from '../../../lib/error-actions.ts';
import { useErrorText } from '../../../lib/error-text.ts';

/** SPEC §8 'Quiz': the load failures' words. */
export const QUIZ_FETCH_ERROR = 'Error fetching quiz. Please try again.';
export const QUIZ_UNAVAILABLE = 'Quiz not available or unauthorized access.';

/** The spec's message for a failed load (QUIZ_FETCH_ERROR, QUIZ_UNAVAILABLE in English), in the interface's language. */
function quizLoadErrorMessage(t: TFunction<'exam'>, errorText: (error: Error) => string, error: unknown): string {
  // the network failed: nothing answered
  if (isApiError(error, 0) || !isApiError(error)) return t('failure.quizFetch');
  // an answer with a code is the API's, said by its code in the interface's language; without one, something else answered
  return error.code ? errorText(error) : t('failure.quizUnavailable');
}

/** What the failure is called: the spec's message carries the detail. */
function quizFailureTitle(t: TFunction<'exam'>, error: unknown): string {
  if (hasErrorCode(error, 'quiz-closed')) return t('failure.quizClosed');
  if (hasErrorCode(error, 'quiz-not-open')) return t('failure.quizNotOpen');
  if (hasErrorCode(error, 'not-found') || hasErrorCode(error, 'invalid-input')) return t('failure.quizNotFound');
  if (canRetry(error)) return t('failure.quizLoadFailed');
  return t('failure.quizNotAvailable');
}

/**
 * SPEC §8: the quiz's errors are shown full-page, in red. Try again only when asking again can help
 * (the network, the server); a closed, unopened or unknown quiz leads to this week's quizzes.
 */
export function QuizFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('exam');
  const errorText = useErrorText();
  return (
    <ErrorPanel
      fullPage
      heading="h1"
      title={quizFailureTitle(t, error)}
      message={quizLoadErrorMessage(t, errorText, error)}
      onRetry={canRetry(error) ? onRetry : undefined}
      actions={[errorActions.weeklyQuizzes()]}
    />
  );
}
