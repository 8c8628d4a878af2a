// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { giveTestPath, weeklyQuizAttemptPath } from '../../lib/paths.ts';
import { examClock } from '../../lib/server-clock.ts';
import { loadExamEarly, paperQuery, quizQuery, testQuery } from './api.ts';
import { queueKey } from './engine/queue-storage.ts';
import type { ExamPageData } from './page-data.ts';

const ref = { userId: 'user-1', testSeriesId: 'series-1', testId: 'test-1' };
const TEST_URL = `/api/testseries/getTest/user-1/series-1/test-1`;
const PAPER = {
  path: '/api/testseries/paper/series-1/test-1',
  version: 'v1',
  questionCount: 1,
  outline: { sections: [{ section: 'Technical' as const, count: 1 }], totalMarks: 1 },
};

function openTest(serverTime: number) {
  return {
    success: true,
    attempted: false,
    serverTime,
    test: { _id: 'test-1', title: 'Mock 1', duration: 60, testSeriesId: 'series-1' },
    paper: PAPER,
    attempt: { attemptId: 'attempt-1', deadline: new Date(serverTime + 3_600_000).toISOString(), answers: {} },
  };
}

let calls: { method: string; url: string }[];
let testAnswers: { status: number; body: unknown }[];

beforeEach(() => {
  calls = [];
  testAnswers = [];
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ method: init?.method ?? 'GET', url });
      let answer: { status: number; body: unknown } = { status: 404, body: { success: false, code: 'not-found', message: 'Not found' } };
      if (url === TEST_URL) answer = testAnswers.shift() ?? { status: 200, body: openTest(Date.now()) };
      else if (url === PAPER.path) answer = { status: 200, body: { success: true, version: 'v1', questions: [] } };
      else if (url.startsWith('/api/attempts/')) answer = { status: 200, body: { success: true, serverTime: Date.now() } };
      else if (url.startsWith('/api/quiz/getQuiz/')) answer = { status: 200, body: { success: true, attempted: false, serverTime: Date.now(), paper: null } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const reads = (url: string) => calls.filter((call) => call.url === url).length;

describe('the early read of an exam page', () => {
  it('reads the test once, before the view asks, and puts the paper in the cache', async () => {
    const client = newClient();
    loadExamEarly(client, giveTestPath(ref.userId, ref.testSeriesId, ref.testId));
    expect(reads(TEST_URL)).toBe(1);
    await vi.waitFor(() => expect(client.getQueryData(paperQuery(PAPER).queryKey)).toBeDefined());

    const data = await client.fetchQuery(testQuery(ref));
    expect(data.attempted).toBe(false);
    expect(reads(TEST_URL)).toBe(1);
    expect(reads(PAPER.path)).toBe(1);
  });

  it('is taken once: the next read of the same test asks the server again', async () => {
    const client = newClient();
    loadExamEarly(client, giveTestPath(ref.userId, ref.testSeriesId, ref.testId));
    await client.fetchQuery(testQuery(ref));
    client.removeQueries({ queryKey: testQuery(ref).queryKey });
    await client.fetchQuery(testQuery(ref));
    expect(reads(TEST_URL)).toBe(2);
  });

  it('is not used for another test, nor after half a minute', async () => {
    const client = newClient();
    loadExamEarly(client, giveTestPath(ref.userId, ref.testSeriesId, ref.testId));
    const other = { ...ref, testId: 'test-2' };
    await client.fetchQuery(testQuery(other)).catch(() => undefined);
    expect(calls.map((call) => call.url)).toContain('/api/testseries/getTest/user-1/series-1/test-2');

    vi.useFakeTimers({ toFake: ['Date'] });
    loadExamEarly(client, giveTestPath(ref.userId, ref.testSeriesId, ref.testId));
    vi.setSystemTime(Date.now() + 31_000);
    await client.fetchQuery(testQuery(ref));
    expect(reads(TEST_URL)).toBe(3);
  });

  it('hands the view a failed read as the view would have met it, and a retry asks again', async () => {
    testAnswers.push({ status: 503, body: { success: false, code: 'unavailable', message: 'The database is not answering.' } });
    const client = newClient();
    loadExamEarly(client, giveTestPath(ref.userId, ref.testSeriesId, ref.testId));
    await expect(client.fetchQuery(testQuery(ref))).rejects.toMatchObject({ status: 503 });
    expect(reads(TEST_URL)).toBe(1);
    await expect(client.fetchQuery(testQuery(ref))).resolves.toMatchObject({ attempted: false });
    expect(reads(TEST_URL)).toBe(2);
  });

  it('waits for the view when answers were left unsent, so they go first and only for the learner signed in', async () => {
    const entries = { 'question-1': { answer: 2, status: 'answered', seq: 1 } };
    localStorage.setItem(queueKey('attempt-1'), JSON.stringify({ attemptId: 'attempt-1', targetId: 'test-1', entries }));
    const client = newClient();
    loadExamEarly(client, giveTestPath(ref.userId, ref.testSeriesId, ref.testId));
    expect(calls).toEqual([]);

    await client.fetchQuery(testQuery(ref));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['PUT /api/attempts/attempt-1/answers', `GET ${TEST_URL}`]);
  });

  it('reads a weekly quiz the same way, and nothing on any other page', async () => {
    const client = newClient();
    loadExamEarly(client, '/testseries');
    loadExamEarly(client, '/mylearning');
    expect(calls).toEqual([]);

    const quiz = { exam: 'gate', userId: 'user-1', quizId: 'quiz-1' };
    loadExamEarly(client, weeklyQuizAttemptPath(quiz.exam, quiz.userId, quiz.quizId));
    expect(calls.map((call) => call.url)).toEqual(['/api/quiz/getQuiz/gate/user-1/quiz-1']);
    await client.fetchQuery(quizQuery(quiz));
    expect(calls).toHaveLength(1);
  });
});

describe('an exam page whose HTML carries its data', () => {
  const PAPER_DATA = { success: true, version: 'v1', questions: [{ id: 'question-1' }] };
  const embedded = (serverTime: number) =>
    ({
      session: { id: 'user-1', name: 'Isha', email: 'isha@example.com' },
      exam: { kind: 'test', data: openTest(serverTime) },
      paper: PAPER_DATA,
    }) as unknown as ExamPageData;

  it('asks the server nothing: the view takes the test and the paper from the page', async () => {
    const client = newClient();
    loadExamEarly(client, giveTestPath(ref.userId, ref.testSeriesId, ref.testId), embedded(Date.now()));
    expect(client.getQueryData(paperQuery(PAPER).queryKey)).toEqual(PAPER_DATA);
    const data = await client.fetchQuery(testQuery(ref));
    expect(data).toMatchObject({ attempted: false, attempt: { attemptId: 'attempt-1' } });
    await client.fetchQuery(paperQuery(PAPER));
    expect(calls).toEqual([]);
  });

  it("sets the clock to the server's time as the page was written, plus what has passed here since", () => {
    // the page's first byte came 5 s ago, after a 200 ms round trip, from a server an hour behind this device
    const responseStart = performance.now() - 5000;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ requestStart: responseStart - 200, responseStart } as PerformanceNavigationTiming]);
    const serverTime = Date.now() - 5000 - 3_600_000;
    loadExamEarly(newClient(), giveTestPath(ref.userId, ref.testSeriesId, ref.testId), embedded(serverTime));
    // the server's time now: when it wrote the page, half the round trip, and the 5 s since
    expect(examClock.now() - (Date.now() - 3_600_000)).toBeGreaterThanOrEqual(100 - 50);
    expect(examClock.now() - (Date.now() - 3_600_000)).toBeLessThanOrEqual(100 + 50);
    vi.restoreAllMocks();
  });

  it('is left for a read of its own when answers were left unsent; the paper is still kept', async () => {
    const entries = { 'question-1': { answer: 2, status: 'answered', seq: 1 } };
    localStorage.setItem(queueKey('attempt-1'), JSON.stringify({ attemptId: 'attempt-1', targetId: 'test-1', entries }));
    const client = newClient();
    loadExamEarly(client, giveTestPath(ref.userId, ref.testSeriesId, ref.testId), embedded(Date.now()));
    expect(client.getQueryData(paperQuery(PAPER).queryKey)).toEqual(PAPER_DATA);
    await client.fetchQuery(testQuery(ref));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['PUT /api/attempts/attempt-1/answers', `GET ${TEST_URL}`]);
  });

  it("is not taken for another page: a quiz's address reads the quiz", async () => {
    const client = newClient();
    const quiz = { exam: 'gate', userId: 'user-1', quizId: 'quiz-1' };
    loadExamEarly(client, weeklyQuizAttemptPath(quiz.exam, quiz.userId, quiz.quizId), embedded(Date.now()));
    expect(calls.map((call) => call.url)).toEqual(['/api/quiz/getQuiz/gate/user-1/quiz-1']);
  });
});
