// What a page makes the browser download before it is interactive: the scripts and module preloads
// its HTML names, and the page's own lazy chunk with everything that chunk imports (the route's
// element waits for them to hydrate). Sizes are the bytes on the wire: the build's .gz files.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  path: string;
  js: AssetSize[];
  css: AssetSize[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** The files the HTML itself asks for: module scripts, module preloads and stylesheets. */
function assetsInHtml(html: string): { js: string[]; css: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const js = [...head.matchAll(/<script[^>]*type="module"[^>]*>/g)].map((m) => attribute(m[0], 'src'));
  const preloads = [...head.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((m) => attribute(m[0], 'href'));
  const css = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => attribute(m[0], 'href'));
  const local = (list: (string | undefined)[]) => list.filter((href): href is string => href?.startsWith('/') === true).map((href) => href.slice(1));
  return { js: local([...js, ...preloads]), css: local(css) };
}

/** A chunk and every chunk it imports statically, with their stylesheets. */
function staticClosure(manifest: Manifest, key: string, js: Set<string>, css: Set<string>, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  js.add(chunk.file);
  for (const sheet of chunk.css ?? []) css.add(sheet);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, js, css, seen);
}

async function sizeOf(webDir: string, file: string): Promise<AssetSize> {
  const full = path.join(webDir, file);
  const raw = (await stat(full)).size;
  // the precompressed file is what the server sends; a build without it is measured the same way
  const gzip = await stat(`${full}.gz`).then(
    (s) => s.size,
    async () => gzipSync(await readFile(full), { level: 9 }).length,
  );
  return { file, raw, gzip };
}

/** The first load of `pagePath`, whose route renders the lazy module `routeModule` (a manifest key). */
export async function measureFirstLoad(baseUrl: string, webDir: string, pagePath: string, routeModule: string): Promise<FirstLoad> {
  const manifest = JSON.parse(await readFile(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not in the build's manifest`);
  const response = await fetch(new URL(pagePath, baseUrl));
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const fromHtml = assetsInHtml(await response.text());
  if (fromHtml.js.length === 0) throw new Error(`${pagePath} names no module script`);

  const js = new Set(fromHtml.js);
  const css = new Set(fromHtml.css);
  staticClosure(manifest, 'index.html', js, css);
  staticClosure(manifest, routeModule, js, css);
  return {
    path: pagePath,
    js: await Promise.all([...js].map((file) => sizeOf(webDir, file))),
    css: await Promise.all([...css].map((file) => sizeOf(webDir, file))),
  };
}

export const total = (assets: AssetSize[], key: 'raw' | 'gzip') => assets.reduce((sum, asset) => sum + asset[key], 0);
