// The stylesheet hook that lets Node run the server from source (pages import their .css): a
// stylesheet loads as an empty module, and registering the hook says nothing on any Node we support.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-no-styles-'));
  await writeFile(path.join(dir, 'page.css'), 'body { color: red }\n');
  await writeFile(path.join(dir, 'page.mjs'), "import * as styles from './page.css';\nconsole.log(`exports: ${Object.keys(styles).length}`);\n");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('loads a stylesheet as an empty module, without a warning', async () => {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', './scripts/no-styles/register.mjs', path.join(dir, 'page.mjs')]);
  expect(stdout).toBe('exports: 0\n');
  expect(stderr).toBe('');
});
