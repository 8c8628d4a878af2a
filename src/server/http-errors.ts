import type { ErrorCode } from '../shared/api/errors.ts';

/** An error meant for the person who made the request: `code` for programs, `message` for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'invalid-input') => new HttpError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, 'not-signed-in', message);
export const forbidden = (message = 'You are not allowed to do this.', code: ErrorCode = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not-found', message);
export const conflict = (message: string, code: ErrorCode) => new HttpError(409, code, message);
export const unavailable = (message: string, code: ErrorCode = 'unavailable') => new HttpError(503, code, message);
