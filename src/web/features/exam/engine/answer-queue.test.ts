import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAnswer } from '../../../../shared/api/exam.ts';
import { AnswerQueue, type SaveOutcome } from './answer-queue.ts';
import { queueKey, readUnsentAnswers, readUnsentSeconds, storedQueuesFor, type AnswerPatch, type KeyValueStorage } from './queue-storage.ts';

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const answered = (answer: NonNullable<SavedAnswer['answer']>): SavedAnswer => ({ answer, status: 'answered' });

function setup(outcomes: SaveOutcome[] = []) {
  const storage = new MemoryStorage();
  const sent: Record<string, SavedAnswer>[] = [];
  const visits: string[][] = [];
  const times: (Record<string, number> | undefined)[] = [];
  const send = vi.fn(async ({ answers, visited, seconds }: AnswerPatch) => {
    sent.push(answers);
    visits.push(visited);
    times.push(seconds);
    return outcomes.shift() ?? 'saved';
  });
  const onEnded = vi.fn();
  const queue = new AnswerQueue({ attemptId: 'att-1', targetId: 'test-1', storage, send, onEnded });
  return { storage, sent, visits, times, send, onEnded, queue };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AnswerQueue', () => {
  it('keeps every change on the device before sending it', () => {
    const { storage, queue } = setup();
    queue.enqueue({ q1: answered(2) });
    expect(readUnsentAnswers(storage, 'att-1')).toEqual({ q1: answered(2) });
    expect(queue.getStatus().pending).toBe(1);
  });

  it('batches changes made within a second into one save', async () => {
    const { sent, queue, storage } = setup();
    queue.enqueue({ q1: answered(1) });
    await vi.advanceTimersByTimeAsync(300);
    queue.enqueue({ q2: answered(0), q1: answered(3) });
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual([{ q1: answered(3), q2: answered(0) }]);
    expect(queue.getStatus().pending).toBe(0);
    expect(storage.getItem(queueKey('att-1'))).toBeNull();
  });

  it('sends a first visit apart from the answers, and an answer given after it replaces it', async () => {
    const { sent, visits, queue, storage } = setup();
    const seen = { answer: null, status: 'not-answered' } as const;
    queue.enqueue({ q1: answered(2), q2: seen }, ['q2']);
    expect(readUnsentAnswers(storage, 'att-1')).toEqual({ q1: answered(2), q2: { ...seen, visit: true } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.at(-1)).toEqual({ q1: answered(2) });
    expect(visits.at(-1)).toEqual(['q2']);
    queue.enqueue({ q3: seen }, ['q3']);
    queue.enqueue({ q3: answered(1) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.at(-1)).toEqual({ q3: answered(1) });
    expect(visits.at(-1)).toEqual([]);
    // the submit carries answers only
    queue.enqueue({ q4: seen }, ['q4']);
    expect(queue.pendingAnswers()).toEqual({});
  });

  it('keeps an answer that changed while its older version was being sent', async () => {
    const storage = new MemoryStorage();
    let release: (outcome: SaveOutcome) => void = () => {};
    const send = vi.fn(() => new Promise<SaveOutcome>((resolve) => (release = resolve)));
    const queue = new AnswerQueue({ attemptId: 'att-1', targetId: 'test-1', storage, send });
    queue.enqueue({ q1: answered(1) });
    const flushing = queue.flush();
    queue.enqueue({ q1: answered(2) });
    release('saved');
    await Promise.resolve();
    await Promise.resolve();
    expect(readUnsentAnswers(storage, 'att-1')).toEqual({ q1: answered(2) });
    release('saved');
    await flushing;
    expect(send).toHaveBeenLastCalledWith({ answers: { q1: answered(2) }, visited: [] }, { keepalive: false });
    expect(queue.getStatus().pending).toBe(0);
  });

  it('goes offline on a network failure, keeps the answers, and sends them when back online', async () => {
    const { sent, queue, storage } = setup(['offline']);
    queue.enqueue({ q1: answered(1) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.getStatus()).toMatchObject({ offline: true, pending: 1 });
    expect(readUnsentAnswers(storage, 'att-1')).toEqual({ q1: answered(1) });
    queue.enqueue({ q2: answered(3) });
    queue.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.at(-1)).toEqual({ q1: answered(1), q2: answered(3) });
    expect(queue.getStatus()).toMatchObject({ offline: false, pending: 0 });
  });

  it('while the server cannot save, says so, keeps the answers, and tries again every few seconds without growing the delay', async () => {
    // the longest of the spread delays
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { send, sent, queue, storage } = setup(['unavailable', 'unavailable', 'unavailable', 'unavailable', 'unavailable']);
    queue.enqueue({ q1: answered(1) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.getStatus()).toMatchObject({ unavailable: true, offline: false, pending: 1 });
    // refusal after refusal, each followed by a try within 6 s (a growing delay would be 16 s by now)
    for (const calls of [2, 3, 4, 5]) {
      await vi.advanceTimersByTimeAsync(6000);
      expect(send).toHaveBeenCalledTimes(calls);
    }
    queue.enqueue({ q2: answered(0) });
    expect(readUnsentAnswers(storage, 'att-1')).toEqual({ q1: answered(1), q2: answered(0) });
    await vi.advanceTimersByTimeAsync(6000);
    expect(sent.at(-1)).toEqual({ q1: answered(1), q2: answered(0) });
    expect(queue.getStatus()).toMatchObject({ unavailable: false, pending: 0 });
  });

  it('retries a failed save with a growing delay', async () => {
    const { send, queue } = setup(['failed', 'failed']);
    queue.enqueue({ q1: answered(1) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(queue.getStatus().pending).toBe(0);
  });

  it('stops saving once the server says the attempt has ended', async () => {
    const { send, queue, onEnded } = setup(['ended']);
    queue.enqueue({ q1: answered(1) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onEnded).toHaveBeenCalledTimes(1);
    queue.enqueue({ q2: answered(1) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await queue.flush()).toBe('ended');
  });

  it('picks up a queue left by an earlier page and sends it', async () => {
    const { storage, queue } = setup(['offline']);
    queue.enqueue({ q1: answered(1) });
    await vi.advanceTimersByTimeAsync(1000);
    queue.pause();
    expect(storedQueuesFor(storage, 'test-1')).toEqual([{ attemptId: 'att-1', patch: { answers: { q1: answered(1) }, visited: [] } }]);
    expect(storedQueuesFor(storage, 'other-test')).toEqual([]);

    const send = vi.fn(async () => 'saved' as const);
    const reloaded = new AnswerQueue({ attemptId: 'att-1', targetId: 'test-1', storage, send });
    expect(reloaded.pendingAnswers()).toEqual({ q1: answered(1) });
    reloaded.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith({ answers: { q1: answered(1) }, visited: [] }, { keepalive: false });
  });

  it('carries MSQ choices and NAT numbers through storage, a reload and the save, as they were given', async () => {
    const { storage, queue } = setup(['offline']);
    queue.enqueue({ m1: answered([0, 2]), n1: answered('-2.50'), n2: { answer: '7', status: 'marked-for-review' }, c1: answered(3) });
    await vi.advanceTimersByTimeAsync(1000);
    queue.pause();
    const expected = { m1: answered([0, 2]), n1: answered('-2.50'), n2: { answer: '7', status: 'marked-for-review' }, c1: answered(3) };
    expect(readUnsentAnswers(storage, 'att-1')).toEqual(expected);

    const send = vi.fn(async () => 'saved' as const);
    const reloaded = new AnswerQueue({ attemptId: 'att-1', targetId: 'test-1', storage, send });
    expect(reloaded.pendingAnswers()).toEqual(expected);
    reloaded.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith({ answers: expected, visited: [] }, { keepalive: false });
    expect(storage.map.size).toBe(0);
  });

  it('drops a stored entry no save could carry, and keeps the rest of the queue', () => {
    const storage = new MemoryStorage();
    const entries = {
      m1: { answer: [1, 3], status: 'answered', seq: 1 },
      bad1: { answer: [], status: 'answered', seq: 2 },
      bad2: { answer: '2,5', status: 'answered', seq: 3 },
      bad3: { answer: 1, status: 'maybe', seq: 4 },
      n1: { answer: '0.125', status: 'answered', seq: 5 },
    };
    storage.setItem(queueKey('att-1'), JSON.stringify({ attemptId: 'att-1', targetId: 'test-1', entries }));
    expect(readUnsentAnswers(storage, 'att-1')).toEqual({ m1: answered([1, 3]), n1: answered('0.125') });
  });

  it('forgets everything after a successful submit', () => {
    const { storage, queue } = setup();
    queue.enqueue({ q1: answered(1) });
    queue.clear();
    expect(queue.pendingAnswers()).toEqual({});
    expect(storage.map.size).toBe(0);
  });

  it('survives a storage that throws', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const queue = new AnswerQueue({ attemptId: 'att-1', targetId: 't', storage, send: async () => 'saved' });
    expect(() => queue.enqueue({ q1: answered(0) })).not.toThrow();
    expect(queue.pendingAnswers()).toEqual({ q1: answered(0) });
  });

  describe('time per question', () => {
    it('keeps the total on the device at once and sends it apart from the answers, which it never carries', async () => {
      const { storage, sent, times, queue } = setup();
      queue.recordTime('q1', 30);
      expect(readUnsentSeconds(storage, 'att-1')).toEqual({ q1: 30 });
      expect(readUnsentAnswers(storage, 'att-1')).toEqual({});
      expect(queue.getStatus().pending).toBe(0); // no answer is waiting
      await vi.advanceTimersByTimeAsync(1000);
      expect(sent).toEqual([{}]);
      expect(times).toEqual([{ q1: 30 }]);
      expect(storage.getItem(queueKey('att-1'))).toBeNull();
    });

    it('sends the growing total of each question, visit after visit, with the answers of the same moment', async () => {
      const { times, sent, queue } = setup();
      queue.recordTime('q1', 30);
      queue.enqueue({ q2: answered(1) });
      queue.recordTime('q2', 12);
      await vi.advanceTimersByTimeAsync(1000);
      queue.recordTime('q1', 75); // a second visit of q1
      queue.recordTime('q1', 75); // nothing new: no second entry
      await vi.advanceTimersByTimeAsync(1000);
      expect(sent).toEqual([{ q2: answered(1) }, {}]);
      expect(times).toEqual([{ q1: 30, q2: 12 }, { q1: 75 }]);
    });

    it('keeps a total that grew while its older value was being sent, and sends it next', async () => {
      const storage = new MemoryStorage();
      const seen: (Record<string, number> | undefined)[] = [];
      let release: (outcome: SaveOutcome) => void = () => undefined;
      const send = vi.fn(({ seconds }: AnswerPatch) => {
        seen.push(seconds);
        return new Promise<SaveOutcome>((resolve) => (release = resolve));
      });
      const queue = new AnswerQueue({ attemptId: 'att-1', targetId: 'test-1', storage, send });
      queue.recordTime('q1', 20);
      await vi.advanceTimersByTimeAsync(1000);
      queue.recordTime('q1', 50);
      release('saved');
      await vi.advanceTimersByTimeAsync(0);
      expect(readUnsentSeconds(storage, 'att-1')).toEqual({ q1: 50 });
      await vi.advanceTimersByTimeAsync(1000);
      release('saved');
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toEqual([{ q1: 20 }, { q1: 50 }]);
      expect(readUnsentSeconds(storage, 'att-1')).toEqual({});
    });

    it('keeps the time through a reload and offline, and hands it to the submit', async () => {
      const first = setup(['offline']);
      first.queue.recordTime('q1', 40);
      await vi.advanceTimersByTimeAsync(1000);
      expect(first.queue.getStatus().offline).toBe(true);
      expect(storedQueuesFor(first.storage, 'test-1')).toEqual([{ attemptId: 'att-1', patch: { answers: {}, visited: [], seconds: { q1: 40 } } }]);

      // the page is reloaded: a new queue reads the same storage
      const sent: (Record<string, number> | undefined)[] = [];
      const reloaded = new AnswerQueue({
        attemptId: 'att-1',
        targetId: 'test-1',
        storage: first.storage,
        send: async ({ seconds }) => {
          sent.push(seconds);
          return 'offline';
        },
      });
      expect(reloaded.pendingSeconds()).toEqual({ q1: 40 });
      reloaded.recordTime('q1', 65);
      expect(reloaded.pendingSeconds()).toEqual({ q1: 65 });
      reloaded.resume();
      await vi.advanceTimersByTimeAsync(1000);
      expect(sent).toEqual([{ q1: 65 }]);
      reloaded.clear();
      expect(readUnsentSeconds(first.storage, 'att-1')).toEqual({});
    });

    it('drops a stored time no save could carry', () => {
      const storage = new MemoryStorage();
      storage.setItem(
        queueKey('att-1'),
        JSON.stringify({
          attemptId: 'att-1',
          targetId: 'test-1',
          entries: {},
          times: { q1: { seconds: 30, seq: 1 }, q2: { seconds: -4, seq: 2 }, q3: { seconds: 2.5, seq: 3 } },
        }),
      );
      expect(readUnsentSeconds(storage, 'att-1')).toEqual({ q1: 30 });
    });
  });
});
