// Tells every server instance that something it may hold in memory has changed: a session was
// revoked, a user's role changed, a paper was edited or unpublished. On PostgreSQL it is NOTIFY on
// one channel, heard by a LISTEN connection in every instance (this one too); on the embedded
// database there is only this process, so a change is heard at once. Caches drop what a change names,
// and trust nothing they hold while the listening connection is down.
import pg from 'pg';
import type { Database } from './database.ts';
import { sql } from 'drizzle-orm';

export const CHANGE_CHANNEL = 'prepverse_changes';

/** What a cache hears: one named thing changed, or everything must be forgotten (the feed was cut). */
export type ChangeEvent = { kind: 'changed'; topic: string } | { kind: 'reset' };
export type ChangeListener = (event: ChangeEvent) => void;

export interface ChangeFeed {
  /** Tells every instance that `topic` changed. Call after the change is committed. */
  announce(topic: string): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  /** false while changes made elsewhere might go unheard: caches then read through */
  readonly live: boolean;
  /** resolves once every announcement committed before the call has been heard here (for tests) */
  caughtUp(): Promise<void>;
  /**
   * Seconds from a probe's notification being sent (committed) to its delivery here, for /metrics;
   * null when it did not come back within `timeoutMs` (the feed is down or far behind).
   */
  probeLag(timeoutMs: number): Promise<number | null>;
  close(): Promise<void>;
}

class Listeners {
  private readonly set = new Set<ChangeListener>();
  add(listener: ChangeListener) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  emit(event: ChangeEvent) {
    for (const listener of this.set) listener(event);
  }
}

/** The embedded database's feed: one process, so a change is heard as it is announced. */
export function localChangeFeed(): ChangeFeed {
  const listeners = new Listeners();
  return {
    announce: async (topic) => listeners.emit({ kind: 'changed', topic }),
    subscribe: (listener) => listeners.add(listener),
    live: true,
    caughtUp: async () => undefined,
    // announced and heard in the same call: there is no delay to measure
    probeLag: async () => 0,
    close: async () => undefined,
  };
}

const RECONNECT_MS = 1000;

/**
 * PostgreSQL's feed. The listening connection is its own (a pooled one would be handed to queries);
 * if it drops, every cache is told to forget and the feed is not live until it listens again.
 */
export async function postgresChangeFeed(url: string, db: Database, onError: (message: string) => void): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const pings = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;

  const hear = (message: pg.Notification) => {
    const topic = message.payload ?? '';
    if (topic.startsWith('ping:')) {
      pings.get(topic)?.();
      return;
    }
    listeners.emit({ kind: 'changed', topic });
  };

  const lost = (reason: string) => {
    if (closed || !live) return;
    live = false;
    onError(`the change feed lost its connection (${reason}); caches read through until it is back`);
    listeners.emit({ kind: 'reset' });
    client?.removeAllListeners();
    void client?.end().catch(() => undefined);
    client = null;
    setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', hear);
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      await next.end().catch(() => undefined);
      setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      throw error;
    }
    client = next;
    // anything announced while nobody listened is unknown: start from empty caches
    listeners.emit({ kind: 'reset' });
    live = true;
  }

  await connect();
  let pingCount = 0;
  /** Sends a ping of this instance's own and resolves once it is heard back (or `giveUp` settles). */
  const ping = (giveUp?: Promise<unknown>): Promise<void> => {
    const name = `ping:${process.pid}:${(pingCount += 1)}`;
    const heard = new Promise<void>((resolve) => pings.set(name, resolve));
    void giveUp?.finally(() => pings.delete(name));
    return db
      .execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${name})`)
      .then(() => heard)
      .finally(() => pings.delete(name));
  };

  return {
    announce: async (topic) => {
      // this instance forgets at once, without waiting for its own notification to come back
      listeners.emit({ kind: 'changed', topic });
      try {
        await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${topic})`);
      } catch (error) {
        // the change itself is committed; other instances hold the old copy until their caches expire
        onError(`could not announce '${topic}': ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    subscribe: (listener) => listeners.add(listener),
    get live() {
      return live;
    },
    // notifications reach a listener in commit order: once its own ping is back, all before it are in
    caughtUp: () => ping(),
    probeLag: async (timeoutMs) => {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      try {
        const outcome = await Promise.race([ping(timedOut), timedOut]);
        return outcome === 'timeout' ? null : (performance.now() - started) / 1000;
      } catch {
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => {
      closed = true;
      live = false;
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
    },
  };
}

const feeds = new WeakMap<Database, ChangeFeed>();

/** Every database handle has its feed; a module that caches what another can change listens to it. */
export function changeFeedOf(db: Database): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    // a handle made outside openDatabase (a test's own) gets a feed of its own process
    feed = localChangeFeed();
    feeds.set(db, feed);
  }
  return feed;
}

export function attachChangeFeed(db: Database, feed: ChangeFeed): void {
  feeds.set(db, feed);
}
