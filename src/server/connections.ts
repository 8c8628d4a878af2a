// What one client may hold of the server: how long a request may take to arrive and how long an
// idle connection is kept.
export interface ServerTimeouts {
  /** the request line and headers must have arrived this long after the request began */
  headersMs: number;
  /** the whole request, body included, must have arrived by then (the answer is not counted) */
  requestMs: number;
  /** an idle kept-alive connection is closed after this long */
  keepAliveMs: number;
  /** how often Node looks for requests past their limits: a slow one is cut up to this much late */
  checkEveryMs: number;
}

/**
 * Without limits, a client sending a byte a second held a connection (and its share of memory) for as
 * long as it liked. The largest honest requests are an admin's: an image of up to 2 MB, which arrives
 * within the minute from about 280 kbit/s (a weak phone signal), and a question file of up to 5 MB
 * (10 MB of JSON at worst), which needs about 1.5 Mbit/s. A learner's requests are a few kilobytes.
 * A streamed answer (the import's progress, a generation) is a response, which these limits do not
 * count. Headers fit in one packet: 20 s is for a link that is barely there. An idle connection is
 * kept 72 s, longer than the 60 s a load balancer or nginx keeps its own idle connections to us, so
 * that it is always the balancer that closes one, never we while it sends a request on it.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 60_000,
  keepAliveMs: 72_000,
  checkEveryMs: 2_000,
};

/** The timeouts as Fastify's options: the request and keep-alive limits are its own, the rest Node's. */
export function serverTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}
