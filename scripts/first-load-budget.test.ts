// The build's first-load check reads what the build wrote: a page's first JavaScript is the entry and
// its page chunk with every chunk they import statically; a chunk only imported lazily is not counted,
// and a large import planted in the landing page puts it over its budget.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFirstLoad } from './first-load-budget.mjs';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

/** A build with an entry, a landing page and a lazy chunk; `planted` makes the landing page import a large chunk statically. */
async function fakeBuild({ planted }: { planted: boolean }): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'first-load-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await mkdir(path.join(dir, 'assets'));
  const landingImports = ['index.html', ...(planted ? ['_large.js'] : [])];
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['landing.tsx', 'lazy.tsx'] },
    'landing.tsx': { file: 'assets/landing.js', isDynamicEntry: true, imports: landingImports },
    'lazy.tsx': { file: 'assets/lazy.js', isDynamicEntry: true, imports: ['_large.js'] },
    '_large.js': { file: 'assets/large.js' },
  };
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  // random text barely compresses: its gzip size is close to its length
  const noise = (bytes: number) => Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256)));
  await writeFile(path.join(dir, 'assets/index.js'), noise(60_000));
  await writeFile(path.join(dir, 'assets/landing.js'), noise(5_000));
  await writeFile(path.join(dir, 'assets/lazy.js'), noise(1_000));
  await writeFile(path.join(dir, 'assets/large.js'), noise(80_000));
  return dir;
}

const landing = (budget: number) => [{ path: '/', module: 'landing.tsx', budget }];

describe("the build's first-load budget", () => {
  it('counts the entry and the page, not what the app loads later', async () => {
    const [result] = await checkFirstLoad(await fakeBuild({ planted: false }), landing(100_000));
    expect(result!.files.map((file) => file.file).sort()).toEqual(['assets/index.js', 'assets/landing.js']);
    expect(result!.total).toBeGreaterThan(65_000);
    expect(result!.fits).toBe(true);
  });

  it('fails a page whose first JavaScript a planted import puts over its budget', async () => {
    const [result] = await checkFirstLoad(await fakeBuild({ planted: true }), landing(100_000));
    expect(result!.files.map((file) => file.file)).toContain('assets/large.js');
    expect(result!.total).toBeGreaterThan(100_000);
    expect(result!.fits).toBe(false);
  });

  it('refuses a page the build does not have', async () => {
    await expect(checkFirstLoad(await fakeBuild({ planted: false }), [{ path: '/x', module: 'missing.tsx', budget: 1 }])).rejects.toThrow(/missing\.tsx/);
  });
});
