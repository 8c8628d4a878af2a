// How busy the database's connections are, for /metrics: on PostgreSQL the pool's own counts; the
// embedded database has one connection and no pool, so it reports that one and never a wait.
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

/** The handle's pool now; a handle without a pool (the embedded database, a test's own) reports EMBEDDED. */
export function poolStatsOf(db: Database): PoolStats {
  return sources.get(db)?.() ?? EMBEDDED;
}
