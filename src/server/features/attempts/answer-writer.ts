// Autosaves of many learners go to the database together. While a batch is being written, the saves
// that arrive wait and go in the next one, as one statement: under a rush, thousands of saves a
// minute cost a few hundred statements; when it is quiet, a save is written at once. A save is
// answered only after the statement that stores it has returned, so a crash between two batches
// loses nothing that was acknowledged: what was waiting is still in the learner's browser queue,
// which sends it again.
import type { Database } from '../../db/client.ts';
import type { SavedAnswers } from '../../db/schema.ts';
import { mergeAnswersOfMany, type AnswerPatch, type QuestionSeconds } from './repository.ts';

interface PendingSave {
  attemptId: string;
  userId: string;
  answers: SavedAnswers;
  visits?: SavedAnswers;
  seconds?: QuestionSeconds;
  resolve: (version: number | null) => void;
  reject: (error: unknown) => void;
}

/** Stores a batch in one statement; answers each attempt's new version (absent: the attempt had ended). */
export type WriteBatch = (patches: AnswerPatch[]) => Promise<Map<string, number>>;

export interface AnswerWriterOptions {
  /** batches written at the same time (each holds a connection while it runs) */
  concurrency: number;
  /** attempts in one statement */
  maxBatch: number;
}

export class AnswerWriter {
  private waiting: PendingSave[] = [];
  private running = 0;
  // an attempt is in at most one batch at a time, so its saves are stored in the order they came
  private readonly writing = new Set<string>();

  constructor(
    private readonly writeBatch: WriteBatch,
    private readonly options: AnswerWriterOptions,
  ) {}

  /**
   * Merges the answers (and, under them, the first visits; beside them, the time on questions) into
   * the learner's open attempt; resolves with the new version, or null when it has ended.
   */
  save(attemptId: string, userId: string, answers: SavedAnswers, visits?: SavedAnswers, timed: { seconds?: QuestionSeconds } = {}): Promise<number | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ attemptId, userId, answers, ...(visits ? { visits } : {}), ...timed, resolve, reject });
      this.pump();
    });
  }

  /** Saves not yet in a batch (for tests and the shutdown log). */
  get backlog(): number {
    return this.waiting.length;
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return; // everything waiting belongs to attempts being written now
      this.running += 1;
      void this.write(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  /** The oldest waiting save of each attempt not being written, up to a batch; the rest keep their order. */
  private take(): PendingSave[] {
    const batch: PendingSave[] = [];
    const rest: PendingSave[] = [];
    const taken = new Set<string>();
    for (const save of this.waiting) {
      if (batch.length < this.options.maxBatch && !this.writing.has(save.attemptId) && !taken.has(save.attemptId)) {
        batch.push(save);
        taken.add(save.attemptId);
      } else {
        rest.push(save);
      }
    }
    this.waiting = rest;
    for (const attemptId of taken) this.writing.add(attemptId);
    return batch;
  }

  private async write(batch: PendingSave[]): Promise<void> {
    try {
      const versions = await this.writeBatch(batch);
      for (const save of batch) save.resolve(versions.get(save.attemptId) ?? null);
    } catch (error) {
      for (const save of batch) save.reject(error);
    } finally {
      for (const save of batch) this.writing.delete(save.attemptId);
    }
  }
}

const writers = new WeakMap<Database, AnswerWriter>();

/** The instance's one writer for a database. */
export function answerWriter(db: Database): AnswerWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new AnswerWriter((patches) => mergeAnswersOfMany(db, patches), { concurrency: 4, maxBatch: 500 });
    writers.set(db, writer);
  }
  return writer;
}
