// The faults a real exam day brings, each injected for real over HTTP: twenty submits of one attempt
// at once, a payment's verify racing its webhooks, a tab closed before the deadline, and (on
// PostgreSQL) the database unreachable for ten seconds while learners keep saving. The browser's side
// of the same faults (a killed server, the outage, 60 s offline, two tabs) is tests/e2e/faults.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { attempts, enrolments, payments } from '../db/schema.ts';
import { signIn, testConfig } from '../../test/app.ts';
import { loadTestFixtures } from '../../test/e2e-fixtures.ts';
import { answersFor, insertQuiz, moveAttempt, type QuizFixture } from '../../test/quiz-api.ts';
import { insertSeries } from '../../test/series-fixtures.ts';
import { createListeningApp, eventually, type ListeningApp } from '../../test/listening-app.ts';
import { reportCounts } from '../../test/report-counts.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { faultyLink, type FaultyLink } from '../../test/tcp-proxy.ts';
import { SWEEP_INTERVAL_MS, startAttemptSweeper } from '../features/attempts/sweeper.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS, type AnalyzedData, type SavedAnswer } from '../../shared/api/exam.ts';

let t: ListeningApp;
let quiz: QuizFixture;
const counts = { faults: 0, requests: 0, answersChecked: 0 };

beforeAll(async () => {
  t = await createListeningApp();
  await loadTestFixtures(t.app.db);
  quiz = await insertQuiz(t.app, { keys: ['e2e-apt-1', 'e2e-apt-2', 'e2e-apt-3', 'e2e-tech-1', 'e2e-tech-2', 'e2e-tech-3'] });
});
afterAll(async () => {
  reportCounts('faults (API)', `${counts.faults} faults injected, ${counts.requests} requests sent, ${counts.answersChecked} answers checked`);
  await t.close();
});

type Learner = Awaited<ReturnType<typeof signIn>>;

/** what every error answer has; a call names the body it expects otherwise */
interface ApiBody {
  code?: string;
  message?: string;
}

const call = async <T = ApiBody>(baseUrl: string, method: string, url: string, learner: Learner | null, body?: unknown) => {
  counts.requests += 1;
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(learner ? { cookie: learner.cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T };
};

async function startedAttempt(baseUrl: string, learner: Learner): Promise<string> {
  const started = await call<{ attempt: { attemptId: string } }>(baseUrl, 'POST', '/api/quiz/start', learner, { userId: learner.user.id, quizId: quiz.quizId });
  expect(started.status).toBe(200);
  return started.body.attempt.attemptId;
}

describe('twenty submits of one attempt at once (a double-click, a retry, a second tab)', () => {
  it('grade it once: one submitted attempt, one result, the same answer for all twenty', async () => {
    const learner = await signIn(t.app);
    const attemptId = await startedAttempt(t.baseUrl, learner);
    const saved = await call(t.baseUrl, 'PUT', `/api/attempts/${attemptId}/answers`, learner, {
      answers: answersFor(quiz, { right: ['e2e-apt-1', 'e2e-apt-2'], wrong: ['e2e-tech-1'] }),
    });
    expect(saved.status).toBe(200);

    counts.faults += 1;
    const submits = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ analyzedData: AnalyzedData }>(t.baseUrl, 'POST', '/api/quiz/submit', learner, { userId: learner.user.id, quizId: quiz.quizId }),
      ),
    );
    expect(submits.map((response) => response.status)).toEqual(Array(20).fill(200));
    const first = submits[0]!.body.analyzedData;
    for (const response of submits) expect(response.body.analyzedData).toEqual(first);
    expect(first.performanceMetrics).toMatchObject({ correctAnswers: 2, incorrectAnswers: 1 });

    const rows = await t.app.db.select().from(attempts).where(eq(attempts.userId, learner.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: attemptId, score: first.basicMetrics.score });
    expect(rows[0]!.submittedAt).not.toBeNull();
    counts.answersChecked += Object.keys(rows[0]!.answers as object).length;
  });
});

describe('two tabs answering one attempt', () => {
  it("keep the later change of each question, and a tab's first visit never wipes the other's answer", async () => {
    const learner = await signIn(t.app);
    const attemptId = await startedAttempt(t.baseUrl, learner);
    const id = quiz.questionIds;
    const save = (body: object) => call(t.baseUrl, 'PUT', `/api/attempts/${attemptId}/answers`, learner, body);
    const answer = (value: number): SavedAnswer => ({ answer: value, status: 'answered' });
    counts.faults += 1;
    // tab A answers apt-1 and apt-3; tab B, which never saw them, answers apt-2 and passes through
    // apt-1, apt-3 and tech-1 on its way (first visits), then changes apt-3 later than A did
    expect((await save({ answers: { [id['e2e-apt-1']!]: answer(1), [id['e2e-apt-3']!]: answer(2) } })).status).toBe(200);
    expect((await save({ answers: { [id['e2e-apt-2']!]: answer(0) }, visited: [id['e2e-apt-1']!, id['e2e-apt-3']!, id['e2e-tech-1']!] })).status).toBe(200);
    expect((await save({ answers: { [id['e2e-apt-3']!]: answer(1) } })).status).toBe(200);
    // tab A marks tech-2 for review while B's visit of it is on its way: the mark stays
    await Promise.all([
      save({ answers: { [id['e2e-tech-2']!]: { answer: null, status: 'marked-for-review' } } }),
      save({ answers: {}, visited: [id['e2e-tech-2']!] }),
    ]);

    const [row] = await t.app.db.select({ answers: attempts.answers }).from(attempts).where(eq(attempts.id, attemptId));
    expect(row!.answers).toEqual({
      [id['e2e-apt-1']!]: answer(1),
      [id['e2e-apt-2']!]: answer(0),
      [id['e2e-apt-3']!]: answer(1),
      [id['e2e-tech-1']!]: { answer: null, status: 'not-answered' },
      [id['e2e-tech-2']!]: { answer: null, status: 'marked-for-review' },
    });
    counts.answersChecked += 5;
    // a visit of a question that is not in the quiz is refused like an answer to one
    const stranger = await save({ answers: {}, visited: ['00000000-0000-4000-8000-000000000001'] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe('An answer names a question that is not in this test.');
  });
});

describe('a payment whose verify and webhooks race, ten of each', () => {
  it('gives one payment row, paid, and one enrolment', async () => {
    const seriesId = (await insertSeries(t.app.db, { title: 'Faults Paid Series', pricePaise: 49900, discountPercent: 0, createdAt: '2026-01-06' })).seriesId;
    const learner = await signIn(t.app);
    const order = await call<{ id: string; amount: number }>(t.baseUrl, 'POST', '/api/payment/order', learner, { testSeriesId: seriesId });
    expect(order.status).toBe(200);
    const { keyId, webhookSecret } = testConfig().razorpay;
    // what the emulator's Pay button does: capture, and Razorpay's handler payload back
    const paid = await fetch(`${t.baseUrl}/dev/razorpay/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: keyId, order_id: order.body.id, email: learner.user.email }),
    }).then((response) => response.json() as Promise<Record<string, string>>);

    const webhook = (event: string) => {
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              entity: 'payment',
              id: paid.razorpay_payment_id,
              order_id: order.body.id,
              amount: order.body.amount,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      counts.requests += 1;
      return fetch(`${t.baseUrl}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex') },
        body,
      }).then((response) => response.status);
    };

    counts.faults += 1;
    const outcomes = await Promise.all([
      ...Array.from({ length: 10 }, () => call(t.baseUrl, 'POST', '/api/payment/verify', learner, paid).then((response) => response.status)),
      ...Array.from({ length: 10 }, (_, i) => webhook(i % 2 === 0 ? 'payment.captured' : 'order.paid')),
    ]);
    expect(outcomes).toEqual(Array(20).fill(200));

    const paymentRows = await t.app.db.select().from(payments).where(eq(payments.userId, learner.user.id));
    const enrolmentRows = await t.app.db.select().from(enrolments).where(eq(enrolments.userId, learner.user.id));
    expect(paymentRows).toMatchObject([{ status: 'paid', razorpayPaymentId: paid.razorpay_payment_id }]);
    expect(enrolmentRows).toMatchObject([{ seriesId, source: 'paid', paymentId: paymentRows[0]!.id }]);
  });
});

describe('the deadline passing with the tab closed', () => {
  it("is graded by the server's own sweeper within a minute, from what was saved", async () => {
    const learner = await signIn(t.app);
    const attemptId = await startedAttempt(t.baseUrl, learner);
    const answers = answersFor(quiz, { right: ['e2e-apt-1', 'e2e-tech-2'], wrong: ['e2e-apt-3'] });
    expect((await call(t.baseUrl, 'PUT', `/api/attempts/${attemptId}/answers`, learner, { answers })).status).toBe(200);

    // the tab is closed; the time runs out now (the in-flight allowance included) and nobody submits
    counts.faults += 1;
    await moveAttempt(t.app, attemptId, 600 + IN_FLIGHT_ALLOWANCE_SECONDS, 600);
    const ranOut = Date.now();
    const stop = startAttemptSweeper(t.app, { intervalMs: SWEEP_INTERVAL_MS });
    try {
      await eventually(async () => {
        const [row] = await t.app.db.select({ submittedAt: attempts.submittedAt }).from(attempts).where(eq(attempts.id, attemptId));
        return row!.submittedAt !== null;
      }, 60_000);
    } finally {
      await stop();
    }
    expect(Date.now() - ranOut).toBeLessThan(60_000);
    const [row] = await t.app.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row!.answers).toEqual(answers);
    expect(row!.analysis).toMatchObject({ endedBy: 'deadline', performanceMetrics: { correctAnswers: 2, incorrectAnswers: 1 } });
    counts.answersChecked += 3;
  }, 70_000);
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL unreachable for ten seconds while learners save', () => {
  let link: FaultyLink;
  let server: ServerProcess;
  beforeAll(async () => {
    link = await faultyLink(t.database.url!);
    server = await startServerProcess({ env: { DATABASE_URL: link.url } });
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await link?.close();
  });

  it('answers 503 with a clear message meanwhile, and the same server stores every answer once it is back', async () => {
    const questionIds = Object.values(quiz.questionIds);
    const learners = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const learner = await signIn(t.app);
        return {
          learner,
          attemptId: await startedAttempt(server.baseUrl, learner),
          latest: {} as Record<string, SavedAnswer>,
          pending: {} as Record<string, SavedAnswer>,
        };
      }),
    );
    const statuses = new Map<number, number>();
    let unavailable: Awaited<ReturnType<typeof call>> | null = null;
    // each learner answers a question every 200 ms and, as the browser's queue does, keeps what was
    // not acknowledged and sends it again with the next save
    let answering = true;
    const answerer = async (entry: (typeof learners)[number], index: number) => {
      for (let turn = 0; answering; turn += 1) {
        const questionId = questionIds[(turn + index) % questionIds.length]!;
        const answer: SavedAnswer = { answer: (turn + index) % 4, status: 'answered' };
        entry.latest[questionId] = answer;
        entry.pending[questionId] = answer;
        const sent = { ...entry.pending };
        const response = await call(server.baseUrl, 'PUT', `/api/attempts/${entry.attemptId}/answers`, entry.learner, { answers: sent }).catch(() => null);
        const status = response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200) {
          for (const [id, value] of Object.entries(sent)) if (entry.pending[id] === value) delete entry.pending[id];
        } else if (status === 503) {
          unavailable ??= response;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const running = learners.map(answerer);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    counts.faults += 1;
    link.cut();
    const cutAt = Date.now();
    await eventually(async () => (await call(server.baseUrl, 'GET', '/readyz', null)).status === 503, 10_000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 10_000 - (Date.now() - cutAt))));
    link.restore();
    await eventually(async () => (await call(server.baseUrl, 'GET', '/readyz', null)).status === 200, 20_000);
    // answering on until every learner's queue has been delivered after the outage
    await eventually(async () => learners.every((entry) => Object.keys(entry.pending).length === 0), 20_000);
    answering = false;
    await Promise.all(running);
    // the last sends may have left something queued: one final delivery each, as the queue's flush
    for (const entry of learners) {
      if (Object.keys(entry.pending).length === 0) continue;
      expect((await call(server.baseUrl, 'PUT', `/api/attempts/${entry.attemptId}/answers`, entry.learner, { answers: entry.pending })).status).toBe(200);
    }

    expect(link.dropped).toBeGreaterThan(0);
    expect(statuses.get(503)).toBeGreaterThan(0);
    // a save during the outage is a 503 that says what happened, never a 500 or a hang
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect(unavailable!.body).toMatchObject({ code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(Number(unavailable!.headers.get('retry-after'))).toBeGreaterThan(0);

    const stored = await t.app.db
      .select({ id: attempts.id, answers: attempts.answers })
      .from(attempts)
      .where(
        inArray(
          attempts.id,
          learners.map((entry) => entry.attemptId),
        ),
      );
    for (const entry of learners) {
      expect(stored.find((row) => row.id === entry.attemptId)!.answers).toEqual(entry.latest);
      counts.answersChecked += Object.keys(entry.latest).length;
    }
  }, 90_000);
});
