import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPreloadTags, type PreloadTags } from './page-preloads.ts';

// the shape of Vite's manifest: the entry (index.html), a lazy page, and chunks they share
const manifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    imports: ['_react-B2.js'],
    css: ['assets/index-C3.css'],
    // the Devanagari faces the stylesheet names, as woff2 and as woff
    assets: [
      'assets/noto-sans-devanagari-devanagari-400-normal-H8.woff2',
      'assets/noto-sans-devanagari-devanagari-400-normal-H9.woff',
      'assets/noto-sans-devanagari-devanagari-600-normal-J1.woff2',
      'assets/noto-sans-devanagari-devanagari-700-normal-K2.woff2',
    ],
  },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_icons-D4.js': { file: 'assets/icons-D4.js', imports: ['_react-B2.js'] },
  'features/notes/pages/notes-page.tsx': {
    file: 'assets/notes-page-E5.js',
    imports: ['index.html', '_icons-D4.js', '_markdown-F6.js'],
  },
  '_markdown-F6.js': { file: 'assets/markdown-F6.js', imports: ['_icons-D4.js'], css: ['assets/markdown-G7.css'] },
};

let webDir: string;
let preloadTags: PreloadTags;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-preloads-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  preloadTags = await loadPreloadTags(webDir);
});

afterAll(() => rm(webDir, { recursive: true, force: true }));

describe("a page's preload tags", () => {
  it("name the page's chunk, what it imports and what the entry imports, but nothing the template already names", () => {
    const tags = preloadTags(['features/notes/pages/notes-page.tsx'], { scripts: true });
    expect(tags.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/markdown-G7.css"',
      // found only once the entry has arrived, without this
      'href="/assets/react-B2.js"',
      'href="/assets/notes-page-E5.js"',
      'href="/assets/icons-D4.js"',
      'href="/assets/markdown-F6.js"',
    ]);
    expect(tags).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/notes-page-E5.js">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/markdown-G7.css">');
  });

  it('give a page rendered on the server its stylesheets only', () => {
    expect(preloadTags(['features/notes/pages/notes-page.tsx'], { scripts: false })).toBe('<link rel="stylesheet" crossorigin href="/assets/markdown-G7.css">');
  });

  it('give a page in Hindi its regular and bold Devanagari faces first, and an English page none', () => {
    const hindi = preloadTags(['features/notes/pages/notes-page.tsx'], { scripts: false, lang: 'hi' });
    expect(hindi.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/noto-sans-devanagari-devanagari-400-normal-H8.woff2"',
      'href="/assets/noto-sans-devanagari-devanagari-700-normal-K2.woff2"',
      'href="/assets/markdown-G7.css"',
    ]);
    expect(hindi).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-devanagari-devanagari-400-normal-H8.woff2">');
    expect(preloadTags(['features/notes/pages/notes-page.tsx'], { scripts: false, lang: 'en' })).not.toContain('font');
  });

  it("name only the entry's imports for a path without a lazy page, and nothing for a build without a manifest", async () => {
    expect(preloadTags([], { scripts: true })).toBe('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-B2.js">');
    expect(preloadTags([], { scripts: false })).toBe('');
    const noManifest = await loadPreloadTags(path.join(webDir, 'missing'));
    expect(noManifest(['features/notes/pages/notes-page.tsx'], { scripts: true })).toBe('');
  });
});
