// Whether an error means the database could not be reached (down, restarting, out of connections),
// as opposed to a query that went wrong: the first is the learner's 503 "try again", the second a bug.

// PostgreSQL's SQLSTATE classes and codes for a connection that failed or a server that is stopping
const UNAVAILABLE_STATES = /^(08|57P0[1-4]|53300)/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const DRIVER_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (is )?closed/i,
  /Client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error ("Failed query: …") with it as the cause
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Prepverse cannot reach its database right now. Nothing was changed: please try again in a moment (an exam keeps your answers on this device and sends them by itself).';

/** The pool gave no connection in time: every one is busy (not the database gone). */
export function isPoolWaitTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (/timeout exceeded when trying to connect/i.test(current.message)) return true;
  }
  return false;
}

export const ADMIN_BUSY_MESSAGE =
  'The server is busy with other admin work (imports, exports, statistics) and could not take this request in time. Nothing was changed: please try again in a minute.';
