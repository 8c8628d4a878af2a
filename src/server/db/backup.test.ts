// A backup taken, a mistake made, the backup restored: what was there is back, and the files the
// restore replaced are kept aside. On the embedded database always; on PostgreSQL where a server and
// its client tools (pg_dump, pg_restore) are here, as on CI machines.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migratedDataDir } from '../../test/database.ts';
import { openDatabase } from './client.ts';
import { backUp, restore } from './backup.ts';
import { users } from './schema.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'prepverse-backup-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const learner = (tag: string) => ({ googleSubject: `backup-${tag}`, email: `${tag}@example.com`, name: `Learner ${tag}` });

describe('the embedded database', () => {
  it('comes back from its backup after a mistake, with the replaced files kept aside', async () => {
    const dataDir = await migratedDataDir(path.join(folder, 'data'));
    const target = { kind: 'pglite', dataDir } as const;
    const first = await openDatabase(target);
    await first.db.insert(users).values(learner('kept'));
    await first.close();

    const file = path.join(folder, 'embedded.tar.gz');
    expect(await backUp(target, file)).toBeGreaterThan(1000);

    const second = await openDatabase(target);
    await second.db.delete(users).where(eq(users.email, 'kept@example.com'));
    await second.db.insert(users).values(learner('after-backup'));
    await second.close();

    const { keptAside } = await restore(target, file);
    expect(keptAside).toMatch(/pglite\.before-restore-/);
    const restored = await openDatabase(target);
    const emails = (await restored.db.select({ email: users.email }).from(users)).map((row) => row.email);
    await restored.close();
    expect(emails).toContain('kept@example.com');
    expect(emails).not.toContain('after-backup@example.com');
    // the replaced files are still there, whole: the mistake can be looked at
    expect((await readdir(dataDir)).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
  }, 120_000);

  it('is not touched while another process has it open, and refuses a file that is not a backup', async () => {
    const dataDir = await migratedDataDir(path.join(folder, 'busy'));
    const target = { kind: 'pglite', dataDir } as const;
    await (await openDatabase(target)).close();
    // another process holds it, as a running server does
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(path.join(dataDir, 'prepverse.pid'), String(server.pid));
      await expect(backUp(target, path.join(folder, 'never.tar.gz'))).rejects.toThrow(/in use by process/);
      await expect(openDatabase(target)).rejects.toThrow(/in use by process/);
    } finally {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    const bogus = path.join(folder, 'bogus.tar.gz');
    await writeFile(bogus, 'not a backup');
    await expect(restore(target, bogus)).rejects.toThrow(/not a backup/);
    // the database it would have replaced is still the one in use
    const again = await openDatabase(target);
    await again.close();
  }, 120_000);
});

const hasPostgresTools = spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;

describe.runIf(process.env.DATABASE_URL && hasPostgresTools)('PostgreSQL', () => {
  it('comes back from pg_dump with pg_restore', async () => {
    const database = await createTestDatabase();
    try {
      const target = { kind: 'postgres', url: database.url! } as const;
      await database.db.insert(users).values(learner('pg-kept'));
      const file = path.join(folder, 'postgres.dump');
      expect(await backUp(target, file)).toBeGreaterThan(1000);
      await database.db.delete(users).where(eq(users.email, 'pg-kept@example.com'));
      await restore(target, file);
      const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.email, 'pg-kept@example.com'));
      expect(row?.email).toBe('pg-kept@example.com');
    } finally {
      await database.close();
    }
  }, 120_000);
});
