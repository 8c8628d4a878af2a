// The server's side of the embedded database's thread (pglite-worker.ts; decision 042): it starts the
// thread and hands the pg driver a stream per connection, a MessagePort in place of a socket. A
// query that runs for seconds there holds the other queries, as one PostgreSQL connection would,
// but never this thread's event loop.
import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread.ts';

export interface ThreadData {
  /** PGlite's own folder (DATA_DIR/pglite) */
  dataDir: string;
}

export type ToThread = { type: 'connect'; port: MessagePort } | { type: 'close' };
type FromThread = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed'; message?: string } | { type: 'crashed'; message: string };

export interface DatabaseThread {
  /** What pg.Pool's `stream` option takes: a new connection to the thread. */
  stream: () => Duplex;
  /** Resolves once the thread has closed the database and ended. */
  close: () => Promise<void>;
  /** Called once if the thread dies while the database is open: its connections are failed with the same error. */
  onCrash: (listener: (error: Error) => void) => void;
  readonly worker: Worker;
}

/** A pg connection's two ends: what pg writes goes to the thread, what the thread answers is read. */
class ThreadStream extends Duplex {
  private port: MessagePort | null = null;

  constructor(private readonly open: (port: MessagePort) => void) {
    super({ allowHalfOpen: false });
  }

  // the calls pg makes on a socket
  connect() {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    port1.on('message', (answer: Uint8Array) => this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength)));
    port1.on('close', () => this.push(null));
    this.open(port2);
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  override _read() {}
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (!this.port) return done(new Error('The embedded database connection is not open.'));
    this.port.postMessage(chunk);
    done();
  }
  override _final(done: (error?: Error | null) => void) {
    this.port?.close();
    done();
  }
  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.port?.close();
    done(error);
  }
}

export async function startDatabaseThread(data: ThreadData): Promise<DatabaseThread> {
  const worker = startWorkerThread(new URL('./pglite-worker.ts', import.meta.url), new URL('./pglite-worker.js', import.meta.url), {
    workerData: data,
  });
  const streams = new Set<ThreadStream>();
  const crashListeners: Array<(error: Error) => void> = [];
  let state: 'starting' | 'open' | 'closing' | 'ended' = 'starting';
  let failure: Error | null = null;
  let closed: () => void = () => {};
  const ended = new Promise<void>((resolve) => (closed = resolve));

  const fail = (error: Error) => {
    if (state === 'ended') return;
    const wasOpen = state === 'open';
    state = 'ended';
    failure = error;
    for (const stream of streams) stream.destroy(error);
    streams.clear();
    closed();
    if (wasOpen) for (const listener of crashListeners) listener(error);
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') {
        state = 'open';
        resolve();
      } else if (message.type === 'failed') {
        reject(new Error(message.message));
      } else if (message.type === 'crashed') {
        fail(new Error(`The embedded database stopped: ${message.message}`));
      } else if (message.type === 'closed') {
        state = 'ended';
        void worker.terminate().then(closed);
      }
    });
    worker.on('error', (error: Error) => {
      const stopped = new Error(`The embedded database stopped: ${error.message}`);
      if (state === 'starting') reject(stopped);
      fail(stopped);
    });
    worker.on('exit', (code) => {
      const stopped = new Error(`The embedded database's thread ended (exit code ${code}).`);
      if (state === 'starting') reject(stopped);
      if (state === 'closing') {
        state = 'ended';
        closed();
      } else fail(stopped);
    });
  });
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    worker,
    stream: () => {
      const stream = new ThreadStream((port) => {
        if (state !== 'open') {
          process.nextTick(() => stream.destroy(failure ?? new Error('The embedded database is closed.')));
          return;
        }
        worker.postMessage({ type: 'connect', port } satisfies ToThread, [port]);
      });
      streams.add(stream);
      stream.once('close', () => streams.delete(stream));
      return stream;
    },
    close: async () => {
      if (state === 'open') {
        state = 'closing';
        worker.postMessage({ type: 'close' } satisfies ToThread);
      }
      await ended;
    },
    onCrash: (listener) => void crashListeners.push(listener),
  };
}
