import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { attachChangeFeed, localChangeFeed, postgresChangeFeed } from './change-feed.ts';
import { claimDataDir } from './data-dir-lock.ts';
import { attachPoolStats } from './pool-stats.ts';
import type { Database } from './database.ts';

export type { Database };

export type DatabaseSettings =
  | { kind: 'pglite'; dataDir: string }
  // `from`: a data directory that PGlite dumped (dumpDataDir), to start from instead of an empty one
  | { kind: 'pglite-memory'; from?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseSettings['kind'];
  close: () => Promise<void>;
}

// in the source tree this is src/server/db/migrations; the server bundle carries a copy beside itself
const migrationsFolder = process.env.PREPVERSE_MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));

/** What the migrations need beyond PostgreSQL's core: trigram similarity for the bank's duplicates check. */
export const PGLITE_EXTENSIONS = { pg_trgm };

// any number from a fixed place: the lock only has to be the same for every instance of the app
const MIGRATION_LOCK_KEY = 4_242_001;

export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (settings.kind === 'postgres') {
    // a request waits at most 5 s for a connection: a database that is down answers 503, not a hang
    const pool = new pg.Pool({ connectionString: settings.url, max: settings.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // an idle connection that the server drops (restart, failover) must not take the process down
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const client = await pool.connect();
    try {
      // several instances starting together must not run the same migration twice
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    const feed = await postgresChangeFeed(settings.url, db, (message) => console.warn(message));
    attachChangeFeed(db, feed);
    const size = settings.poolSize ?? 10;
    attachPoolStats(db, () => ({ size, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }));
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await feed.close();
        await pool.end();
      },
    };
  }

  let client: PGlite;
  let release = async () => {};
  if (settings.kind === 'pglite') {
    const dataDir = path.resolve(settings.dataDir, 'pglite');
    // one process at a time: a second one (a backup, an admin command) would corrupt the files
    release = await claimDataDir(settings.dataDir);
    client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, ...(settings.from ? { loadDataDir: settings.from } : {}) });
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  attachChangeFeed(pgliteDb as unknown as Database, localChangeFeed());
  return {
    db: pgliteDb as unknown as Database,
    kind: settings.kind,
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/**
 * How many of the migrations this build carries the database has not applied (0 when it is up to
 * date): what a load balancer's readiness check asks before sending learners to an instance.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  const [row] = await queryRows<{ applied: number }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return Math.max(0, journal.entries.length - (row?.applied ?? 0));
}

/** Rows of a raw SQL query: both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
