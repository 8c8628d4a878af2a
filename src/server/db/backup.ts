// Backups of the database, for an operator (npm run db:backup / db:restore; README 'Backups').
// The embedded database is saved as a tarball of its data directory (PGlite's own dump); PostgreSQL
// with its own tools (pg_dump's custom format, pg_restore). A restore never destroys what it
// replaces: the embedded database's current files are moved aside, PostgreSQL's restore runs in
// one transaction.
import { spawn } from 'node:child_process';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir } from './data-dir-lock.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

export type BackupTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

const pgliteDir = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** Writes a backup of the database to `file`; returns its size in bytes. */
export async function backUp(target: BackupTarget, file: string): Promise<number> {
  if (target.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`]);
    return (await stat(file)).size;
  }
  const release = await claimDataDir(target.dataDir);
  try {
    await stat(pgliteDir(target.dataDir)).catch(() => {
      throw new Error(`There is no embedded database in ${target.dataDir} to back up.`);
    });
    const db = new PGlite(pgliteDir(target.dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      // (a dump asked for before the database has started waits for ever)
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await writeFile(file, bytes);
      return bytes.length;
    } finally {
      await db.close();
    }
  } finally {
    await release();
  }
}

/**
 * Replaces the database with the backup in `file`. The embedded database's files are moved aside
 * first (the returned path), so nothing is lost if the backup turns out to be the wrong one.
 */
export async function restore(target: BackupTarget, file: string): Promise<{ keptAside: string | null }> {
  if (target.kind === 'postgres') {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${target.url}`, file]);
    return { keptAside: null };
  }
  const dump = new Blob([await readFile(file)]);
  // a file that is not a dump of ours is refused before anything is touched
  const check = new PGlite({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  try {
    await check.waitReady;
    await check.query('select count(*) from drizzle.__drizzle_migrations');
  } catch (error) {
    throw new Error(`${file} is not a backup of a Prepverse embedded database (${error instanceof Error ? error.message : String(error)}).`);
  } finally {
    await check.close().catch(() => undefined);
  }
  const release = await claimDataDir(target.dataDir);
  try {
    const current = pgliteDir(target.dataDir);
    const exists = await stat(current).then(
      () => true,
      () => false,
    );
    const keptAside = exists ? `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}` : null;
    if (keptAside) await rename(current, keptAside);
    const restored = new PGlite(current, { loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    await restored.waitReady;
    await restored.close();
    return { keptAside };
  } finally {
    await release();
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} was not found: install PostgreSQL's client tools (on Debian: apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}
