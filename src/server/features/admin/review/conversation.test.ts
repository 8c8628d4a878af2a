// Issue 26 point 3: the review conversation. A creator submits a draft (saving it does not); a master
// approves it, rejects it with a reason or asks for changes with a comment; the creator sees the
// reviewer's words on the question and on the overview, and replies. Every step is a comment of the
// question's thread and an audit entry; a step the state does not allow is refused (409), changing nothing.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { questions } from '../../../db/schema.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { questionComments } from '../../../db/review-schema.ts';

type Person = AdminCaller & { user: { id: string; name: string } };
let t: TestApp;
let api: AdminApi;
let meera: Person;
let ravi: Person;
let kabir: Person;
let anil: Person;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  meera = await signIn(t.app, { role: 'creator', name: 'Meera Nair' });
  ravi = await signIn(t.app, { role: 'creator', name: 'Ravi Kumar' });
  kabir = await signIn(t.app, { role: 'master', name: 'Kabir Das' });
  anil = await signIn(t.app, { role: 'master', name: 'Anil Rao' });
});
afterAll(() => t.close());

const step = (who: AdminCaller, id: string, name: string, body: unknown = {}) => api.call(who, 'POST', `/api/admin/review/${id}/${name}`, body);
const thread = async (who: AdminCaller, id: string) => (await api.call(who, 'GET', `/api/admin/review/${id}/thread`)).json();
const question = async (id: string) => (await api.call(kabir, 'GET', `/api/admin/questions/${id}`)).json().question;
const queueIds = async (exam: string) =>
  (await api.call(kabir, 'GET', `/api/admin/review?exam=${encodeURIComponent(exam)}`)).json().questions.map((q: { id: string }) => q.id);
const draft = async (exam: string, who: AdminCaller = meera) => idOf(await api.createQuestion(who, { exam, text: `A question for ${exam}` }), 'question');
const rowOf = async (id: string) => (await t.app.db.select().from(questions).where(eq(questions.id, id)))[0];
const countsOf = async (id: string) => ({
  comments: (await t.app.db.select().from(questionComments).where(eq(questionComments.questionId, id))).length,
  audit: (await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id))).length,
});
const actionsOn = async (id: string) =>
  (await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id))).map((row) => row.action);

describe('a draft and the queue', () => {
  it('starts as being written, out of the queue, until its author submits it with a note', async () => {
    const id = await draft('CONV SUBMIT');
    expect(await question(id)).toMatchObject({ status: 'draft', reviewState: 'writing' });
    expect(await queueIds('CONV SUBMIT')).toEqual([]);

    const submitted = await step(meera, id, 'submit', { note: '  I was unsure of the key.  ' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().question).toMatchObject({ status: 'draft', reviewState: 'submitted' });
    expect(await queueIds('CONV SUBMIT')).toEqual([id]);
    expect((await thread(meera, id)).comments).toEqual([
      expect.objectContaining({ kind: 'submit', body: 'I was unsure of the key.', author: { id: meera.user.id, name: 'Meera Nair' } }),
    ]);
    expect(await actionsOn(id)).toEqual(['question.create', 'question.submit']);
  });

  it('refuses to submit twice (409), and another creator may not submit it (403): nothing changes', async () => {
    const id = await draft('CONV TWICE');
    expect((await step(meera, id, 'submit')).statusCode).toBe(200);
    const before = await countsOf(id);
    const again = await step(meera, id, 'submit');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'wrong-review-state', message: 'This question is already waiting for review.' });

    const other = await draft('CONV TWICE');
    const refused = await step(ravi, other, 'submit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This draft belongs to Meera Nair; only its author or a master can change it.');
    expect((await rowOf(other))!.reviewState).toBe('writing');
    expect(await countsOf(id)).toEqual(before);
    // a master may change anyone's draft, so may submit it
    expect((await step(kabir, other, 'submit')).statusCode).toBe(200);
  });

  it('submits a batch in one request: the ones written and sent back, skipping those waiting or reviewed', async () => {
    const exam = 'CONV BATCH';
    const [a, b, c, d] = [await draft(exam), await draft(exam), await draft(exam), await draft(exam)];
    await step(meera, b!, 'submit');
    await step(meera, c!, 'submit');
    await step(kabir, c!, 'request-changes', { comment: 'Say which formula.' });
    await step(kabir, d!, 'approve');
    const response = await api.call(meera, 'POST', '/api/admin/review/submit', { ids: [a, b, c, d] });
    expect(response.json()).toEqual({ success: true, submitted: 2, skipped: 2 });
    expect(new Set(await queueIds(exam))).toEqual(new Set([a, b, c]));
  });

  it("refuses a batch holding someone else's draft, or an unknown id, as a whole", async () => {
    const mine = await draft('CONV BATCH REFUSED');
    const theirs = await draft('CONV BATCH REFUSED', ravi);
    const refused = await api.call(meera, 'POST', '/api/admin/review/submit', { ids: [mine, theirs] });
    expect(refused.statusCode).toBe(403);
    const unknown = await api.call(meera, 'POST', '/api/admin/review/submit', { ids: [mine, '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    for (const body of [{}, { ids: [] }, { ids: [mine], importBatchId: mine }, { ids: ['not-an-id'] }]) {
      expect((await api.call(meera, 'POST', '/api/admin/review/submit', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await rowOf(mine))!.reviewState).toBe('writing');
  });
});

describe('the conversation', () => {
  it('sends a draft back with a comment; its author reads it on the overview, replies and submits again', async () => {
    const exam = 'CONV CHANGES';
    const id = await draft(exam);
    await step(meera, id, 'submit');
    for (const body of [{}, { comment: '' }, { comment: ' x ' }]) expect((await step(kabir, id, 'request-changes', body)).statusCode).toBe(400);

    const sent = await step(kabir, id, 'request-changes', { comment: 'Option C is also right: make it unambiguous.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().question).toMatchObject({ status: 'draft', reviewState: 'changes-requested' });
    expect(await queueIds(exam)).toEqual([]);
    // the other reviewer, a moment late, is told
    const late = await step(anil, id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('already-reviewed');

    const overview = (await api.call(meera, 'GET', '/api/admin/overview')).json().review;
    expect(overview.submittedWaiting).toBeNull();
    expect(overview.changesRequested.questions).toContainEqual(
      expect.objectContaining({ id, words: 'Option C is also right: make it unambiguous.', reviewer: { id: kabir.user.id, name: 'Kabir Das' } }),
    );

    const replied = await step(meera, id, 'reply', { body: 'Fixed: C now reads 5.' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().reviewState).toBe('changes-requested');
    expect((await step(meera, id, 'submit', { note: 'Changed option C.' })).statusCode).toBe(200);
    expect(await queueIds(exam)).toEqual([id]);

    const { comments, reviewState } = await thread(ravi, id);
    expect(reviewState).toBe('submitted');
    expect(comments.map((c: { kind: string; author: { name: string } }) => `${c.kind} by ${c.author.name}`)).toEqual([
      'submit by Meera Nair',
      'request-changes by Kabir Das',
      'reply by Meera Nair',
      'submit by Meera Nair',
    ]);
    expect(await actionsOn(id)).toEqual(['question.create', 'question.submit', 'question.request-changes', 'question.reply', 'question.submit']);
  });

  it('rejects with a reason: the creator sees it on the overview; the question cannot be submitted again', async () => {
    const id = await draft('CONV REJECT');
    await step(meera, id, 'submit');
    expect((await step(kabir, id, 'reject', { reason: 'Duplicate of an existing question' })).json().question).toMatchObject({
      status: 'archived',
      reviewState: 'rejected',
    });
    const overview = (await api.call(meera, 'GET', '/api/admin/overview')).json().review;
    expect(overview.rejected.questions).toContainEqual(expect.objectContaining({ id, words: 'Duplicate of an existing question' }));
    const again = await step(meera, id, 'submit');
    expect(again.statusCode).toBe(403); // a rejected question is archived: only a master changes it
    const byMaster = await step(kabir, id, 'submit');
    expect(byMaster.statusCode).toBe(409);
    expect(byMaster.json().message).toContain('duplicate it to propose a new version');
  });

  it('asks for changes only of a submitted draft, and says so of one never submitted', async () => {
    const id = await draft('CONV NOT SUBMITTED');
    const response = await step(kabir, id, 'request-changes', { comment: 'Too early?' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'wrong-review-state', message: expect.stringContaining('has not been submitted') });
    expect((await rowOf(id))!.reviewState).toBe('writing');
  });

  it('lets the author and masters reply in any state, nobody else', async () => {
    const id = await draft('CONV REPLY');
    await step(meera, id, 'submit');
    await step(kabir, id, 'approve');
    expect((await step(meera, id, 'reply', { body: 'Thanks!' })).statusCode).toBe(200);
    expect((await step(anil, id, 'reply', { body: 'Good one.' })).statusCode).toBe(200);
    const before = await countsOf(id);
    const stranger = await step(ravi, id, 'reply', { body: 'Me too.' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("Only the question's author or a master can reply in its review thread.");
    expect((await step(meera, id, 'reply', { body: '   ' })).statusCode).toBe(400);
    expect(await countsOf(id)).toEqual(before);
  });

  it('counts the drafts waiting on a master’s overview', async () => {
    const id = await draft('CONV COUNT');
    const before = (await api.call(kabir, 'GET', '/api/admin/overview')).json().review.submittedWaiting;
    await step(meera, id, 'submit');
    expect((await api.call(kabir, 'GET', '/api/admin/overview')).json().review.submittedWaiting).toBe(before + 1);
  });

  it('answers 404 for a question that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await step(meera, missing, 'submit')).statusCode).toBe(404);
    expect((await api.call(meera, 'GET', `/api/admin/review/${missing}/thread`)).statusCode).toBe(404);
  });
});
