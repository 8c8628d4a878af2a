import { isApiError } from '../../lib/http.ts';

/** SPEC §8: a rating message is red if it mentions error, fail or already, green otherwise. */
export function ratingMessageTone(message: string): 'error' | 'success' {
  return /error|fail|already/i.test(message) ? 'error' : 'success';
}

/** SPEC §9: rating messages stay on screen for 5 seconds. */
export const RATING_MESSAGE_MS = 5000;

export const RATING_LOGIN_MESSAGE = 'Please log in to rate.';
export const RATING_ERROR_MESSAGE = 'Error submitting rating.';

/** 4.33 -> '4.3'; no ratings yet reads as such rather than as a zero score. */
export function formatAverage(average: number, count: number): string {
  return count === 0 ? 'No ratings yet' : average.toFixed(1);
}

/** What the widget says when saving fails: the server's own words when it gave some (SPEC §8). */
export function ratingErrorMessage(error: unknown): string {
  if (isApiError(error, 401)) return RATING_LOGIN_MESSAGE;
  // status 0 is a dropped connection; a 5xx message is our own generic one, not worth showing
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return RATING_ERROR_MESSAGE;
}
