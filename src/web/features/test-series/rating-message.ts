import { RATING_MESSAGES } from '../../../shared/api/test-series.ts';
import { hasErrorCode, isApiError } from '../../lib/http.ts';

export type RatingTone = 'error' | 'success';

/**
 * SPEC §8: a rating message is red if it mentions error, fail or already, green otherwise. A refused
 * request is red whatever its words: the wording rule only guesses what the outcome already says.
 */
export function ratingMessageTone(message: string, outcome: 'saved' | 'refused' = 'saved'): RatingTone {
  if (outcome === 'refused') return 'error';
  return /error|fail|already/i.test(message) ? 'error' : 'success';
}

/** SPEC §9: rating messages stay on screen for 5 seconds. */
export const RATING_MESSAGE_MS = 5000;

export const RATING_LOGIN_MESSAGE = RATING_MESSAGES.signIn;
export const RATING_ERROR_MESSAGE = RATING_MESSAGES.failed;

/** What the widget says when saving fails: the server's own words when it gave some (SPEC §8). */
export function ratingErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'not-signed-in')) return RATING_LOGIN_MESSAGE;
  // a refusal in the API's own words; a dropped connection (no code) or a 5xx has nothing worth showing
  if (isApiError(error) && error.code !== null && error.status >= 400 && error.status < 500) return error.message;
  return RATING_ERROR_MESSAGE;
}
