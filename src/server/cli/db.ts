// npm run db:backup [-- FILE]          a backup of the database (embedded: a .tar.gz of its files; PostgreSQL: pg_dump)
// npm run db:restore -- FILE --yes     replaces the database with a backup (the embedded one's files are kept aside)
// The embedded database must not be in use (stop the server first); PostgreSQL's may be.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backUp, restore, type BackupTarget } from '../db/backup.ts';

const usage = 'Usage: npm run db:backup [-- FILE]   |   npm run db:restore -- FILE --yes';

async function main([command, ...rest]: string[]) {
  const config = loadConfig();
  const target: BackupTarget =
    config.database.kind === 'postgres' ? { kind: 'postgres', url: config.database.url } : { kind: 'pglite', dataDir: config.database.dataDir };
  const file = rest.find((arg) => !arg.startsWith('--'));

  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = file ?? path.join('backups', `prepverse-${stamp}.${target.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const bytes = await backUp(target, out);
    process.stdout.write(`Backed up the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${out} (${(bytes / 1024).toFixed(0)} KB).\n`);
    return;
  }
  if (command === 'restore') {
    if (!file) return fail(usage);
    if (!rest.includes('--yes')) {
      return fail(`This replaces the database with ${file}. Run again with --yes to go ahead (${usage}).`);
    }
    const { keptAside } = await restore(target, file);
    process.stdout.write(`Restored the database from ${file}.${keptAside ? ` The files it replaced are kept in ${keptAside}.` : ''}\n`);
    return;
  }
  fail(usage);
}

function fail(message: string) {
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}

main(process.argv.slice(2)).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
