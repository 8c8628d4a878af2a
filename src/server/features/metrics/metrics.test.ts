// Issue 29 point 4: GET /metrics in Prometheus's text format, for the operator's scraper alone.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, testConfig, type TestApp } from '../../../test/app.ts';
import { loadTestFixtures, type E2eFixtureIds } from '../../../test/e2e-fixtures.ts';
import { answered, enrolledLearner, examApi, paperQuestionIds, questionIdsByKey } from '../../../test/exam-api.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';
import { answersFor, insertQuiz, quizApi } from '../../../test/quiz-api.ts';
import { attempts, payments } from '../../db/schema.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS, type AttemptState } from '../../../shared/api/exam.ts';
import { ConfigError } from '../../config.ts';
import { sweepOnce } from '../attempts/sweeper.ts';
import { bearerMatches } from './routes.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const { webhookSecret } = testConfig().razorpay;

let t: TestApp;
let ids: E2eFixtureIds;
let api: ReturnType<typeof examApi>;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  ids = await loadTestFixtures(t.app.db);
  api = examApi(t.app, ids.seriesId);
});
afterAll(() => t?.close());

const scrape = (authorization: string | null = `Bearer ${TOKEN}`, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { ...(authorization ? { authorization } : {}), ...headers } });

async function metricsText(): Promise<string> {
  const response = await scrape();
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one sample (`name{labels}` exactly as prom-client prints it); 0 when it is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const EXAM_SERIES = [
  'prepverse_attempts_started_total{kind="test"}',
  'prepverse_answer_saves_total',
  'prepverse_attempt_submits_total{kind="test"}',
  'prepverse_attempt_auto_submits_total{kind="test"}',
  'prepverse_payments_captured_total',
  'prepverse_payment_webhooks_total{outcome="recorded"}',
  'prepverse_payment_webhooks_total{outcome="bad-signature"}',
  'prepverse_payment_webhooks_total{outcome="ignored"}',
] as const;

async function examCounts(): Promise<Record<(typeof EXAM_SERIES)[number], number>> {
  const text = await metricsText();
  return Object.fromEntries(EXAM_SERIES.map((series) => [series, sample(text, series)])) as Record<(typeof EXAM_SERIES)[number], number>;
}

describe('who may read /metrics', () => {
  it('does not exist without METRICS_TOKEN, and measures nothing', async () => {
    const off = await createTestApp();
    try {
      expect(off.app.metrics).toBeNull();
      const response = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the token or with a wrong one, and 200 with it', async () => {
    for (const authorization of [null, 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json()).toMatchObject({ success: false, code: 'not-signed-in' });
      expect(refused.body).not.toContain('prepverse_');
    }
    const allowed = await scrape();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(allowed.headers['cache-control']).toBe('no-store');
  });

  it('is a GET only: another site\u2019s page cannot post to it, and a scraper sending an Origin is answered', async () => {
    const posted = await t.app.inject({ method: 'POST', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}`, origin: 'https://evil.example' } });
    expect(posted.statusCode).toBe(404);
    expect((await scrape(null, { origin: 'https://evil.example' })).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`, { origin: 'https://grafana.example' })).statusCode).toBe(200);
  });

  it('is not rate limited: a scraper polling hard is always answered', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => scrape()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });

  it('compares the token whatever the scheme spelling, and refuses an empty one', () => {
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer  ${TOKEN} `, TOKEN)).toBe(true);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
  });

  it('refuses a METRICS_TOKEN too short to be a secret', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
    expect(testConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
  });
});

describe('what /metrics reports', () => {
  it('has every family, each with its HELP and TYPE', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const text = await metricsText();
    const families: [string, string][] = [
      ['prepverse_http_request_duration_seconds', 'histogram'],
      ['prepverse_nodejs_eventloop_lag_seconds', 'gauge'],
      ['prepverse_nodejs_eventloop_lag_p99_seconds', 'gauge'],
      ['prepverse_nodejs_heap_size_used_bytes', 'gauge'],
      ['prepverse_process_cpu_seconds_total', 'counter'],
      ['prepverse_db_pool_size', 'gauge'],
      ['prepverse_db_pool_in_use', 'gauge'],
      ['prepverse_db_pool_waiting', 'gauge'],
      ['prepverse_change_feed_live', 'gauge'],
      ['prepverse_change_feed_lag_seconds', 'gauge'],
      ['prepverse_attempts_started_total', 'counter'],
      ['prepverse_answer_saves_total', 'counter'],
      ['prepverse_attempt_submits_total', 'counter'],
      ['prepverse_attempt_auto_submits_total', 'counter'],
      ['prepverse_payments_captured_total', 'counter'],
      ['prepverse_payment_webhooks_total', 'counter'],
    ];
    for (const [name, type] of families) {
      expect(text, name).toMatch(new RegExp(`^# HELP ${name} \\S`, 'm'));
      expect(text, name).toContain(`\n# TYPE ${name} ${type}\n`);
    }
    expect(sample(text, 'prepverse_db_pool_waiting')).toBe(0);
    expect(sample(text, 'prepverse_change_feed_live')).toBe(1);
    if (t.database.kind === 'postgres') {
      // node-postgres's pool (DATABASE_POOL_SIZE's default) and a probe's round trip through LISTEN
      expect(sample(text, 'prepverse_db_pool_size')).toBe(10);
      expect(sample(text, 'prepverse_change_feed_lag_seconds')).toBeGreaterThan(0);
      expect(sample(text, 'prepverse_change_feed_lag_seconds')).toBeLessThan(2);
    } else {
      // the embedded database: one connection, no pool to wait for; its feed is this process
      expect(sample(text, 'prepverse_db_pool_size')).toBe(1);
      expect(sample(text, 'prepverse_change_feed_lag_seconds')).toBe(0);
    }
    expect(sample(text, 'prepverse_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('reports the connections a transaction holds (on PostgreSQL; the embedded database reports none)', async () => {
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await held;
    });
    await inside;
    try {
      const inUse = sample(await metricsText(), 'prepverse_db_pool_in_use');
      if (t.database.kind === 'postgres') expect(inUse).toBeGreaterThanOrEqual(1);
      else expect(inUse).toBe(0);
    } finally {
      release();
      await transaction;
    }
    if (t.database.kind === 'postgres') expect(sample(await metricsText(), 'prepverse_db_pool_in_use')).toBe(0);
  });

  it('counts a learner\u2019s start, save and submit through the API, each once', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const testId = ids.tests['Easy Subject Test']!;
    // from the database: the learner reads the paper only once started, and the start is what is counted
    const q = questionIdsByKey(await paperQuestionIds(t.app, { kind: 'test', id: testId }));
    const before = await examCounts();

    const started = await api.start(learner, testId);
    expect(started.statusCode).toBe(200);
    const { attemptId } = started.json().attempt as AttemptState;
    // starting again returns the same attempt: not a second start
    expect((await api.start(learner, testId)).statusCode).toBe(200);
    expect((await api.save(learner, attemptId, { [q['e2e-apt-1']!]: answered(1) })).statusCode).toBe(200);
    expect((await api.save(learner, attemptId, { [q['e2e-apt-2']!]: answered(3) })).statusCode).toBe(200);
    // a refused save is not acknowledged
    expect((await api.save(learner, attemptId, { [randomUUID()]: answered(0) })).statusCode).toBe(400);
    expect((await api.submit(learner, testId)).statusCode).toBe(200);
    // a second submit returns the stored result: nothing is graded again
    expect((await api.submit(learner, testId)).statusCode).toBe(200);
    expect((await api.save(learner, attemptId, { [q['e2e-apt-1']!]: answered(2) })).statusCode).toBe(409);

    const after = await examCounts();
    expect(after['prepverse_attempts_started_total{kind="test"}'] - before['prepverse_attempts_started_total{kind="test"}']).toBe(1);
    expect(after.prepverse_answer_saves_total - before.prepverse_answer_saves_total).toBe(2);
    expect(after['prepverse_attempt_submits_total{kind="test"}'] - before['prepverse_attempt_submits_total{kind="test"}']).toBe(1);
    expect(after['prepverse_attempt_auto_submits_total{kind="test"}']).toBe(before['prepverse_attempt_auto_submits_total{kind="test"}']);
  });

  it('counts a weekly quiz\u2019s start, saves and submit under kind="quiz"', async () => {
    const quiz = await insertQuiz(t.app);
    const quizzes = quizApi(t.app);
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const text = await metricsText();
    const before = ['prepverse_attempts_started_total{kind="quiz"}', 'prepverse_attempt_submits_total{kind="quiz"}', 'prepverse_answer_saves_total'].map(
      (series) => sample(text, series),
    );
    const { attempt } = (await quizzes.start(learner, quiz.quizId)).json() as { attempt: AttemptState };
    expect((await quizzes.save(learner, attempt.attemptId, answersFor(quiz, { right: ['e2e-apt-1'] }))).statusCode).toBe(200);
    expect((await quizzes.submit(learner, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-tech-2'] }) })).statusCode).toBe(200);
    const after = await metricsText();
    expect(sample(after, 'prepverse_attempts_started_total{kind="quiz"}') - before[0]!).toBe(1);
    expect(sample(after, 'prepverse_attempt_submits_total{kind="quiz"}') - before[1]!).toBe(1);
    expect(sample(after, 'prepverse_answer_saves_total') - before[2]!).toBe(1);
  });

  it('counts attempts graded at the deadline: on a late read and by the sweeper', async () => {
    const expire = (attemptId: string, secondsAgo: number) =>
      t.app.db
        .update(attempts)
        .set({ startedAt: sql`now() - make_interval(secs => ${secondsAgo + 60})`, deadline: sql`now() - make_interval(secs => ${secondsAgo})` })
        .where(eq(attempts.id, attemptId));
    const before = await examCounts();
    const lateReader = await enrolledLearner(t.app, ids.seriesId);
    const read = (await api.start(lateReader, ids.tests['Easy Subject Test']!)).json().attempt as AttemptState;
    await expire(read.attemptId, 10);
    expect((await api.attempt(lateReader, read.attemptId)).json().attempt.submittedAt).not.toBeNull();

    const gone = await enrolledLearner(t.app, ids.seriesId);
    const swept = (await api.start(gone, ids.tests['Easy Subject Test']!)).json().attempt as AttemptState;
    await expire(swept.attemptId, IN_FLIGHT_ALLOWANCE_SECONDS + 5);
    expect(await sweepOnce(t.app.db)).toBe(1);

    const after = await examCounts();
    expect(after['prepverse_attempt_auto_submits_total{kind="test"}'] - before['prepverse_attempt_auto_submits_total{kind="test"}']).toBe(2);
    expect(after['prepverse_attempt_submits_total{kind="test"}']).toBe(before['prepverse_attempt_submits_total{kind="test"}']);
  });

  it('counts webhooks by outcome and a captured payment once, however often Razorpay repeats it', async () => {
    const learner = await signIn(t.app);
    const { seriesId } = await insertSeries(t.app.db, { title: 'Metrics Paid Series', pricePaise: 49900, discountPercent: 0, createdAt: '2026-01-05' });
    const orderId = `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    await t.app.db.insert(payments).values({
      userId: learner.user.id,
      seriesId,
      receiptNumber: `PV-METRICS-${Date.now()}`,
      razorpayOrderId: orderId,
      originalPricePaise: 49900,
      discountPercent: 0,
      amountPaise: 49900,
    });
    const webhook = (event: string, secret = webhookSecret) => {
      const body = JSON.stringify({
        event,
        payload: { payment: { entity: { id: 'pay_Metrics00000001', order_id: orderId, amount: 49900, currency: 'INR', status: 'captured' } } },
      });
      const signature = createHmac('sha256', secret).update(body).digest('hex');
      return t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      });
    };
    const before = await examCounts();
    expect((await webhook('payment.captured', 'not-the-webhook-secret')).statusCode).toBe(400);
    expect((await webhook('refund.created')).json()).toEqual({ success: true, ignored: true });
    expect((await webhook('payment.captured')).json()).toEqual({ success: true, ignored: false });
    expect((await webhook('order.paid')).json()).toEqual({ success: true, ignored: false });

    const after = await examCounts();
    const moved = (series: (typeof EXAM_SERIES)[number]) => after[series] - before[series];
    expect(moved('prepverse_payment_webhooks_total{outcome="bad-signature"}')).toBe(1);
    expect(moved('prepverse_payment_webhooks_total{outcome="ignored"}')).toBe(1);
    expect(moved('prepverse_payment_webhooks_total{outcome="recorded"}')).toBe(2);
    expect(moved('prepverse_payments_captured_total')).toBe(1);
  });

  it('labels request durations with the route pattern, never the raw URL', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const attemptId = ((await api.start(learner, ids.tests['Full Subject Test']!)).json().attempt as AttemptState).attemptId;
    expect((await api.attempt(learner, attemptId)).statusCode).toBe(200);
    const stranger = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/no-such-page/${stranger}` })).statusCode).toBe(404);

    const text = await metricsText();
    const count = (labels: string) => sample(text, `prepverse_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/api/attempts/:attemptId",status_code="200"')).toBeGreaterThanOrEqual(1);
    expect(count('method="POST",route="/api/testseries/startTest",status_code="200"')).toBeGreaterThanOrEqual(1);
    expect(count('method="PUT",route="/api/attempts/:attemptId/answers",status_code="200"')).toBeGreaterThanOrEqual(2);
    expect(count('method="GET",route="unmatched",status_code="404"')).toBeGreaterThanOrEqual(1);
    expect(count('method="GET",route="/metrics",status_code="401"')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(attemptId);
    expect(text).not.toContain(stranger);
  });
});
