// Imported files are read in worker threads, never on the event loop that answers every other
// request: a file that is slow to read holds one worker, and a time limit ends it (decision 024).
// A few workers are kept between files; more files than workers wait their turn.
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../../../worker-thread.ts';
import { ADMIN_CHECKS } from '../check-slots.ts';
import type { ImportFormat, ImportPreview } from '../../../../shared/api/question-import.ts';
import type { ImportDefaults } from './items.ts';

/** The limits of reading one file (tests change them). */
export const IMPORT_CHECK = {
  /** How long reading a file may take before its worker is stopped: the slowest 5 MB file takes a few seconds. */
  timeLimitMs: 20_000,
  /** Files read at the same time: the admin's checks' shared limit. */
  workers: ADMIN_CHECKS.atOnce,
  /** Each worker's heap: every hostile 5 MB file tried (hostile-files.test.ts) is read within half of it. */
  memoryMb: 512,
  /** How long a worker is kept for the next file. */
  idleMs: 60_000,
};

export interface CheckRequest {
  text: string;
  format: ImportFormat;
  defaults: Partial<ImportDefaults>;
}

/** Reading a file was stopped at a limit; the message says so in the import page's words. */
export class ImportCheckStopped extends Error {}

const seconds = (ms: number) => (ms >= 1500 ? `${Math.round(ms / 1000)} seconds` : 'a second');
const tooSlow = () =>
  new ImportCheckStopped(
    `Reading this file took longer than ${seconds(IMPORT_CHECK.timeLimitMs)}, so it was stopped and nothing was imported. ` +
      'Split it into smaller files and check them one at a time; HTML tags that are never closed (<b> without </b>) can make a file slow to read.',
  );
const tooLarge = () =>
  new ImportCheckStopped(
    'Reading this file needed more memory than the server gives one file, so it was stopped and nothing was imported. Split it into smaller files and check them one at a time.',
  );

function startWorker(): Worker {
  return startWorkerThread(new URL('./check-worker.ts', import.meta.url), new URL('./import-check-worker.js', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_CHECK.memoryMb },
  });
}

interface Task {
  request: CheckRequest;
  resolve: (preview: ImportPreview) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  task: Task | null;
  timer?: NodeJS.Timeout;
}

export class ImportChecker {
  private readonly readers = new Set<Reader>();
  private readonly waiting: Task[] = [];
  private closed = false;

  /** Workers alive: reading a file or waiting for the next. */
  get workers(): number {
    return this.readers.size;
  }

  /** The dry run of a file, read in a worker; rejects with ImportCheckStopped at a limit. */
  check(request: CheckRequest): Promise<ImportPreview> {
    if (this.closed) return Promise.reject(new Error('The import checker is closed.'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new Error('The server is stopping.'));
    await Promise.all([...this.readers].map((reader) => this.stop(reader, new Error('The server is stopping.'))));
  }

  private next() {
    while (this.waiting.length > 0) {
      let reader = [...this.readers].find((candidate) => candidate.task === null);
      if (!reader) {
        if (this.readers.size >= IMPORT_CHECK.workers) return;
        reader = this.start();
      }
      this.run(reader, this.waiting.shift()!);
    }
  }

  private start(): Reader {
    const reader: Reader = { worker: startWorker(), task: null };
    reader.worker.on('message', (preview: ImportPreview) => this.settle(reader, (task) => task.resolve(preview)));
    reader.worker.on('error', (error: Error & { code?: string }) => {
      void this.stop(reader, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error);
    });
    reader.worker.on('exit', () => void this.stop(reader, new Error('The import worker stopped.')));
    // an idle worker does not keep the process alive
    reader.worker.unref();
    this.readers.add(reader);
    return reader;
  }

  private run(reader: Reader, task: Task) {
    clearTimeout(reader.timer);
    reader.task = task;
    reader.timer = setTimeout(() => void this.stop(reader, tooSlow()), IMPORT_CHECK.timeLimitMs);
    reader.worker.postMessage(task.request);
  }

  private settle(reader: Reader, answer: (task: Task) => void) {
    if (!this.readers.has(reader)) return; // an answer that came as its worker was being stopped
    clearTimeout(reader.timer);
    const task = reader.task;
    reader.task = null;
    if (task) answer(task);
    reader.timer = setTimeout(() => void this.stop(reader, null), IMPORT_CHECK.idleMs);
    reader.timer.unref();
    this.next();
  }

  /** Ends a worker, and with `error` the file it was reading. */
  private async stop(reader: Reader, error: Error | null) {
    if (!this.readers.delete(reader)) return;
    clearTimeout(reader.timer);
    if (reader.task && error) reader.task.reject(error);
    reader.task = null;
    await reader.worker.terminate();
    if (!this.closed) this.next();
  }
}
