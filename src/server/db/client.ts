import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { startDatabaseThread, type DatabaseThread } from './pglite-thread.ts';
import { isAdminWork } from './work-kind.ts';
import { LearnersFirst } from './learners-first.ts';
import type { Database } from './database.ts';

export type { Database };

export type DatabaseSettings =
  // the server's embedded database, in a thread of its own (decision 042)
  | { kind: 'pglite'; dataDir: string }
  // `from`: a data directory that PGlite dumped (dumpDataDir), to start from instead of an empty one
  // in this thread, in memory: the tests' databases
  | { kind: 'pglite-memory'; from?: Blob }
  // `adminPoolSize`: the admin's own connections, apart from the learners' `poolSize` (work-kind.ts);
  // `adminWaitMs`: how long admin work waits for one (15 s)
  | { kind: 'postgres'; url: string; poolSize?: number; adminPoolSize?: number; adminWaitMs?: number };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseSettings['kind'];
  close: () => Promise<void>;
  /** The embedded database's thread died (a crash, not a statement's error): the server must stop. */
  onCrash?: (listener: (error: Error) => void) => void;
  /** The embedded database's thread, where there is one. */
  thread?: DatabaseThread;
}

// in the source tree this is src/server/db/migrations; the server bundle carries a copy beside itself
const migrationsFolder = process.env.PREPVERSE_MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));

// any number from a fixed place: the lock only has to be the same for every instance of the app
const MIGRATION_LOCK_KEY = 4_242_001;

export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (settings.kind === 'postgres') {
    // a request waits at most 5 s for a connection: a database that is down answers 503, not a hang
    const pool = new pg.Pool({ connectionString: settings.url, max: settings.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // the admin's work waits longer for one of its few (an import behind another), and never for a learner's
    const adminPool = new pg.Pool({
      connectionString: settings.url,
      max: settings.adminPoolSize ?? 3,
      connectionTimeoutMillis: settings.adminWaitMs ?? 15_000,
    });
    // an idle connection that the server drops (restart, failover) must not take the process down
    for (const each of [pool, adminPool]) each.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const client = await pool.connect();
    try {
      // several instances starting together must not run the same migration twice
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePostgres({ client: new RolePool(pool, adminPool, new LearnersFirst()) as unknown as pg.Pool, schema }) as unknown as Database;
    const feed = await postgresChangeFeed(settings.url, db, (message) => console.warn(message));
    attachChangeFeed(db, feed);
    const size = settings.poolSize ?? 10;
    attachPoolStats(db, () => ({ size, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }));
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await feed.close();
        await Promise.all([pool.end(), adminPool.end()]);
      },
    };
  }

  if (settings.kind === 'pglite') return openEmbeddedDatabase(settings.dataDir);

  const client = new PGlite({ extensions: PGLITE_EXTENSIONS, ...(settings.from ? { loadDataDir: settings.from } : {}) });
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  attachChangeFeed(pgliteDb as unknown as Database, localChangeFeed());
  return {
    db: pgliteDb as unknown as Database,
    kind: settings.kind,
    close: () => client.close(),
  };
}

/**
 * The handle's connections: the learners' pool, or the admin's for admin work (work-kind.ts). Drizzle
 * takes it for a pool (it checks the name) and asks it for a connection per transaction.
 */
class RolePool {
  constructor(
    private readonly learners: pg.Pool,
    private readonly admin: pg.Pool,
    private readonly gate: LearnersFirst,
  ) {}

  async query(...args: Parameters<pg.Pool['query']>) {
    const admin = isAdminWork();
    const end = admin ? await this.gate.admin() : this.gate.learner();
    try {
      return await ((admin ? this.admin : this.learners).query as (...given: unknown[]) => Promise<unknown>)(...args);
    } finally {
      end();
    }
  }

  async connect() {
    const admin = isAdminWork();
    const end = admin ? await this.gate.admin() : this.gate.learner();
    const client = await (admin ? this.admin : this.learners).connect().catch((error: unknown) => {
      end();
      throw error;
    });
    return endsWithRelease(client, end);
  }
}

/** `client`, whose release also calls `end`. */
function endsWithRelease(client: pg.PoolClient, end: () => void): pg.PoolClient {
  const release = client.release.bind(client);
  client.release = (error?: Error | boolean) => {
    release(error);
    end();
  };
  return client;
}

/**
 * The embedded database's one connection, taken in turns: learners' queries and transactions before
 * the admin's (work-kind.ts), each in the order asked, and an admin statement only at a quiet moment
 * or after a hold (learners-first.ts). An admin query under way is not stopped, so a learner waits at
 * most for it, never for the admin's queue (decision 042).
 */
class TurnPool {
  busy = false;
  private readonly learners: Array<() => void> = [];
  private readonly admin: Array<() => void> = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly gate: LearnersFirst,
  ) {}

  get waiting() {
    return this.learners.length + this.admin.length;
  }

  /** Waits for the connection's turn; the function returned ends it (once). */
  private async turn(): Promise<() => void> {
    const admin = isAdminWork();
    const endGate = admin ? await this.gate.admin() : this.gate.learner();
    // a turn that ends passes the connection straight to the next in line, who finds it still busy
    if (this.busy) await new Promise<void>((go) => (admin ? this.admin : this.learners).push(go));
    else this.busy = true;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = this.learners.shift() ?? this.admin.shift();
      if (next) next();
      else this.busy = false;
      endGate();
    };
  }

  async query(...args: Parameters<pg.Pool['query']>) {
    const end = await this.turn();
    try {
      return await (this.pool.query as (...given: unknown[]) => Promise<unknown>)(...args);
    } finally {
      end();
    }
  }

  async connect() {
    const end = await this.turn();
    const client = await this.pool.connect().catch((error: unknown) => {
      end();
      throw error;
    });
    return endsWithRelease(client, end);
  }
}

/**
 * DATA_DIR's database, in a thread of its own: the server reaches it through the pg driver, as it
 * reaches PostgreSQL, over one connection (PGlite is one session; a pool of one queues the rest).
 */
async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  // one process at a time: a second one (a backup, an admin command) would corrupt the files
  const release = await claimDataDir(dataDir);
  let thread;
  try {
    thread = await startDatabaseThread({ dataDir: path.resolve(dataDir, 'pglite') });
  } catch (error) {
    await release();
    throw error;
  }
  // the names are what PostgreSQL's startup asks for; PGlite has one user and one database
  const pool = new pg.Pool({ stream: thread.stream, user: 'postgres', database: 'postgres', max: 1, connectionTimeoutMillis: 0 });
  const turns = new TurnPool(pool, new LearnersFirst());
  pool.on('error', (error) => console.warn(`Embedded database connection lost: ${error.message}`));
  const close = async () => {
    await pool.end().catch(() => undefined);
    await thread.close();
    await release();
  };
  try {
    await migratePostgres(drizzlePostgres({ client: pool, schema }), { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  const db = drizzlePostgres({ client: turns as unknown as pg.Pool, schema }) as unknown as Database;
  attachChangeFeed(db, localChangeFeed());
  attachPoolStats(db, () => ({ size: 1, inUse: turns.busy ? 1 : 0, waiting: turns.waiting }));
  return { db, kind: 'pglite', close, onCrash: thread.onCrash, thread };
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
