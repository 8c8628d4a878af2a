// Where the autosave queue lives on the device: one localStorage entry per attempt, read again on
// the next visit (a reload, a closed tab, a dropped network) so nothing answered is lost.
import { questionStatus, savedAnswer, type QuestionStatus, type SavedAnswer } from '../../../../shared/api/exam.ts';
import type { Answer } from '../../../../shared/exam/answer-key.ts';
import type { UnsentAnswer } from '../../../../shared/exam/navigation.ts';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface PendingEntry {
  /** an MCQ's option, an MSQ's options, a NAT's number as typed (shared/exam/answer-key.ts) */
  answer: Answer | null;
  status: QuestionStatus;
  seq: number;
  /** opened for the first time, not answered: sent as a visit, which never overwrites an answer */
  visit?: boolean;
}

/** What one save sends: answers, and questions first visited. */
export interface AnswerPatch {
  answers: Record<string, SavedAnswer>;
  visited: string[];
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
    // an entry this version cannot send (written by an older page, or edited by hand) is dropped
    // alone: the server would refuse the whole batch it rode in
    const entries = Object.fromEntries(Object.entries(parsed.entries).filter(([, entry]) => isPendingEntry(entry)));
    return { attemptId: parsed.attemptId, targetId: parsed.targetId, entries };
  } catch {
    return null; // unreadable storage (private mode, corrupt JSON) is an empty queue
  }
}

function isPendingEntry(entry: unknown): entry is PendingEntry {
  if (typeof entry !== 'object' || entry === null) return false;
  const { answer, status, seq } = entry as Record<string, unknown>;
  return typeof seq === 'number' && questionStatus.safeParse(status).success && savedAnswer.shape.answer.safeParse(answer).success;
}

/** The changed answers of a set of entries, without the visits. */
export const toAnswers = (entries: Record<string, PendingEntry>): Record<string, SavedAnswer> =>
  Object.fromEntries(Object.entries(entries).flatMap(([id, { answer, status, visit }]) => (visit ? [] : [[id, { answer, status }]])));

export const toPatch = (entries: Record<string, PendingEntry>): AnswerPatch => ({
  answers: toAnswers(entries),
  visited: Object.entries(entries).flatMap(([id, { visit }]) => (visit ? [id] : [])),
});

/** The unsent answers and visits this device holds for an attempt (merged over the server's on resume). */
export function readUnsentAnswers(storage: KeyValueStorage, attemptId: string): Record<string, UnsentAnswer> {
  const stored = readStored(storage, queueKey(attemptId));
  if (!stored) return {};
  return Object.fromEntries(Object.entries(stored.entries).map(([id, { answer, status, visit }]) => [id, { answer, status, ...(visit ? { visit } : {}) }]));
}

/** Queues left behind for a test or quiz (a reload while offline): sent before the page asks for the test. */
export function storedQueuesFor(storage: KeyValueStorage, targetId: string): { attemptId: string; patch: AnswerPatch }[] {
  const found: { attemptId: string; patch: AnswerPatch }[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const stored = readStored(storage, key);
    if (stored?.targetId === targetId && Object.keys(stored.entries).length > 0) {
      found.push({ attemptId: stored.attemptId, patch: toPatch(stored.entries) });
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
