// Where the autosave queue lives on the device: one localStorage entry per attempt, read again on
// the next visit (a reload, a closed tab, a dropped network) so nothing answered is lost.
import type { QuestionStatus, SavedAnswer } from '../../../../shared/api/exam.ts';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface PendingEntry {
  answer: number | null;
  status: QuestionStatus;
  seq: number;
}

export interface StoredQueue {
  attemptId: string;
  targetId: string;
  entries: Record<string, PendingEntry>;
}

const PREFIX = 'prepverse:exam-queue:';
export const queueKey = (attemptId: string) => `${PREFIX}${attemptId}`;

export function readStored(storage: KeyValueStorage, key: string): StoredQueue | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredQueue>;
    if (typeof parsed.attemptId !== 'string' || typeof parsed.targetId !== 'string' || typeof parsed.entries !== 'object' || !parsed.entries) {
      return null;
    }
    return parsed as StoredQueue;
  } catch {
    return null; // unreadable storage (private mode, corrupt JSON) is an empty queue
  }
}

export const toAnswers = (entries: Record<string, PendingEntry>) =>
  Object.fromEntries(Object.entries(entries).map(([id, { answer, status }]) => [id, { answer, status }]));

/** The unsent answers this device holds for an attempt (merged over the server's on resume). */
export function readUnsentAnswers(storage: KeyValueStorage, attemptId: string): Record<string, SavedAnswer> {
  const stored = readStored(storage, queueKey(attemptId));
  return stored ? toAnswers(stored.entries) : {};
}

/** Queues left behind for a test or quiz (a reload while offline): sent before the page asks for the test. */
export function storedQueuesFor(storage: KeyValueStorage, targetId: string): { attemptId: string; answers: Record<string, SavedAnswer> }[] {
  const found: { attemptId: string; answers: Record<string, SavedAnswer> }[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const stored = readStored(storage, key);
    if (stored?.targetId === targetId && Object.keys(stored.entries).length > 0) {
      found.push({ attemptId: stored.attemptId, answers: toAnswers(stored.entries) });
    }
  }
  return found;
}

export function forgetQueue(storage: KeyValueStorage, attemptId: string): void {
  try {
    storage.removeItem(queueKey(attemptId));
  } catch {
    // nothing to forget
  }
}
