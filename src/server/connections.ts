// What one client may hold of the server: how long a request may take to arrive, how long an idle
// connection is kept, and how many connections one address may have open at once.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { isLoopback } from './loopback.ts';

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

export interface ConnectionCap {
  /** open connections one address may have at once */
  max: number;
  /** addresses never capped: this machine's own (a reverse proxy on it, a benchmark, the stand-ins calling the app) */
  exempt?: (address: string) => boolean;
  /** told once when an address reaches the cap, and again only after it has dropped below it */
  onRefused?: (address: string) => void;
}

// 1.2.3.4 arriving on an IPv6 socket is ::ffff:1.2.3.4: one address, counted once
const plainAddress = (address: string) => (address.toLowerCase().startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address);

/**
 * Closes a connection from an address that already has `max` open, as soon as it is accepted, before
 * a byte of it is read: a single client cannot take every socket and the memory behind them. Only
 * where the server sees its visitors' own addresses (no trusted proxy): behind a proxy every
 * connection comes from the proxy, and the proxy is where each visitor is limited.
 */
export function capConnectionsPerAddress(server: Server, { max, exempt = isLoopback, onRefused }: ConnectionCap) {
  const open = new Map<string, number>();
  const refusing = new Set<string>();
  // before Node's own listener, which would set up a parser for the connection
  server.prependListener('connection', (socket: Socket) => {
    if (socket.remoteAddress === undefined) return;
    const address = plainAddress(socket.remoteAddress);
    if (exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      if (!refusing.has(address)) {
        refusing.add(address);
        onRefused?.(address);
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      refusing.delete(address);
    });
  });
}
