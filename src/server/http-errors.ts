import type { ErrorCode, ErrorDetails } from '../shared/api/errors.ts';

/**
 * An error meant for the person who made the request: `code` for programs, `message` for people.
 * `details` are more fields of the body: a refusal's `reason` and the specifics its message names
 * (the error schema's own fields), or the questions that keep a paper from being published (which
 * the route declares in its response schema for that status, or the error schema drops them).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'invalid-input', details?: ErrorDetails) => new HttpError(400, code, message, details);
export const unauthorized = (message = 'Please sign in to continue.', details?: ErrorDetails) => new HttpError(401, 'not-signed-in', message, details);
export const forbidden = (message = 'You are not allowed to do this.', code: ErrorCode = 'forbidden', details?: ErrorDetails) =>
  new HttpError(403, code, message, details);
export const notFound = (message = 'Not found.', details?: ErrorDetails) => new HttpError(404, 'not-found', message, details);
export const conflict = (message: string, code: ErrorCode, details?: Record<string, unknown>) => new HttpError(409, code, message, details);
export const unavailable = (message: string, code: ErrorCode = 'unavailable') => new HttpError(503, code, message);
