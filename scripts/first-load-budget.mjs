// The build's check of the first page's JavaScript (issue 43, decision 046): for each page a visitor
// may land on first, the entry's chunk and the page's own lazy chunk with every chunk they import
// statically (what must arrive before the page is taken over), summed as the bytes on the wire (the
// build's .gz files). Over its budget, the build fails, naming the page and its largest files. The
// Hindi pages load the same scripts as the English ones (their messages come in the HTML, as data):
// they are checked by the same modules (render.test.ts holds the routes to that).
//
//   node scripts/first-load-budget.mjs [dist/web]
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** gzip bytes of first JavaScript a page may load: the React app's target (decision 025, issue 43). */
export const FIRST_JS_TARGET = 130_000;

/** The pages checked, each with the lazy page module its route renders (a key of the build's manifest) and its budget. */
export const BUDGETED_PAGES = [
  { path: '/', module: 'features/landing/pages/landing-page.tsx', budget: FIRST_JS_TARGET },
  { path: '/hi', module: 'features/landing/pages/landing-page.tsx', budget: FIRST_JS_TARGET },
  { path: '/testseries', module: 'features/test-series/pages/test-series-page.tsx', budget: FIRST_JS_TARGET },
  { path: '/hi/testseries', module: 'features/test-series/pages/test-series-page.tsx', budget: FIRST_JS_TARGET },
];

/** A chunk's file and the files of every chunk it imports statically, in `files`. */
export function staticClosure(manifest, key, files = new Set(), seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files, seen);
  return files;
}

async function gzipSize(webDir, file) {
  const full = path.join(webDir, file);
  return stat(`${full}.gz`).then(
    (s) => s.size,
    async () => gzipSync(await readFile(full), { level: 9 }).length,
  );
}

/** Each budgeted page's first JavaScript: its files with their gzip sizes, the total, and whether it fits. */
export async function checkFirstLoad(webDir, pages = BUDGETED_PAGES) {
  const manifest = JSON.parse(await readFile(path.join(webDir, '.vite/manifest.json'), 'utf8'));
  if (!manifest['index.html']) throw new Error(`${webDir}'s manifest has no entry (index.html)`);
  const results = [];
  for (const page of pages) {
    if (!manifest[page.module]) throw new Error(`${page.module} (the page ${page.path}) is not in the build's manifest`);
    const files = staticClosure(manifest, page.module, staticClosure(manifest, 'index.html'));
    const sized = await Promise.all([...files].map(async (file) => ({ file, gzip: await gzipSize(webDir, file) })));
    sized.sort((a, b) => b.gzip - a.gzip);
    const total = sized.reduce((sum, file) => sum + file.gzip, 0);
    results.push({ path: page.path, total, budget: page.budget, files: sized, fits: total <= page.budget });
  }
  return results;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const webDir = process.argv[2] ?? 'dist/web';
  const results = await checkFirstLoad(webDir);
  for (const result of results) {
    const target = result.budget === FIRST_JS_TARGET ? '' : `, target ${kb(FIRST_JS_TARGET)}`;
    console.log(
      `first-load JavaScript of ${result.path}: ${kb(result.total)} gzip in ${result.files.length} files (budget ${kb(result.budget)}${target}) ${result.fits ? 'ok' : 'OVER'}`,
    );
    if (!result.fits) for (const file of result.files.slice(0, 5)) console.log(`  ${file.file.padEnd(50)} ${kb(file.gzip)}`);
  }
  const over = results.filter((result) => !result.fits);
  if (over.length > 0) {
    console.error(
      `over its budget, the first JavaScript of: ${over.map((result) => `${result.path} (${kb(result.total)} > ${kb(result.budget)})`).join(', ')}`,
    );
    process.exit(1);
  }
}
