import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The built files of a chunk and of every chunk it imports statically. */
function closure(manifest: Manifest, key: string, files: { js: Set<string>; css: Set<string> }, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  files.js.add(chunk.file);
  for (const sheet of chunk.css ?? []) files.css.add(sheet);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen);
}

export type PreloadTags = (pageModules: string[], options: { scripts: boolean; lang?: 'en' | 'hi' }) => string;

const noPreloads: PreloadTags = () => '';

/**
 * The tags that fetch a page's own chunks with the first script (Vite's manifest says which files a
 * lazy page needs), instead of after it has run: one round trip less before the page can hydrate,
 * and its stylesheets (KaTeX's, say) are in place before a rendered formula paints. The scripts ask
 * at low priority: the stylesheet, which holds back the first paint, gets the slow link first (the
 * exam view's first paint 2.35 -> 1.38 s on simulated slow 4G, its question no later: bench/README.md).
 */
export async function loadPreloadTags(webRoot: string): Promise<PreloadTags> {
  const text = await readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8').catch(() => null);
  // a build without a manifest still works, one round trip slower
  if (text === null) return noPreloads;
  const manifest = JSON.parse(text) as Manifest;
  // index.html names its entry script and stylesheet; the chunks the entry imports are found only
  // once it has arrived (the build adds no modulepreload: vite.config.ts), so a page preloads them too
  const entry = manifest['index.html'];
  const inTemplate = { js: new Set(entry ? [entry.file] : []), css: new Set(entry?.css ?? []) };

  // a page in Hindi asks for its Devanagari faces with the stylesheet, not once the stylesheet has
  // been read and the text laid out: the text is drawn in them from the first paint, instead of in a
  // fallback that the faces then replace, moving what is under it (CLS 0.083 on /hi without)
  const devanagari = (entry?.assets ?? [])
    .filter((file) => /devanagari-(400|700)-normal-[\w-]+\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`);

  const cache = new Map<string, string>();
  return (pageModules, { scripts, lang = 'en' }) => {
    const key = `${pageModules.join('\n')}\n${scripts}\n${lang}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const files = { js: new Set<string>(), css: new Set<string>() };
    if (scripts) closure(manifest, 'index.html', files);
    for (const module of pageModules) closure(manifest, module, files);
    const css = [...files.css].filter((file) => !inTemplate.css.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    const js = [...(scripts ? files.js : [])]
      .filter((file) => !inTemplate.js.has(file))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
    const tags = [...(lang === 'hi' ? devanagari : []), ...css, ...js].join('\n    ');
    cache.set(key, tags);
    return tags;
  };
}
