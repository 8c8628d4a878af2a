import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { isApiError } from '../../../lib/http.ts';
import { routePatterns } from '../../../lib/paths.ts';

/** SPEC §8 'Quiz': the load failures' words. */
export const QUIZ_FETCH_ERROR = 'Error fetching quiz. Please try again.';
export const QUIZ_UNAVAILABLE = 'Quiz not available or unauthorized access.';

export function quizLoadErrorMessage(error: unknown): string {
  // the network failed: nothing answered
  if (isApiError(error, 0) || !isApiError(error)) return QUIZ_FETCH_ERROR;
  // an answer with a code is the API's, in its own words; without one, something else answered
  return error.code ? error.message : QUIZ_UNAVAILABLE;
}

/** SPEC §8: the quiz's errors are shown full-page, in red. */
export function QuizFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[calc(100dvh-3.5rem)] items-center justify-center bg-red-50 px-4 py-16">
      <div role="alert" className="flex max-w-lg flex-col items-center gap-5 text-center">
        <p className="text-xl font-semibold text-red-700 sm:text-2xl">{message}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
          <Button variant="secondary" onClick={() => void navigate(routePatterns.weeklyQuiz)}>
            All weekly quizzes
          </Button>
        </div>
      </div>
    </div>
  );
}
