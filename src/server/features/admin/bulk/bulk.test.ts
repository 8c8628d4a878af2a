import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi } from '../../../../test/admin-api.ts';
import { auditLog } from '../../../db/site-schema.ts';
import { questionTags } from '../../../db/bank-schema.ts';
import { topics } from '../../../db/topics-schema.ts';
import { questions } from '../../../db/schema.ts';
import { questionComments } from '../../../db/review-schema.ts';
import { BULK_MAX, type BulkOutcome } from '../../../../shared/api/admin-bulk.ts';

type Caller = Awaited<ReturnType<typeof signIn>>;

let t: TestApp;
let api: AdminApi;
let writer: Caller;
let otherWriter: Caller;
let master: Caller;
let exam = 0;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  writer = await signIn(t.app, { role: 'creator' });
  otherWriter = await signIn(t.app, { role: 'creator' });
  master = await signIn(t.app, { role: 'master' });
});
afterAll(() => t.close());

/** A bank of its own (an exam of its own, so a filter finds only it): two of the writer's drafts, another writer's, a published one. */
async function bank() {
  const name = `BULK ${(exam += 1)}`;
  const make = async (who: Caller, text: string) => idOf(await api.createQuestion(who, { exam: name, text }), 'question');
  const own = [await make(writer, `${name}: what is the first prime?`), await make(writer, `${name}: what is the second prime?`)];
  const others = await make(otherWriter, `${name}: what is the third prime?`);
  const published = await make(master, `${name}: what is the fourth prime?`);
  expect((await api.publish(master, 'questions', published)).statusCode).toBe(200);
  return { exam: name, own, others, published, all: [...own, others, published] };
}

const post = (who: Caller, url: string, body: unknown) => api.call(who, 'POST', url, body);
const preview = (who: Caller, body: unknown) => post(who, '/api/admin/questions/bulk/preview', body);
const apply = (who: Caller, body: unknown) => post(who, '/api/admin/questions/bulk', body);

/** Preview, then apply: the apply answers the same counts as the preview, marked applied. */
async function previewThenApply(who: Caller, body: unknown): Promise<BulkOutcome> {
  const before = await preview(who, body);
  expect(before.statusCode, before.body).toBe(200);
  const after = await apply(who, body);
  expect(after.statusCode, after.body).toBe(200);
  expect(after.json()).toEqual({ ...before.json(), applied: true });
  expect(before.json().applied).toBe(false);
  return after.json();
}

const reasons = (outcome: BulkOutcome) => Object.fromEntries(outcome.leftOut.map((group) => [group.reason, group.count]));

async function bulkEntries(action: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, `question.bulk-${action}`));
}

async function topic(name: string) {
  const [row] = await t.app.db.insert(topics).values({ exam: 'BULK TESTS', name, depth: 0 }).returning();
  return row!.id;
}

describe('bulk actions on the bank', () => {
  it('moves a creator’s own drafts to a node, refusing the rest by reason, in one audited change', async () => {
    const b = await bank();
    const node = await topic('Number theory');
    const outcome = await previewThenApply(writer, { selection: { ids: b.all }, change: { action: 'move', topicId: node } });
    expect(outcome).toMatchObject({ action: 'move', selected: 4, changing: 2 });
    expect(reasons(outcome)).toEqual({ 'not-yours': 1, published: 1 });
    const notYours = outcome.leftOut.find((group) => group.reason === 'not-yours')!;
    expect(notYours.message).toMatch(/only its author or a master/);
    expect(notYours.examples).toEqual([{ id: b.others, excerpt: `${b.exam}: what is the third prime?` }]);

    const rows = await t.app.db.select({ id: questions.id, topicId: questions.topicId }).from(questions).where(inArray(questions.id, b.all));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.topicId]))).toEqual({
      [b.own[0]!]: node,
      [b.own[1]!]: node,
      [b.others]: null,
      [b.published]: null,
    });
    const entries = (await bulkEntries('move')).filter((entry) => entry.actorId === writer.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'question-bulk', detail: { after: { topicId: node, questionIds: [...b.own].sort() } } });

    // again: nothing left to move; a master moves the others too
    expect(reasons((await preview(writer, { selection: { ids: b.own }, change: { action: 'move', topicId: node } })).json())).toEqual({ already: 2 });
    const byMaster = await previewThenApply(master, { selection: { filter: { exam: b.exam } }, change: { action: 'move', topicId: node } });
    expect(byMaster).toMatchObject({ selected: 4, changing: 2 });
  });

  it('tags and untags everything a filter matches, and a preview writes nothing', async () => {
    const b = await bank();
    const body = { selection: { filter: { exam: b.exam } }, change: { action: 'tag', tag: 'primes' } };
    const seen = (await preview(master, body)).json();
    expect(seen).toMatchObject({ selected: 4, changing: 4, leftOut: [] });
    const tagged = () => t.app.db.select().from(questionTags).where(inArray(questionTags.questionId, b.all));
    expect(await tagged()).toEqual([]);
    await previewThenApply(master, body);
    expect((await tagged()).map((row) => row.tag)).toEqual(['primes', 'primes', 'primes', 'primes']);
    expect(reasons((await preview(master, body)).json())).toEqual({ already: 4 });

    const untag = await previewThenApply(writer, { selection: { filter: { exam: b.exam, author: 'me' } }, change: { action: 'untag', tag: 'primes' } });
    expect(untag).toMatchObject({ selected: 2, changing: 2 });
    expect(await tagged()).toHaveLength(2);
  });

  it('submits drafts for review as the review flow does, with its comment, and leaves those waiting already', async () => {
    const b = await bank();
    const first = await previewThenApply(writer, { selection: { ids: b.all }, change: { action: 'submit' } });
    expect(first).toMatchObject({ changing: 2 });
    expect(reasons(first)).toEqual({ 'not-yours': 1, published: 1 });
    const states = await t.app.db.select({ state: questions.reviewState }).from(questions).where(inArray(questions.id, b.own));
    expect(states.map((row) => row.state)).toEqual(['submitted', 'submitted']);
    const comments = await t.app.db.select().from(questionComments).where(inArray(questionComments.questionId, b.own));
    expect(comments.map((row) => row.kind)).toEqual(['submit', 'submit']);
    // the review queue shows them
    const queue = (await api.call(master, 'GET', `/api/admin/review?exam=${encodeURIComponent(b.exam)}`)).json();
    expect(queue.total).toBe(2);

    const again = await previewThenApply(master, { selection: { ids: b.all }, change: { action: 'submit' } });
    expect(again).toMatchObject({ changing: 1 });
    expect(reasons(again)).toEqual({ already: 2, 'wrong-review-state': 1 });
  });

  it('adds the selection to a draft test, once, and refuses a published paper whole', async () => {
    const b = await bank();
    const seriesId = idOf(await api.createSeries(master), 'series');
    const testId = idOf(await api.createTest(master, seriesId), 'test');
    const body = { selection: { ids: b.all }, change: { action: 'add-to-paper', paper: { kind: 'test', id: testId } } };
    expect(await previewThenApply(master, body)).toMatchObject({ changing: 4 });
    const test = (await api.call(master, 'GET', `/api/admin/tests/${testId}`)).json().test;
    expect(test.questions.map((question: { id: string }) => question.id).sort()).toEqual([...b.all].sort());
    expect(reasons((await preview(master, body)).json())).toEqual({ already: 4 });
    // the creator may not change the master's draft test
    expect((await preview(writer, body)).statusCode).toBe(403);

    // a live quiz takes nothing
    const quizId = idOf(await api.createQuiz(master), 'quiz');
    expect((await api.setQuestions(master, 'quizzes', quizId, [b.published])).statusCode).toBe(200);
    expect((await api.publish(master, 'quizzes', quizId)).statusCode).toBe(200);
    const live = await apply(master, { selection: { ids: [b.published] }, change: { action: 'add-to-paper', paper: { kind: 'quiz', id: quizId } } });
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toMatch(/unpublish it before changing its questions/);
  });

  it('deletes drafts in no paper, for a master only; a used draft and a published question stay', async () => {
    const b = await bank();
    const seriesId = idOf(await api.createSeries(master), 'series');
    const testId = idOf(await api.createTest(master, seriesId), 'test');
    expect((await api.setQuestions(master, 'tests', testId, [b.own[0]!])).statusCode).toBe(200);
    const body = { selection: { ids: b.all }, change: { action: 'delete' } };

    const refused = await preview(writer, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This needs the master role or higher.');
    expect((await apply(writer, body)).statusCode).toBe(403);

    const outcome = await previewThenApply(master, body);
    expect(outcome).toMatchObject({ changing: 2 });
    expect(reasons(outcome)).toEqual({ used: 1, 'not-draft': 1 });
    const left = await t.app.db.select({ id: questions.id }).from(questions).where(inArray(questions.id, b.all));
    expect(left.map((row) => row.id).sort()).toEqual([b.own[0]!, b.published].sort());
    const [entry] = (await bulkEntries('delete')).filter((row) => (row.detail as { after: { questionIds: string[] } }).after.questionIds.includes(b.others));
    expect((entry!.detail as { after: { deleted: { text: string }[] } }).after.deleted.map((row) => row.text)).toContain(`${b.exam}: what is the third prime?`);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const b = await bank();
    const missing = await apply(master, { selection: { ids: [b.own[0], '00000000-0000-4000-8000-000000000000'] }, change: { action: 'tag', tag: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/no longer in the bank/);
    const noNode = await apply(master, { selection: { ids: b.own }, change: { action: 'move', topicId: '00000000-0000-4000-8000-000000000000' } });
    expect(noNode.json().message).toBe('There is no such node in the tree: choose another.');
    expect((await apply(master, { selection: { ids: [] }, change: { action: 'submit' } })).json().message).toMatch(/Select at least one question/);
    expect((await apply(master, { selection: { ids: b.own }, change: { action: 'tag', tag: ' ' } })).json().message).toMatch(/Name the tag/);
    expect(await t.app.db.select().from(questionTags).where(inArray(questionTags.questionId, b.all))).toEqual([]);
  });

  it(`takes at most ${BULK_MAX} questions at once, saying how many the filter holds`, async () => {
    const name = 'BULK CAP';
    await t.app.db.execute(
      sql`insert into questions (text, options, correct_index, section, exam, created_by)
          select 'Capped question ' || n || '?', '[{"text":"yes"},{"text":"no"}]'::jsonb, 0, 'Aptitude', ${name}, ${master.user.id}::uuid
          from generate_series(1, ${BULK_MAX + 1}) as n`,
    );
    const tooMany = await preview(master, { selection: { filter: { exam: name } }, change: { action: 'tag', tag: 'capped' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'This selection holds 5,001 questions; a bulk action takes at most 5,000 at once. Narrow the filter, or work through it in parts.',
    );
    const ids = Array.from({ length: BULK_MAX + 1 }, () => '00000000-0000-4000-8000-000000000000');
    expect((await preview(master, { selection: { ids }, change: { action: 'submit' } })).json().message).toMatch(/at most 5,000 questions/);
  });
});
