import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';

/**
 * A fresh, migrated database for one test file. With DATABASE_URL set (npm run test:pg) it is a
 * new database on that PostgreSQL server, dropped afterwards; otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite-memory', from: await migratedPglite() });

  const name = `prepverse_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.href });
  return {
    ...handle,
    url: url.href,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

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

/**
 * A migrated PGlite data directory, dumped once per set of migrations and kept in the temporary
 * folder: an empty PGlite spends about 3 s creating its cluster and 1 s migrating, loading the dump
 * about 1 s, and the unit and API run opens one database per test file. openDatabase still runs the
 * migrations over it (none is pending), so a dump that is behind cannot hide a new one.
 */
async function migratedPglite(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `prepverse-pglite-migrated-${await migrationsDigest()}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);

  const fresh = await openDatabase({ kind: 'pglite-memory' });
  const client = (fresh.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await fresh.close();
  // written under a name of its own, then renamed: a test file starting at the same moment reads
  // either no dump or a whole one
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((name) => name.endsWith('.sql') || name.endsWith('.json')).sort();
  for (const name of files) hash.update(name).update(await readFile(path.join(migrationsFolder, name)));
  return hash.digest('hex').slice(0, 16);
}
