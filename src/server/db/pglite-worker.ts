// The embedded database's own thread (decision 042; pglite-thread.ts starts it). PGlite runs here,
// off the event loop that answers the server's requests, and speaks PostgreSQL's wire protocol over
// a MessagePort to the pg driver in the server's thread: the server talks to the embedded database
// as it talks to PostgreSQL. The build bundles this file as its own entry, dist/server/pglite-worker.js.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import type { ThreadData, ToThread } from './pglite-thread.ts';

const { dataDir } = workerData as ThreadData;

const db = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
db.waitReady.then(
  () => parentPort!.postMessage({ type: 'ready' }),
  (error: unknown) => {
    parentPort!.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  },
);

/**
 * One session at a time: PGlite is one backend. A connection holds the database from its message
 * until the database is out of a transaction again, so that another connection's statements never
 * land inside its transaction.
 */
let holder: Connection | null = null;
const waiting: Array<{ connection: Connection; go: () => void }> = [];

function take(connection: Connection): Promise<void> {
  if (holder === null || holder === connection) {
    holder = connection;
    return Promise.resolve();
  }
  return new Promise((go) => waiting.push({ connection, go }));
}

function letGo(connection: Connection) {
  if (holder !== connection) return;
  const next = waiting.shift();
  holder = next?.connection ?? null;
  next?.go();
}

const TERMINATE = 0x58; // 'X'
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'

class Connection {
  private pending = Buffer.alloc(0);
  private started = false;
  private work = Promise.resolve();
  private closed = false;

  constructor(private readonly port: MessagePort) {
    port.on('message', (chunk: Uint8Array) => {
      this.pending = Buffer.concat([this.pending, chunk]);
      this.work = this.work.then(() => this.drain()).catch(crash);
    });
    port.on('close', () => {
      this.work = this.work.then(() => this.end()).catch(crash);
    });
  }

  /** Runs every whole message received so far, in order, and sends back what they answered. */
  private async drain() {
    const answers: Uint8Array[] = [];
    for (let message = this.nextMessage(); message; message = this.nextMessage()) {
      if (this.closed) return;
      if (this.started && message[0] === TERMINATE) {
        await this.end();
        return;
      }
      await take(this);
      try {
        // like PGlite's own queries: the files are brought up to date at the end of a statement
        const syncToFs = !this.started || message[0] === SYNC || message[0] === QUERY;
        await db.runExclusive(() => db.execProtocolRawStream(message, { syncToFs, onRawData: (data) => answers.push(data.slice()) }));
      } finally {
        this.started = true;
        if (!db.isInTransaction()) letGo(this);
      }
    }
    if (answers.length > 0) {
      // an array of its own, not a slice of Node's shared buffer pool, which cannot be transferred
      const answer = new Uint8Array(answers.reduce((sum, part) => sum + part.byteLength, 0));
      let at = 0;
      for (const part of answers) {
        answer.set(part, at);
        at += part.byteLength;
      }
      this.port.postMessage(answer, [answer.buffer]);
    }
  }

  private nextMessage(): Uint8Array | null {
    // the startup message has no type byte: its length comes first
    const header = this.started ? 1 : 0;
    if (this.pending.length < header + 4) return null;
    const length = header + this.pending.readInt32BE(header);
    if (this.pending.length < length) return null;
    const message = new Uint8Array(this.pending.subarray(0, length));
    this.pending = this.pending.subarray(length);
    return message;
  }

  /** The pg connection went away: a transaction it left open is rolled back, and the database is free. */
  private async end() {
    if (this.closed) return;
    this.closed = true;
    this.port.close();
    if (holder === this) {
      if (db.isInTransaction()) await db.exec('rollback').catch(() => undefined);
      letGo(this);
    }
    const queued = waiting.findIndex((entry) => entry.connection === this);
    if (queued !== -1) waiting.splice(queued, 1);
  }
}

/** PGlite itself failed (not a statement: those are answered as errors): the server is told, and the thread ends. */
function crash(error: unknown) {
  parentPort!.postMessage({ type: 'crashed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}

parentPort!.on('message', (message: ToThread) => {
  if (message.type === 'connect') {
    new Connection(message.port);
  } else if (message.type === 'close') {
    void db.close().then(
      () => parentPort!.postMessage({ type: 'closed' }),
      (error: unknown) => parentPort!.postMessage({ type: 'closed', message: error instanceof Error ? error.message : String(error) }),
    );
  }
});
