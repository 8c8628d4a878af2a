// When `npm start` builds the app first: a temporary project whose files' times are set by hand.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { beginBuild, buildNeeded, endBuild } from './build-stamp.mjs';

const BUILD_STARTED = Date.parse('2026-11-20T10:00:00Z');
const BEFORE = new Date(BUILD_STARTED - 60_000);
const AFTER = new Date(BUILD_STARTED + 60_000);
const SOURCES = [
  'src/web/main.tsx',
  'src/web/index.html',
  'src/server/main.ts',
  'src/server/app.test.ts',
  'src/test/app.ts',
  'public/favicon.svg',
  'scripts/precompress.mjs',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];
const OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];

let root: string;

async function put(file: string, at: Date) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), file);
  await touch(file, at);
}
const touch = (file: string, at: Date) => utimes(path.join(root, file), at, at);

/** Every source (and every folder) last changed before the build began, and a finished build. */
async function builtProject() {
  for (const file of SOURCES) await put(file, BEFORE);
  await beginBuild(root, BUILD_STARTED);
  for (const file of OUTPUTS) await put(file, AFTER);
  await endBuild(root);
  for (const dir of ['src', 'src/web', 'src/server', 'src/test', 'public', 'scripts', 'node_modules']) await touch(dir, BEFORE);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'prepverse-build-stamp-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('buildNeeded', () => {
  it('builds a fresh clone, which has no dist/ yet', async () => {
    for (const file of SOURCES) await put(file, BEFORE);
    expect(await buildNeeded(root)).toBe('there is no dist/web/index.html yet');
  });

  it('starts without building when no input changed since the last build began', async () => {
    await builtProject();
    expect(await buildNeeded(root)).toBeNull();
  });

  it.each([
    'src/web/main.tsx',
    'src/web/index.html',
    'src/server/main.ts',
    'public/favicon.svg',
    'scripts/precompress.mjs',
    'vite.config.ts',
    'package-lock.json',
    'node_modules/.package-lock.json',
  ])('builds again when %s changed after the build began', async (file) => {
    await builtProject();
    await touch(file, AFTER);
    expect(await buildNeeded(root)).toBe(`${file} changed since the last build`);
  });

  it('counts a file saved while the build ran, which the build may not have read', async () => {
    await builtProject();
    await touch('src/web/main.tsx', new Date(BUILD_STARTED + 1));
    expect(await buildNeeded(root)).toBe('src/web/main.tsx changed since the last build');
  });

  it('builds again when a source was deleted (its folder changed)', async () => {
    await builtProject();
    await rm(path.join(root, 'src/server/main.ts'));
    expect(await buildNeeded(root)).toBe('src/server changed since the last build');
  });

  it('does not build for a changed test, which the build does not read', async () => {
    await builtProject();
    await touch('src/server/app.test.ts', AFTER);
    await touch('src/test/app.ts', AFTER);
    expect(await buildNeeded(root)).toBeNull();
  });

  it('builds again after a build that stopped halfway, whatever the times', async () => {
    await builtProject();
    await beginBuild(root, BUILD_STARTED + 120_000);
    expect(await buildNeeded(root)).toBe('no finished build is on record in dist/build-stamp.json');
  });

  it('builds again when part of the build is missing', async () => {
    await builtProject();
    await rm(path.join(root, 'dist/server/main.js'));
    expect(await buildNeeded(root)).toBe('there is no dist/server/main.js yet');
  });
});
