// The import graph of src/ for prepverse/no-cycle: every .ts and .tsx file and the files it imports
// by a relative path (import and import type, export … from, import(), typeof import()). Built once
// per lint run from the files on disk, by TypeScript's own quick import scan (no parse, a tenth of the
// time), and looked over again at most every few seconds, so that an editor's long-running ESLint sees
// files change. The file being linted is read by the rule from its own text instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const REFRESH_MS = 3000;

const relative = (specifier) => specifier.startsWith('./') || specifier.startsWith('../');

/** The relative module paths a file's text imports, whether for its values or its types only. */
export function importsOf(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter(relative);
}

/** The file a relative specifier names: the path as written (this repository writes extensions), else with one added. */
export function resolveImport(fromFile, specifier, exists) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), path.join(target, 'index.tsx')]) {
    if (exists(candidate)) return candidate;
  }
  return null;
}

function sourceFilesUnder(dir, into = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFilesUnder(full, into);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) into.push(full);
  }
  return into;
}

const graphs = new Map();

/**
 * The graph of the files under `root` as on disk (looked over at most every REFRESH_MS): `edges`,
 * file -> the files it imports, and `importers`, file -> the files that import it.
 */
export function importGraph(root) {
  let graph = graphs.get(root);
  if (!graph) {
    graph = { checkedAt: 0, files: new Map(), edges: new Map(), importers: new Map() };
    graphs.set(root, graph);
  }
  if (Date.now() - graph.checkedAt < REFRESH_MS) return graph;
  const seen = new Map();
  let changed = false;
  for (const file of sourceFilesUnder(root)) {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) continue; // removed since the folder was read
    const known = graph.files.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) {
      seen.set(file, known);
    } else {
      seen.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, imports: importsOf(readFileSync(file, 'utf8')) });
      changed = true;
    }
  }
  if (changed || seen.size !== graph.files.size) {
    graph.files = seen;
    graph.edges = new Map();
    graph.importers = new Map();
    const exists = (file) => seen.has(file);
    for (const [file, { imports }] of seen) {
      const targets = [...new Set(imports.map((specifier) => resolveImport(file, specifier, exists)).filter(Boolean))];
      graph.edges.set(file, targets);
      for (const target of targets) {
        if (!graph.importers.has(target)) graph.importers.set(target, []);
        graph.importers.get(target).push(file);
      }
    }
  }
  graph.checkedAt = Date.now();
  return graph;
}

/** Every file with a way to `home` (by the imports on disk): importing one of them from `home` closes a cycle. */
export function filesReaching({ importers }, home) {
  const reaching = new Set();
  const queue = [home];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.shift()) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      queue.push(importer);
    }
  }
  return reaching;
}

/**
 * A shortest way from `start` back to `home` by the imports on disk, as the files after `start`
 * (`home` last); it never goes on from `home`, whose imports the rule reads from the text being linted.
 */
export function pathBack({ edges }, start, home) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of edges.get(file) ?? []) {
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      if (target === home) {
        const way = [];
        for (let at = home; at !== start; at = cameFrom.get(at)) way.unshift(at);
        return way;
      }
      queue.push(target);
    }
  }
  return null;
}
