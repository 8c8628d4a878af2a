import { canRetry, ErrorPanel } from '../../../components/error-panel.tsx';
import { hasErrorCode, isApiError } from '../../../lib/http.ts';
import { errorActions } from '../../../lib/error-actions.ts';

/** SPEC §8 'Quiz': the load failures' words. */
export const QUIZ_FETCH_ERROR = 'Error fetching quiz. Please try again.';
export const QUIZ_UNAVAILABLE = 'Quiz not available or unauthorized access.';

export function quizLoadErrorMessage(error: unknown): string {
  // the network failed: nothing answered
  if (isApiError(error, 0) || !isApiError(error)) return QUIZ_FETCH_ERROR;
  // an answer with a code is the API's, in its own words; without one, something else answered
  return error.code ? error.message : QUIZ_UNAVAILABLE;
}

/** What the failure is called: the spec's message carries the detail. */
function quizFailureTitle(error: unknown): string {
  if (hasErrorCode(error, 'quiz-closed')) return 'This quiz has closed';
  if (hasErrorCode(error, 'quiz-not-open')) return 'This quiz has not opened yet';
  if (hasErrorCode(error, 'not-found') || hasErrorCode(error, 'invalid-input')) return 'Quiz not found';
  if (canRetry(error)) return 'The quiz could not be loaded';
  return 'This quiz is not available';
}

/**
 * SPEC §8: the quiz's errors are shown full-page, in red. Try again only when asking again can help
 * (the network, the server); a closed, unopened or unknown quiz leads to this week's quizzes.
 */
export function QuizFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <ErrorPanel
      fullPage
      heading="h1"
      title={quizFailureTitle(error)}
      message={quizLoadErrorMessage(error)}
      onRetry={canRetry(error) ? onRetry : undefined}
      actions={[errorActions.weeklyQuizzes()]}
    />
  );
}
