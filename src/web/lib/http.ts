import type { HttpMethod } from '../../shared/api/contract.ts';
import { errorCodes, type ErrorCode } from '../../shared/api/error-codes.ts';

/**
 * An answer from the API that was not 2xx: `code` says what went wrong (branch on it), `message`
 * is the server's own words for a person. Null code: the answer never reached the API (offline, a proxy).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  /** the server's name for the request (x-request-id), which a learner quotes to support */
  readonly requestId: string | null;
  /** the whole error body, for the few refusals that carry more than words (the questions a paper waits on) */
  readonly body: unknown;

  constructor(status: number, message: string, code: ErrorCode | null = null, requestId: string | null = null, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.body = body;
  }
}

/** The client's own words when no API answered (error-text.ts shows them in the learner's language). */
export const NETWORK_MESSAGE = 'Could not reach Prepverse. Check your connection and try again.';
export const UNEXPECTED_MESSAGE = 'The server sent an unexpected answer. Please try again.';

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** True when the error is the API's answer with this code. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** The code of an API error body; null for a body that is not one (a proxy's, or an unknown code). */
export function errorCodeOf(payload: unknown): ErrorCode | null {
  if (!payload || typeof payload !== 'object' || !('code' in payload)) return null;
  const { code } = payload;
  return (errorCodes as readonly unknown[]).includes(code) ? (code as ErrorCode) : null;
}

export interface RequestOptions {
  /** the request outlives the page (a last save while the tab closes) */
  keepalive?: boolean;
  /** sees every JSON answer, ok or not, with the round trip in ms (the exam feeds its server clock) */
  onPayload?: (payload: unknown, roundTripMs: number) => void;
  /** carries this request instead of the page's transport (the server reading a page's data as its visitor) */
  transport?: Transport;
}

export type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/** The server's render of a page answers that page's requests in-process, with the visitor's cookie. */
export function setTransport(next: Transport) {
  transport = next;
}

/** One call to the API; the web makes it through the typed client (api.ts), which types the answer by its route. */
export async function request(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<unknown> {
  const sentAt = performance.now();
  let response: Response;
  try {
    response = await (options.transport ?? transport)(path, {
      method,
      // the session is an HttpOnly cookie: the browser sends it, the page never sees it
      credentials: 'same-origin',
      keepalive: options.keepalive ?? false,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  const roundTrip = performance.now() - sentAt;
  const payload: unknown = await response.json().catch(() => null);
  if (payload !== null) options.onPayload?.(payload, roundTrip);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : `Request failed (${response.status}).`;
    throw new ApiError(response.status, message, errorCodeOf(payload), response.headers.get('x-request-id'), payload);
  }
  // a 2xx that is not JSON means the request reached something other than the API (a proxy, the app's HTML)
  if (payload === null) throw new ApiError(response.status, UNEXPECTED_MESSAGE);
  return payload;
}
