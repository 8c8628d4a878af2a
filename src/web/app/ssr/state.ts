import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http.ts';
import { scriptJson } from '../../lib/script-json.ts';

// The answers the server's render used travel with the HTML, so the browser's first render is the same
// page and asks nothing again. An error travels as its parts, since JSON cannot carry an ApiError: its
// body too, whose fields word a refusal in the page's language (lib/api-error-words.ts) on both sides.

export const STATE_ELEMENT_ID = 'pv-ssr-state';

interface WireError {
  apiError: { status: number; message: string; code: ApiError['code']; requestId?: string | null; body?: unknown };
}

function isWireError(value: unknown): value is WireError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/** Data JSON carries unchanged: a Set, a Map or a Date would arrive as something else. */
function isPlainJson(value: unknown): boolean {
  if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainJson);
}

/** What the server's query cache knew, as JSON safe to put inside a script element. */
export function serializeState(queryClient: QueryClient): string {
  // a query whose data JSON cannot carry is left out: the browser asks for it again
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'error' || (query.state.status === 'success' && isPlainJson(query.state.data)),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const wire: WireError = { apiError: { status: error.status, message: error.message, code: error.code, requestId: error.requestId, body: error.body } };
      (query.state as { error: unknown }).error = wire;
    }
  }
  return scriptJson(state);
}

export function parseState(json: string): DehydratedState {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isWireError(error)) {
      const { status, message, code, requestId = null, body = null } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(status, message, code, requestId, body);
    }
  }
  return state;
}
