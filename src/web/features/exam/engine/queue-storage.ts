// Where the autosave queue lives on the device: one localStorage entry per attempt, read again on
// the next visit (a reload, a closed tab, a dropped network) so nothing answered is lost.
import { questionStatus, savedAnswer, type QuestionStatus, type SavedAnswer } from '../../../../shared/api/exam.ts';
import type { Answer } from '../../../../shared/exam/answer-key.ts';
import type { UnsentAnswer } from '../../../../shared/exam/navigation.ts';
import { QUESTION_SECONDS_MAX } from '../../../../shared/exam/time-spent.ts';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface PendingEntry {
  /** an MCQ's option, an MSQ's options, a NAT's number as typed (shared/exam/answer-key.ts) */
  answer: Answer | null;
  status: QuestionStatus;
  seq: number;
  /** opened for the first time, not answered: sent as a visit, which never overwrites an answer */
  visit?: boolean;
}

/** The time on a question not yet acknowledged: its total so far (summed over its visits), in seconds. */
export interface PendingTime {
  seconds: number;
  seq: number;
}

/** What one save sends: answers, questions first visited, and the time on questions so far. */
export interface AnswerPatch {
  answers: Record<string, SavedAnswer>;
  visited: string[];
  seconds?: Record<string, number>;
}

export interface StoredQueue {
  attemptId: string;
  targetId: string;
  entries: Record<string, PendingEntry>;
  /** kept apart from the answers: time alone never changes an answer (absent in older queues) */
  times?: Record<string, PendingTime>;
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
    const times = Object.fromEntries(Object.entries(parsed.times ?? {}).filter(([, time]) => isPendingTime(time)));
    return { attemptId: parsed.attemptId, targetId: parsed.targetId, entries, times };
  } catch {
    return null; // unreadable storage (private mode, corrupt JSON) is an empty queue
  }
}

function isPendingEntry(entry: unknown): entry is PendingEntry {
  if (typeof entry !== 'object' || entry === null) return false;
  const { answer, status, seq } = entry as Record<string, unknown>;
  return typeof seq === 'number' && questionStatus.safeParse(status).success && savedAnswer.shape.answer.safeParse(answer).success;
}

function isPendingTime(time: unknown): time is PendingTime {
  if (typeof time !== 'object' || time === null) return false;
  const { seconds, seq } = time as Record<string, unknown>;
  return typeof seq === 'number' && typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0 && seconds <= QUESTION_SECONDS_MAX;
}

/** The changed answers of a set of entries, without the visits. */
export const toAnswers = (entries: Record<string, PendingEntry>): Record<string, SavedAnswer> =>
  Object.fromEntries(Object.entries(entries).flatMap(([id, { answer, status, visit }]) => (visit ? [] : [[id, { answer, status }]])));

/** The seconds of a set of pending times, by question id. */
export const toSeconds = (times: Record<string, PendingTime>): Record<string, number> =>
  Object.fromEntries(Object.entries(times).map(([id, { seconds }]) => [id, seconds]));

export const toPatch = (entries: Record<string, PendingEntry>, times: Record<string, PendingTime> = {}): AnswerPatch => ({
  answers: toAnswers(entries),
  visited: Object.entries(entries).flatMap(([id, { visit }]) => (visit ? [id] : [])),
  ...(Object.keys(times).length > 0 ? { seconds: toSeconds(times) } : {}),
});

/** The time on questions this device holds for an attempt and has not sent yet (read again on resume). */
export function readUnsentSeconds(storage: KeyValueStorage, attemptId: string): Record<string, number> {
  return toSeconds(readStored(storage, queueKey(attemptId))?.times ?? {});
}

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
    if (stored?.targetId === targetId && Object.keys(stored.entries).length + Object.keys(stored.times ?? {}).length > 0) {
      found.push({ attemptId: stored.attemptId, patch: toPatch(stored.entries, stored.times) });
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
