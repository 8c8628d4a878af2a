import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { runImports } from '../../../../test/import-jobs.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { auditLog } from '../../../db/site-schema.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller;
let master: AdminCaller;
let otherMaster: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
  master = await signIn(t.app, { role: 'master' });
  otherMaster = await signIn(t.app, { role: 'master' });
});
afterAll(() => t.close());

const queue = (who: AdminCaller, query = '') => api.call(who, 'GET', `/api/admin/review${query}`);
const approve = (who: AdminCaller, id: string) => api.call(who, 'POST', `/api/admin/review/${id}/approve`);
const reject = (who: AdminCaller, id: string, body: unknown = { reason: 'Wrong answer key' }) => api.call(who, 'POST', `/api/admin/review/${id}/reject`, body);

const submit = (who: AdminCaller, id: string, body: unknown = {}) => api.call(who, 'POST', `/api/admin/review/${id}/submit`, body);

/** A draft in its own exam, so each test reads only its own, submitted for review by its author. */
const draft = async (exam: string, body: Record<string, unknown> = {}) => {
  const id = idOf(await api.createQuestion(creator, { exam, ...body }), 'question');
  expect((await submit(creator, id)).statusCode).toBe(200);
  return id;
};

async function auditOf(id: string) {
  const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id));
  return rows.map((row) => ({ action: row.action, detail: row.detail as { after: Record<string, unknown> } }));
}

describe('the review queue', () => {
  it('lists the drafts submitted, AI-generated first and then oldest first, with counts by source', async () => {
    const exam = 'QUEUE ORDER';
    // a draft still being written is not in the queue
    idOf(await api.createQuestion(creator, { exam, text: 'not submitted' }), 'question');
    const first = await draft(exam, { text: 'first, public', source: 'public' });
    const second = await draft(exam, { text: 'second, ai', source: 'ai-generated' });
    const third = await draft(exam, { text: 'third, original' });
    const fourth = await draft(exam, { text: 'fourth, ai', source: 'ai-generated' });
    const published = await draft(exam, { text: 'published' });
    expect((await api.publish(master, 'questions', published)).statusCode).toBe(200);

    const response = await queue(master, `?exam=${encodeURIComponent(exam)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.questions.map((q: { id: string }) => q.id)).toEqual([second, fourth, first, third]);
    expect(body).toMatchObject({ total: 4, page: 1 });
    expect(body.questions[0]).toMatchObject({ status: 'draft', source: 'ai-generated', exam, usedIn: [], live: false });
    // the counts cover everything waiting, whatever the filters
    expect(body.counts.waiting).toBeGreaterThanOrEqual(4);
    expect(body.counts.bySource['ai-generated']).toBeGreaterThanOrEqual(2);
    expect(body.counts.waiting).toBe(body.counts.bySource['ai-generated'] + body.counts.bySource.public + body.counts.bySource.original);

    const ai = (await queue(master, `?exam=${encodeURIComponent(exam)}&source=ai-generated`)).json();
    expect(ai.questions.map((q: { id: string }) => q.id)).toEqual([second, fourth]);
    const paged = (await queue(master, `?exam=${encodeURIComponent(exam)}&pageSize=3&page=2`)).json();
    expect(paged.questions.map((q: { id: string }) => q.id)).toEqual([third]);
    expect((await queue(master, '?source=robots')).statusCode).toBe(400);
  });

  it('filters by the needs-review flag and the topic', async () => {
    const exam = 'QUEUE FLAG';
    const imported = await api.call(creator, 'POST', '/api/admin/questions/import', {
      format: 'gift',
      text: ['Ready?{=a ~b}', 'Converted.{TRUE}'].join('\n\n'),
      exam,
    });
    expect(imported.statusCode).toBe(200);
    await runImports(t.app);
    expect((await queue(master, `?exam=${encodeURIComponent(exam)}`)).json().total).toBe(0);
    const batchId = imported.json().job.id as string;
    expect((await api.call(creator, 'POST', '/api/admin/review/submit', { importBatchId: batchId })).json()).toMatchObject({ submitted: 2, skipped: 0 });
    const flagged = (await queue(master, `?exam=${encodeURIComponent(exam)}&needsReview=true`)).json();
    expect(flagged.total).toBe(1);
    expect(flagged.questions[0]).toMatchObject({ needsReview: true, origin: { format: 'gift', conversion: { from: 'true-false' } } });
    expect((await queue(master, `?exam=${encodeURIComponent(exam)}&needsReview=false`)).json().total).toBe(1);
    expect(flagged.counts.needsReview).toBeGreaterThanOrEqual(1);

    await draft(exam, { topic: 'Graphs' });
    const byTopic = (await queue(master, `?exam=${encodeURIComponent(exam)}&topic=graphs`)).json();
    expect(byTopic.questions.map((q: { topic: string }) => q.topic)).toEqual(['Graphs']);
  });

  it('approves a draft: published, the flag cleared, audited, and out of the queue', async () => {
    const exam = 'QUEUE APPROVE';
    await api.call(creator, 'POST', '/api/admin/questions/import', { format: 'gift', text: 'Converted.{TRUE}', exam });
    await runImports(t.app);
    const [imported] = (await api.call(creator, 'GET', `/api/admin/questions?exam=${encodeURIComponent(exam)}`)).json().questions;
    expect((await api.call(creator, 'POST', '/api/admin/review/submit', { ids: [imported.id] })).statusCode).toBe(200);
    const [waiting] = (await queue(master, `?exam=${encodeURIComponent(exam)}`)).json().questions;
    expect(waiting.needsReview).toBe(true);

    const response = await approve(master, waiting.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().question).toMatchObject({ id: waiting.id, status: 'published', reviewState: 'approved', needsReview: false });
    expect((await queue(master, `?exam=${encodeURIComponent(exam)}`)).json().total).toBe(0);
    expect((await auditOf(waiting.id)).map((row) => row.action)).toContain('question.approve');
  });

  it('rejects a draft with a reason: archived, the reason in the audit entry, out of the queue', async () => {
    const exam = 'QUEUE REJECT';
    const id = await draft(exam, { source: 'ai-generated' });
    const response = await reject(master, id, { reason: '  Ambiguous question  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().question).toMatchObject({ id, status: 'archived', reviewState: 'rejected' });
    expect((await queue(master, `?exam=${encodeURIComponent(exam)}`)).json().total).toBe(0);
    const entry = (await auditOf(id)).find((row) => row.action === 'question.reject');
    expect(entry?.detail.after).toMatchObject({ status: 'archived', reason: 'Ambiguous question' });
  });

  it('refuses a rejection without a reason of 3 to 500 characters', async () => {
    const id = await draft('QUEUE NO REASON');
    for (const body of [{}, { reason: '' }, { reason: ' x ' }, { reason: 'x'.repeat(501) }]) {
      const response = await reject(master, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('invalid-input');
    }
    expect((await api.call(master, 'GET', `/api/admin/questions/${id}`)).json().question.status).toBe('draft');
  });

  it('tells the second reviewer that someone else reviewed the draft (409)', async () => {
    const approved = await draft('QUEUE TWICE');
    expect((await approve(master, approved)).statusCode).toBe(200);
    for (const second of [approve(otherMaster, approved), reject(otherMaster, approved)]) {
      const response = await second;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'already-reviewed', message: expect.stringContaining('no longer waiting for review') });
    }
    const rejected = await draft('QUEUE TWICE');
    expect((await reject(master, rejected)).statusCode).toBe(200);
    expect((await approve(otherMaster, rejected)).json()).toMatchObject({ code: 'already-reviewed' });
    // at the same time: exactly one wins
    const race = await draft('QUEUE TWICE');
    const statuses = (await Promise.all([approve(master, race), reject(otherMaster, race)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await approve(master, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("is a master's: a creator gets 403 for the queue, approve and reject", async () => {
    const id = await draft('QUEUE CREATOR');
    for (const response of [await queue(creator), await approve(creator, id), await reject(creator, id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    const god = await signIn(t.app, { role: 'god' });
    expect((await queue(god)).statusCode).toBe(200);
  });

  it('never shows a draft to a learner', async () => {
    const learner = await signIn(t.app);
    const id = await draft('QUEUE LEARNER', { source: 'ai-generated' });
    for (const response of [await queue(learner), await approve(learner, id), await api.call(learner, 'GET', `/api/admin/questions/${id}`)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('admin-only');
    }
  });
});
