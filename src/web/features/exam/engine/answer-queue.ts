// Autosave with an offline queue. Every change is written to localStorage first (so a reload, a
// closed tab or a dropped network loses nothing) and then sent in batches; an entry leaves the
// queue only when the server acknowledged exactly that version of it.
import type { SavedAnswer } from '../../../../shared/api/exam.ts';
import {
  forgetQueue,
  queueKey,
  readStored,
  toAnswers,
  toPatch,
  toSeconds,
  type AnswerPatch,
  type KeyValueStorage,
  type PendingEntry,
  type PendingTime,
  type StoredQueue,
} from './queue-storage.ts';

/**
 * How one batch went; the sender never throws. 'unavailable' is the server saying it cannot store
 * anything for now (its database is unreachable): the answers stay here and go again shortly.
 */
export type SaveOutcome = 'saved' | 'offline' | 'unavailable' | 'ended' | 'rejected' | 'failed';
export type SendAnswers = (patch: AnswerPatch, options: { keepalive: boolean }) => Promise<SaveOutcome>;

export interface QueueStatus {
  pending: number;
  sending: boolean;
  offline: boolean;
  /** the server answered that it cannot save for now */
  unavailable: boolean;
  ended: boolean;
}

/** the API takes at most 200 answers in one save */
const BATCH_LIMIT = 200;

export interface AnswerQueueOptions {
  attemptId: string;
  targetId: string;
  storage: KeyValueStorage;
  send: SendAnswers;
  online?: boolean;
  debounceMs?: number;
  onEnded?: () => void;
}

const retryDelay = (failures: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, failures - 1));
// the server's Retry-After is 5 s; spread over a second either side, so that thousands of learners
// do not all come back in the same instant when the database does
const unavailableDelay = () => 4000 + Math.random() * 2000;

export class AnswerQueue {
  private entries: Record<string, PendingEntry>;
  // the time on questions, apart from the answers: sent as `seconds`, which never change an answer
  private times: Record<string, PendingTime>;
  private seq: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<SaveOutcome> | null = null;
  private failures = 0;
  private status: QueueStatus;
  private readonly listeners = new Set<() => void>();
  private readonly options: AnswerQueueOptions;

  constructor(options: AnswerQueueOptions) {
    this.options = options;
    const stored = readStored(options.storage, queueKey(options.attemptId));
    this.entries = stored?.entries ?? {};
    this.times = stored?.times ?? {};
    this.seq = Math.max(0, ...[...Object.values(this.entries), ...Object.values(this.times)].map((entry) => entry.seq));
    this.status = { pending: Object.keys(this.entries).length, sending: false, offline: options.online === false, unavailable: false, ended: false };
  }

  /** Starts sending what an earlier page left queued (the page calls it once it is on screen). */
  resume(): void {
    if (this.hasWork()) this.schedule(0);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): QueueStatus => this.status;

  /** The answers the server has not acknowledged yet (visits aside): sent once more with the submit. */
  pendingAnswers(): Record<string, SavedAnswer> {
    return toAnswers(this.entries);
  }

  /** The time on questions the server has not acknowledged yet: sent once more with the submit. */
  pendingSeconds(): Record<string, number> {
    return toSeconds(this.times);
  }

  /**
   * Queues the time spent on a question so far (its total over all visits, in whole seconds). Written
   * to storage at once, so a page hidden, closed or reloaded right after keeps it; sent with the next save.
   */
  recordTime(questionId: string, seconds: number): void {
    if (this.status.ended || this.times[questionId]?.seconds === seconds) return;
    this.seq += 1;
    this.times[questionId] = { seconds, seq: this.seq };
    this.persist();
    this.schedule(this.options.debounceMs ?? 1000);
  }

  /** Queues changed answers; `visited` names those that are only a first visit (see newlyVisited). */
  enqueue(changed: Record<string, SavedAnswer>, visited: readonly string[] = []): void {
    if (this.status.ended) return;
    const ids = Object.keys(changed);
    if (ids.length === 0) return;
    for (const id of ids) {
      const saved = changed[id]!;
      this.seq += 1;
      this.entries[id] = { answer: saved.answer, status: saved.status, seq: this.seq, ...(visited.includes(id) ? { visit: true } : {}) };
    }
    this.persist();
    this.update({ pending: Object.keys(this.entries).length });
    this.schedule(this.options.debounceMs ?? 1000);
  }

  /** Sends everything queued; resolves once the queue is empty or a batch could not be delivered. */
  async flush(): Promise<SaveOutcome> {
    this.clearTimer();
    for (;;) {
      if (this.status.ended) return 'ended';
      if (this.inFlight) {
        const outcome = await this.inFlight;
        if (outcome !== 'saved') return outcome;
        continue;
      }
      if (!this.hasWork()) return 'saved';
      this.inFlight = this.sendBatch();
      const outcome = await this.inFlight;
      this.inFlight = null;
      if (outcome !== 'saved') return outcome;
    }
  }

  /** The page is going away: one last try that outlives it (the local copy stays either way). */
  flushOnExit(): void {
    if (this.status.ended || this.inFlight || !this.hasWork()) return;
    const { entries, times } = this.batch();
    void this.options.send(toPatch(entries, times), { keepalive: true });
  }

  setOnline(online: boolean): void {
    this.update({ offline: !online });
    if (online) {
      this.failures = 0;
      if (this.hasWork()) void this.flush();
    }
  }

  /** After a successful submit: nothing is left to send. */
  clear(): void {
    this.clearTimer();
    this.entries = {};
    this.times = {};
    forgetQueue(this.options.storage, this.options.attemptId);
    this.update({ pending: 0 });
  }

  /** Stops the timers; the queue stays in storage and a later resume() picks it up. */
  pause(): void {
    this.clearTimer();
  }

  private hasWork(): boolean {
    return Object.keys(this.entries).length > 0 || Object.keys(this.times).length > 0;
  }

  private batch(): { entries: Record<string, PendingEntry>; times: Record<string, PendingTime> } {
    return {
      entries: Object.fromEntries(Object.entries(this.entries).slice(0, BATCH_LIMIT)),
      times: Object.fromEntries(Object.entries(this.times).slice(0, BATCH_LIMIT)),
    };
  }

  private async sendBatch(): Promise<SaveOutcome> {
    const batch = this.batch();
    this.update({ sending: true });
    const outcome = await this.options.send(toPatch(batch.entries, batch.times), { keepalive: false });
    if (outcome === 'saved' || outcome === 'rejected') {
      // an answer (or a time) changed while its older version was on the way stays queued
      for (const [id, sent] of Object.entries(batch.entries)) {
        if (this.entries[id]?.seq === sent.seq) delete this.entries[id];
      }
      for (const [id, sent] of Object.entries(batch.times)) {
        if (this.times[id]?.seq === sent.seq) delete this.times[id];
      }
      this.persist();
    }
    if (outcome === 'rejected') console.warn('Autosave: the server refused a batch of answers; it was dropped.');
    if (outcome === 'saved' || outcome === 'rejected') {
      this.failures = 0;
      this.update({ sending: false, offline: false, unavailable: false, pending: Object.keys(this.entries).length });
      return 'saved';
    }
    if (outcome === 'ended') {
      this.clearTimer();
      this.update({ sending: false, ended: true });
      this.options.onEnded?.();
      return outcome;
    }
    this.failures += 1;
    this.update({ sending: false, offline: outcome === 'offline' || this.status.offline, unavailable: outcome === 'unavailable' });
    this.schedule(outcome === 'unavailable' ? unavailableDelay() : retryDelay(this.failures));
    return outcome;
  }

  private schedule(delayMs: number): void {
    if (this.timer !== null || this.status.ended) return; // a pending send already takes this change along
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private persist(): void {
    const { storage, attemptId, targetId } = this.options;
    try {
      if (!this.hasWork()) storage.removeItem(queueKey(attemptId));
      else storage.setItem(queueKey(attemptId), JSON.stringify({ attemptId, targetId, entries: this.entries, times: this.times } satisfies StoredQueue));
    } catch {
      // a full or blocked storage still leaves the in-memory queue and the autosave
    }
  }

  private update(patch: Partial<QueueStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const listener of this.listeners) listener();
  }
}
