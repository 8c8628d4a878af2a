import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { migratedDataDir } from '../../test/database.ts';

// The real command, on a real embedded database directory, as an operator runs it.
const run = promisify(execFile);
let dataDir: string;

const admin = (...args: string[]) =>
  run(path.resolve('node_modules/.bin/tsx'), ['src/server/cli/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
  }).then(
    (result) => ({ code: 0, stdout: result.stdout, stderr: result.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

async function roleOf(email: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [user] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    return user?.role;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = await migratedDataDir(await mkdtemp(path.join(os.tmpdir(), 'prepverse-cli-')));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.db.insert(users).values({ googleSubject: 'g-cli', email: 'Neha.Gupta@example.com', name: 'Neha Gupta' });
  await database.close();
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run admin -- grant EMAIL ROLE', () => {
  it('sets the role of a user found by e-mail, whatever its case', async () => {
    const result = await admin('grant', 'neha.gupta@example.com', 'master');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('is now master (was learner)');
    expect(result.code).toBe(0);
    expect(await roleOf('Neha.Gupta@example.com')).toBe('master');
  }, 60_000);

  it('refuses an unknown role or user and changes nothing', async () => {
    const badRole = await admin('grant', 'neha.gupta@example.com', 'emperor');
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain("Unknown role 'emperor'");
    const nobody = await admin('grant', 'nobody@example.com', 'god');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('must sign in once first');
    expect(await roleOf('Neha.Gupta@example.com')).toBe('master');
  }, 60_000);
});
