import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../server/db/client.ts';
import { PGLITE_EXTENSIONS } from '../server/db/pglite-extensions.ts';
import { attachChangeFeed, localChangeFeed } from '../server/db/change-feed.ts';
import * as schema from '../server/db/schema.ts';

/**
 * A migrated database for one test file, empty but for what the migrations write (the syllabus).
 *
 * A test worker keeps the databases it has made and hands one out again once the file that had it
 * closes it: the next file gets it wiped back to the migrated state (every table truncated, the
 * migrations' rows written again) in milliseconds, where a new one costs a second or more. With
 * DATABASE_URL set (npm run test:pg) they are databases on that PostgreSQL server, each cloned from
 * one migrated template (CREATE DATABASE … TEMPLATE) and dropped when the run ends (global-setup.ts);
 * otherwise in-memory PGlite instances loaded from a migrated dump.
 *
 * Each handle is a new Database object over the kept database, so everything the app keeps per
 * Database (caches, the change feed, counters) starts empty, as on a new database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const slot = await takeSlot();
  // under Vitest the worker keeps the database for its next file; a bench's process drops it
  const release = testRun() === null ? () => discard(slot) : async () => giveBack(slot);
  if (slot.kind === 'pglite') {
    const db = drizzlePglite({ client: slot.client, schema }) as unknown as Database;
    attachChangeFeed(db, localChangeFeed());
    return { db, kind: 'pglite-memory', close: release };
  }
  const handle = await openDatabase({ kind: 'postgres', url: slot.url });
  return {
    ...handle,
    url: slot.url,
    close: async () => {
      await handle.close();
      await release();
    },
  };
}

type Slot = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; name: string; url: string };

const idle: Slot[] = [];

async function takeSlot(): Promise<Slot> {
  const kept = idle.pop();
  if (kept) {
    if (await wipe(kept)) return kept;
    await discard(kept);
  }
  return newSlot();
}

function giveBack(slot: Slot) {
  idle.push(slot);
}

async function newSlot(): Promise<Slot> {
  const slot = await cloneMigrated();
  // the worker's first database is the migrated state itself: it is read before any test writes
  migratedState ??= withSql(slot, readMigratedState);
  await migratedState;
  return slot;
}

async function cloneMigrated(): Promise<Slot> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: await migratedPglite() });
    await client.waitReady;
    return { kind: 'pglite', client };
  }
  const template = await migratedTemplate(serverUrl);
  const name = `prepverse_t_${testRun() ?? `p${process.pid}`}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', name, url: url.href };
}

async function discard(slot: Slot) {
  if (slot.kind === 'pglite') await slot.client.close().catch(() => undefined);
  else await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${slot.name} with (force)`).catch(() => undefined);
}

/** The run's name for its databases on PostgreSQL, so that the run's end drops them all (global-setup.ts). */
function testRun(): string | null {
  try {
    return inject('testRun') ?? null;
  } catch {
    // not under Vitest (a bench): nobody drops the databases at the end, so each handle drops its own
    return null;
  }
}

// ---- wiping a database back to its migrated state

interface MigratedState {
  /** every table but the migrations' own record */
  tables: string[];
  /** the rows the migrations wrote, by table, as JSON */
  rows: { table: string; columns: string[]; json: string }[];
  /** what a test that adds a trigger or function and fails before removing it would change */
  shape: string;
}

interface Sql {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<unknown>;
}

let migratedState: Promise<MigratedState> | null = null;

/** Truncates every table and writes the migrations' rows again; false when the database's shape has changed. */
async function wipe(slot: Slot): Promise<boolean> {
  return withSql(slot, async (sql) => {
    const state = await migratedState!;
    if ((await shapeOf(sql)) !== state.shape) return false;
    await sql.exec(`set lock_timeout = '5s'; truncate ${state.tables.join(', ')} restart identity cascade`);
    for (const { table, columns, json } of state.rows) {
      const list = columns.map((column) => `"${column}"`).join(', ');
      await sql.query(`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1)`, [json]);
    }
    return true;
  });
}

async function readMigratedState(sql: Sql): Promise<MigratedState> {
  const { rows: tables } = await sql.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`,
  );
  const rows: MigratedState['rows'] = [];
  for (const { name } of tables) {
    const [{ count }] = (await sql.query<{ count: number }>(`select count(*)::int as count from ${name}`)).rows as [{ count: number }];
    if (count === 0) continue;
    const { rows: columns } = await sql.query<{ column: string }>(
      `select attname as column from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [name],
    );
    const [{ json }] = (await sql.query<{ json: string }>(`select coalesce(json_agg(t), '[]')::text as json from ${name} t`)).rows as [{ json: string }];
    rows.push({ table: name, columns: columns.map((c) => c.column), json });
  }
  return { tables: tables.map((t) => t.name), rows, shape: await shapeOf(sql) };
}

async function shapeOf(sql: Sql): Promise<string> {
  const { rows } = await sql.query<{ shape: string }>(
    `select concat_ws('/',
       (select count(*) from pg_trigger where not tgisinternal),
       (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'),
       (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public')) as shape`,
  );
  return rows[0]!.shape;
}

async function withSql<T>(slot: Slot, work: (sql: Sql) => Promise<T>): Promise<T> {
  if (slot.kind === 'pglite') return work(slot.client);
  const client = new pg.Client({ connectionString: slot.url });
  await client.connect();
  try {
    const sql: Sql = {
      query: async <Row>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as Row[] }),
      exec: (text) => client.query(text),
    };
    return await work(sql);
  } finally {
    await client.end();
  }
}

// ---- the migrated starting points

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const migrationsFolder = fileURLToPath(new URL('../server/db/migrations', import.meta.url));

let pgliteDump: Promise<Blob> | null = null;

/**
 * A migrated PGlite data directory, dumped once per set of migrations and kept in the temporary
 * folder: an empty PGlite spends about 3 s creating its cluster and 1 s migrating, loading the dump
 * about 1 s.
 */
function migratedPglite(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(os.tmpdir(), `prepverse-pglite-migrated-${await migrationsDigest()}.tar`);
    const kept = await readFile(file).catch(() => null);
    return kept ? new Blob([kept]) : dumpFreshPglite(file);
  })();
  return pgliteDump;
}

/**
 * A data directory (DATA_DIR, made if need be) with an embedded database already migrated, for the
 * tests that open one by its path or start a server process on it: loaded from the migrated dump,
 * it opens in about 2.5 s of processor where an empty one took 8 s (creating the cluster, then
 * migrating). `npm start`'s first start on an empty directory is listen.test.ts's to check.
 */
export async function migratedDataDir(dataDir: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const client = new PGlite(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS, loadDataDir: await migratedPglite() });
  await client.waitReady;
  await client.close();
  return dataDir;
}

async function dumpFreshPglite(file: string): Promise<Blob> {
  const fresh = await openDatabase({ kind: 'pglite-memory' });
  const client = (fresh.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await fresh.close();
  // written under a name of its own, then renamed: a worker starting at the same moment reads
  // either no dump or a whole one
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

let postgresTemplate: Promise<string> | null = null;

/**
 * A migrated database on the server, one per set of migrations, that the test databases are cloned
 * from. Made once under an advisory lock (workers start together); a template of older migrations
 * is dropped when a newer one is made.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `prepverse_template_${await migrationsDigest()}`;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(4242002)');
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rows.length === 0) {
        const building = `${name}_building`;
        await client.query(`drop database if exists ${building} with (force)`);
        await client.query(`create database ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        await (await openDatabase({ kind: 'postgres', url: url.href })).close();
        await client.query(`alter database ${building} rename to ${name}`);
        const { rows: older } = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like 'prepverse\\_template\\_%' and datname <> $1`,
          [name],
        );
        for (const { datname } of older) await client.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
      }
    } finally {
      await client.query('select pg_advisory_unlock(4242002)').catch(() => undefined);
      await client.end();
    }
    return name;
  })();
  return postgresTemplate;
}

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((name) => name.endsWith('.sql') || name.endsWith('.json')).sort();
  for (const name of files) hash.update(name).update(await readFile(path.join(migrationsFolder, name)));
  return hash.digest('hex').slice(0, 16);
}
