// A worker thread that reads imported files (checker.ts starts it): one file per message, its
// dry run the answer. The build bundles this file as its own entry, dist/server/import-check-worker.js.
import { parentPort } from 'node:worker_threads';
import type { ImportPreview } from '../../../../shared/api/question-import.ts';
import type { CheckRequest } from './checker.ts';
import { previewImport } from './service.ts';

parentPort!.on('message', ({ text, format, defaults }: CheckRequest) => {
  const preview: ImportPreview = previewImport(text, format, defaults);
  parentPort!.postMessage(preview);
});
