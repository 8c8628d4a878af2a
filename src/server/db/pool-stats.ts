// How busy the database's connections are, for /metrics: the pool's own counts, on PostgreSQL and on
// the embedded database in its thread (a pool of one connection: the queries waiting for it show).
// A handle without a pool (a test's in-process database) reports one connection and never a wait.
import type { Database } from './database.ts';

export interface PoolStats {
  /** connections the pool may open */
  size: number;
  /** connections handed to a query or a transaction right now */
  inUse: number;
  /** requests waiting for a connection (the pool is at its size and all are in use) */
  waiting: number;
}

const EMBEDDED: PoolStats = { size: 1, inUse: 0, waiting: 0 };

const sources = new WeakMap<Database, () => PoolStats>();

export function attachPoolStats(db: Database, read: () => PoolStats): void {
  sources.set(db, read);
}

/** The handle's pool now; a handle without a pool (a test's in-process database) reports EMBEDDED. */
export function poolStatsOf(db: Database): PoolStats {
  return sources.get(db)?.() ?? EMBEDDED;
}
