// Starts a worker thread from one of the server's own files: the bundled copy beside main.js in a
// build (scripts/build-server.mjs names each worker's entry), the TypeScript source through tsx when
// the server runs from source (tests, npm run dev). On Node 20 a worker does not take tsx from
// `--import` in its execArgv, so the source is loaded by a few lines that register tsx themselves.
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * `source`: the worker's .ts file, resolved against the caller's import.meta.url; `built`: its
 * bundle's name in dist/server, resolved the same way (the caller is bundled into main.js there).
 */
export function startWorkerThread(source: URL, built: URL, options: WorkerOptions = {}): Worker {
  const fromSource = source.href.endsWith('.ts') && import.meta.url.endsWith('.ts');
  if (!fromSource) return new Worker(built, options);
  const load = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${JSON.stringify(
    source.href,
  )}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}
