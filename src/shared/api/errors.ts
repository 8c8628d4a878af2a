// The one error shape of the API. `code` is for programs (the web branches on it); `message` is for
// people and keeps the spec's wording, which may change without breaking any caller.
import { z } from 'zod';
import { errorCodes } from './error-codes.ts';

// the list lives apart so the browser can have it without zod; here for the server's imports
export { errorCodes, NOT_YOURS_MESSAGE, type ErrorCode } from './error-codes.ts';

export const apiErrorBody = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  // a server error names the request, so a learner can quote it to support (the message says so too)
  requestId: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBody>;
