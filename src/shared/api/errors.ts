// The one error shape of the API. `code` is for programs (the web branches on it); `message` is for
// people and keeps the spec's wording, which may change without breaking any caller.
import { z } from 'zod';
import { errorCodes, errorReasons } from './error-codes.ts';

// the list lives apart so the browser can have it without zod; here for the server's imports
export { errorCodes, errorReasons, learnerErrorCodes, NOT_YOURS_MESSAGE, type ErrorCode, type ErrorReason, type LearnerErrorCode } from './error-codes.ts';

export const apiErrorBody = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  // a server error names the request, so a learner can quote it to support (the message says so too)
  requestId: z.string().optional(),
  // Which refusal, where a code covers several, and the specifics its message names: a page in
  // another language than the message's English words them itself (web/lib/api-error-words.ts).
  reason: z.enum(errorReasons).optional(),
  /** the request's field that did not fit, as a path ('answers.3.answer') */
  field: z.string().optional(),
  /** when a weekly quiz opens (ISO 8601) */
  opensAt: z.string().optional(),
  /** the most allowed: characters of a field, question reports in a day */
  limit: z.number().int().optional(),
  /** the digits a phone number had */
  digits: z.number().int().optional(),
  /** the target years on offer */
  firstYear: z.number().int().optional(),
  lastYear: z.number().int().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** What an error body may say besides its code and message (HttpError's details). */
export type ErrorDetails = Partial<Omit<ApiErrorBody, 'success' | 'code' | 'message' | 'requestId'>>;
