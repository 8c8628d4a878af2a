// AI generation against the local stand-in, over real HTTP (the job calls the stand-in through
// fetch, as it calls a model in production): every branch of issue 11 point 1.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createTestDatabase } from '../../../../test/database.ts';
import { createTestApp, signIn, testConfig } from '../../../../test/app.ts';
import { freePort } from '../../../../test/browserless-client.ts';
import { eventually } from '../../../../test/listening-app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import type { GenerationJob } from '../../../../shared/api/generation.ts';
import { LLM_NOT_CONFIGURED } from '../../../../shared/api/generation.ts';
import { generationTiming, messagesFor, questionsJsonSchema } from './llm-client.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
let creator: { cookie: string; user: { id: string } };

beforeAll(async () => {
  // short enough for a test, long enough for the stand-in to answer on a busy machine
  Object.assign(generationTiming, { timeoutMs: 1_500, retries: 2, backoffMs: 10, maxRetryAfterMs: 50 });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ PORT: String(port), PUBLIC_URL: baseUrl }), db: database.db });
  await app.listen({ port, host: '127.0.0.1' });
  creator = await signIn(app, { role: 'creator' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let topicCounter = 0;
const request = (body: Record<string, unknown> = {}) => ({
  exam: 'GATE CS',
  section: 'Technical',
  // a topic of its own per test, so the bank's questions of one test are not another's duplicates
  topic: `Graph theory ${(topicCounter += 1)}`,
  difficulty: 'medium',
  marks: 2,
  count: 5,
  ...body,
});

/** A creator of its own each time: the per-session limit on starting jobs is not what these tests are about. */
async function start(body: Record<string, unknown> = {}, who?: { cookie: string }): Promise<GenerationJob> {
  who ??= await signIn(app, { role: 'creator' });
  const response = await app.inject({ method: 'POST', url: '/api/admin/generation/jobs', headers: { cookie: who.cookie }, payload: request(body) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().job as GenerationJob;
}

async function read(id: string): Promise<GenerationJob> {
  const response = await app.inject({ method: 'GET', url: `/api/admin/generation/jobs/${id}`, headers: { cookie: creator.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().job as GenerationJob;
}

async function finished(id: string): Promise<GenerationJob> {
  let job = await read(id);
  await eventually(async () => {
    job = await read(id);
    return job.status !== 'running';
  }, 20_000);
  return job;
}

async function bankQuestion(id: string) {
  const response = await app.inject({ method: 'GET', url: `/api/admin/questions/${id}`, headers: { cookie: creator.cookie } });
  return response.json().question as Record<string, unknown>;
}

describe('AI question generation', () => {
  it('stores valid questions as AI-generated drafts for review, audited, with the settings asked for', async () => {
    const job = await finished((await start({ count: 7 }, creator)).id);
    expect(job).toMatchObject({ status: 'completed', type: 'MCQ', accepted: 7, rejected: 0, batchesDone: 2, batchesTotal: 2 });
    expect(job.acceptedQuestions.every((question) => question.type === 'MCQ' && question.correctIndex !== null)).toBe(true);
    expect(job.acceptedQuestions).toHaveLength(7);
    const question = await bankQuestion(job.acceptedQuestions[0]!.id);
    expect(question).toMatchObject({
      source: 'ai-generated',
      status: 'draft',
      // its creator submits the batch for review (one request, from the result screen)
      reviewState: 'writing',
      needsReview: true,
      exam: 'GATE CS',
      section: 'Technical',
      difficulty: 'medium',
      marks: 2,
      topic: job.topic,
    });
    expect(question.text).toMatch(/\$/);
    expect((question.options as unknown[]).length).toBe(4);
    const audit = (await app.db.execute(
      `select action, actor_id from audit_log where entity = 'question' and entity_id = '${job.acceptedQuestions[0]!.id}'`,
    )) as unknown as { rows: { action: string; actor_id: string }[] };
    expect(audit.rows).toEqual([{ action: 'question.generate', actor_id: creator.user.id }]);

    // the page finds it again after a reload
    const list = await app.inject({ method: 'GET', url: '/api/admin/generation/jobs', headers: { cookie: creator.cookie } });
    expect(list.json().jobs.map((j: { id: string }) => j.id)).toContain(job.id);
  });

  it('retries a reply that is not JSON and then succeeds', async () => {
    const job = await finished((await start({ sourceNotes: '[stand-in: malformed-then-ok]' })).id);
    expect(job, JSON.stringify(job.rejections)).toMatchObject({ status: 'completed', accepted: 5, rejected: 0 });
  });

  it('reports a batch failed after its retries when every reply is malformed or off-schema', async () => {
    const job = await finished((await start({ count: 3, sourceNotes: '[stand-in: malformed]' })).id);
    expect(job).toMatchObject({ status: 'completed', accepted: 0, rejected: 3 });
    expect(job.rejections[0]).toMatchObject({ kind: 'batch', count: 3 });
    expect(job.rejections[0]!.reason).toMatch(/not JSON.*Gave up after 3 attempts/);

    const mismatch = await finished((await start({ count: 2, sourceNotes: '[stand-in: schema-mismatch]' })).id);
    expect(mismatch.rejections[0]!.reason).toMatch(/does not match the schema/);
  });

  it('rejects a near-duplicate of a question already in the bank', async () => {
    const first = await finished((await start({ count: 2 })).id);
    const again = await finished((await start({ topic: first.topic, count: 2, sourceNotes: '[stand-in: duplicate]' })).id);
    expect(again).toMatchObject({ accepted: 1, rejected: 1 });
    expect(again.rejections[0]).toMatchObject({ kind: 'question', count: 1 });
    expect(again.rejections[0]!.reason).toMatch(/near-duplicate \(100% similar\)/);
  });

  it('rejects a question whose answer index is not one of its options', async () => {
    const job = await finished((await start({ count: 3, sourceNotes: '[stand-in: wrong-index]' })).id);
    expect(job).toMatchObject({ accepted: 2, rejected: 1 });
    expect(job.rejections[0]!.reason).toMatch(/answer index 4 is not one of the 4 options/);
    expect(job.rejections[0]!.question?.correctIndex).toBe(4);
  });

  it("rejects a formula KaTeX cannot render, naming the formula and KaTeX's message", async () => {
    const job = await finished((await start({ count: 2, sourceNotes: '[stand-in: bad-katex]' })).id);
    expect(job).toMatchObject({ accepted: 1, rejected: 1 });
    expect(job.rejections[0]!.reason).toMatch(/In the question: KaTeX cannot render \$\\fracc\{1\}\{2\}\$: .*Undefined control sequence/);
  });

  it('waits out a 429 and then succeeds', async () => {
    const job = await finished((await start({ count: 2, sourceNotes: '[stand-in: 429-then-ok]' })).id);
    expect(job).toMatchObject({ status: 'completed', accepted: 2, rejected: 0 });
  });

  it('reports a timeout after its retries', async () => {
    Object.assign(generationTiming, { timeoutMs: 200 });
    try {
      const job = await finished((await start({ count: 2, sourceNotes: '[stand-in: timeout]' })).id);
      expect(job).toMatchObject({ status: 'completed', accepted: 0, rejected: 2 });
      expect(job.rejections[0]!.reason).toMatch(/did not answer within 0.2 s.*Gave up after 3 attempts/);
    } finally {
      Object.assign(generationTiming, { timeoutMs: 1_500 });
    }
  });

  it('cancels a running job, aborting the call in flight', async () => {
    Object.assign(generationTiming, { timeoutMs: 60_000 });
    try {
      const job = await start({ count: 10, sourceNotes: '[stand-in: timeout]' });
      const startedAt = Date.now();
      const response = await app.inject({ method: 'POST', url: `/api/admin/generation/jobs/${job.id}/cancel`, headers: { cookie: creator.cookie } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().job).toMatchObject({ status: 'cancelled', accepted: 0 });
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      // and its failures can be regenerated as a new job for the missing count
      const again = await app.inject({ method: 'POST', url: `/api/admin/generation/jobs/${job.id}/regenerate`, headers: { cookie: creator.cookie } });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().job).toMatchObject({ count: 10, retryOf: job.id });
      // it asks the same hanging stand-in, so it is cancelled too
      const stop = await app.inject({ method: 'POST', url: `/api/admin/generation/jobs/${again.json().job.id}/cancel`, headers: { cookie: creator.cookie } });
      expect(stop.json().job.status).toBe('cancelled');
    } finally {
      Object.assign(generationTiming, { timeoutMs: 1_500 });
    }
  });

  it('regenerates what a finished job could not deliver', async () => {
    const job = await finished((await start({ count: 4, sourceNotes: '[stand-in: wrong-index, bad-katex]' })).id);
    expect(job).toMatchObject({ accepted: 3, rejected: 1 });
    const response = await app.inject({ method: 'POST', url: `/api/admin/generation/jobs/${job.id}/regenerate`, headers: { cookie: creator.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const retry = await finished(response.json().job.id);
    expect(retry).toMatchObject({ count: 1, retryOf: job.id, topic: job.topic });
  });

  it('writes MSQs when asked, stored with their correct options, and rejects one that marks none', async () => {
    const job = await finished((await start({ type: 'MSQ', count: 3, sourceNotes: '[stand-in: no-correct]' })).id);
    expect(job).toMatchObject({ status: 'completed', type: 'MSQ', accepted: 2, rejected: 1 });
    expect(job.rejections[0]).toMatchObject({ kind: 'question', reason: 'It marks no option correct; an MSQ needs at least one correct option.' });
    expect(job.rejections[0]!.question?.correctIndexes).toEqual([]);
    for (const accepted of job.acceptedQuestions) {
      expect(accepted).toMatchObject({ type: 'MSQ', correctIndex: null, natRange: null });
      expect(accepted.correctIndexes).toHaveLength(3);
      const question = await bankQuestion(accepted.id);
      expect(question).toMatchObject({ type: 'MSQ', correctIndexes: accepted.correctIndexes, source: 'ai-generated', needsReview: true });
      expect((question.options as unknown[]).length).toBe(4);
    }
  });

  it('writes NATs when asked, stored with their range and no options, and rejects one without a numeric answer', async () => {
    const job = await finished(
      (await start({ type: 'NAT', topic: `Probability ${(topicCounter += 1)}`, section: 'Aptitude', count: 3, sourceNotes: '[stand-in: no-number]' })).id,
    );
    expect(job).toMatchObject({ status: 'completed', type: 'NAT', accepted: 2, rejected: 1 });
    expect(job.rejections[0]).toMatchObject({ kind: 'question', reason: 'The answer "about a third" is not a number or a min..max range of numbers.' });
    for (const accepted of job.acceptedQuestions) {
      expect(accepted).toMatchObject({ type: 'NAT', options: [], correctIndex: null, correctIndexes: null });
      expect(accepted.natRange!.min).toBeLessThanOrEqual(accepted.natRange!.max);
      const question = await bankQuestion(accepted.id);
      expect(question).toMatchObject({ type: 'NAT', options: [], natRange: accepted.natRange });
    }
    // a regenerated job asks for the same type
    const response = await app.inject({ method: 'POST', url: `/api/admin/generation/jobs/${job.id}/regenerate`, headers: { cookie: creator.cookie } });
    expect(response.json().job).toMatchObject({ type: 'NAT', count: 1 });
    await finished(response.json().job.id);
  });

  it('asks the model for the type’s own JSON shape', () => {
    const base = { exam: 'GATE CS', section: 'Technical', topic: 'Graphs', difficulty: 'easy', marks: 1, count: 2, sourceNotes: null, avoid: [] };
    expect(questionsJsonSchema('MCQ').properties.questions.items.required).toEqual(['text', 'options', 'correctIndex', 'explanation', 'marks']);
    expect(questionsJsonSchema('MSQ').properties.questions.items.required).toEqual(['text', 'options', 'correctIndexes', 'explanation', 'marks']);
    expect(questionsJsonSchema('NAT').properties.questions.items.required).toEqual(['text', 'answer', 'explanation', 'marks']);
    expect(messagesFor({ ...base, type: 'MSQ' })[1]!.content).toMatch(/^Write 2 new multiple-select \(MSQ\) questions\.\nQuestion type: MSQ\n/);
    expect(messagesFor({ ...base, type: 'NAT' })[0]!.content).toMatch(/no options: the learner types a number/);
  });

  it('refuses requests outside the limits', async () => {
    const who = await signIn(app, { role: 'creator' });
    for (const body of [{ count: 0 }, { count: 51 }, { marks: 3 }, { topic: '' }, { type: 'Essay' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/generation/jobs', headers: { cookie: who.cookie }, payload: request(body) });
      expect(response.statusCode).toBe(400);
    }
  });

  it('shows a learner none of the generated questions', async () => {
    const job = await finished((await start({ count: 2 })).id);
    const learner = await signIn(app);
    for (const question of job.acceptedQuestions) {
      const response = await app.inject({ method: 'GET', url: `/api/admin/questions/${question.id}`, headers: { cookie: learner.cookie } });
      expect(response.statusCode).toBe(403);
      expect(JSON.stringify((await app.inject({ method: 'GET', url: '/api/test-series', headers: { cookie: learner.cookie } })).json())).not.toContain(
        question.text.slice(0, 30),
      );
    }
    const jobs = await app.inject({ method: 'GET', url: '/api/admin/generation/jobs', headers: { cookie: learner.cookie } });
    expect(jobs.statusCode).toBe(403);
    // drafts in no paper: nothing a learner can open shows them
    const used = (await app.db.execute(
      `select count(*)::int as n from test_questions where question_id in (${job.acceptedQuestions.map((q) => `'${q.id}'`).join(',')})`,
    )) as unknown as { rows: { n: number }[] };
    expect(used.rows[0]!.n).toBe(0);
  });

  it("flags a generated draft that duplicates a bank question of another topic, with the other question's id", async () => {
    const job = await finished((await start({ count: 3 }, creator)).id);
    // the stand-in's questions of one template differ in their numbers: near-duplicates of each other at most
    expect(job.acceptedQuestions.flatMap((question) => question.duplicates).filter((match) => match.exact)).toEqual([]);
    const draft = job.acceptedQuestions[1]!;
    // the same question written by hand elsewhere in the bank, with its spacing and punctuation changed
    const copy = await app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      headers: { cookie: creator.cookie },
      payload: {
        text: `${draft.text.replace(/ /g, '  ')} !`,
        options: draft.options.map((text) => ({ text })),
        correctIndex: draft.correctIndex,
        section: 'Technical',
        marks: 2,
        topic: 'Somewhere else',
      },
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().duplicates).toEqual([expect.objectContaining({ id: draft.id, exact: true })]);

    const flagged = await read(job.id);
    expect(flagged.acceptedQuestions[1]!.duplicates[0]).toMatchObject({ id: copy.json().question.id, exact: true, similarity: 1 });
    expect(flagged.acceptedQuestions[0]!.duplicates.map((match) => match.id)).not.toContain(copy.json().question.id);
  });
});

describe('with no model configured', () => {
  it('answers 503 with how to configure one, and says so in the settings', async () => {
    const t = await createTestApp({
      LOCAL_STAND_INS: 'off',
      SESSION_SECRET: 'T4nX8qP1wE6rK9yU3iO7aS2dG5hJ0lZ-staging',
      GOOGLE_CLIENT_ID: 'id',
      // nothing listens there: the sign-in setup gives up at once instead of looking for Google
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      GOOGLE_CLIENT_SECRET: 'secret',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    try {
      const admin = await signIn(t.app, { role: 'creator' });
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/generation/jobs', headers: { cookie: admin.cookie }, payload: request() });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, code: 'unavailable', message: LLM_NOT_CONFIGURED });
      expect(LLM_NOT_CONFIGURED).toMatch(/LLM_BASE_URL.*LLM_API_KEY.*LLM_MODEL.*for example/);
      const settings = await t.app.inject({ method: 'GET', url: '/api/admin/generation/settings', headers: { cookie: admin.cookie } });
      expect(settings.json()).toMatchObject({ configured: false, model: null, howTo: LLM_NOT_CONFIGURED });
    } finally {
      await t.close();
    }
  });
});
