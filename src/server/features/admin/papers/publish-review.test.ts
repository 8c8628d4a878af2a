// Issue 23 point 4: publishing a test or quiz shows learners its questions as they are. It changes
// none of them, and it is refused while any is rejected, unpublished or still waiting for review.
import { keyColumns } from '../../../db/question-key.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { runImports } from '../../../../test/import-jobs.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { auditLog } from '../../../db/site-schema.ts';
import * as bank from '../../catalogue/questions.service.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller & { user: { id: string } };
let master: AdminCaller;
let seriesId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
  master = await signIn(t.app, { role: 'master' });
  seriesId = idOf(await api.createSeries(creator), 'series');
});
afterAll(() => t.close());

let counter = 0;
const unique = (what: string) => `${what} ${(counter += 1)} ${Date.now()}`;

/** A question a master approved: what a published paper may show. */
async function reviewed() {
  const id = idOf(await api.createQuestion(creator, { text: unique('Reviewed') }), 'question');
  expect((await api.call(master, 'POST', `/api/admin/review/${id}/approve`)).statusCode).toBe(200);
  return id;
}

/** A draft a master rejected for a wrong key. */
async function rejected() {
  const id = idOf(await api.createQuestion(creator, { text: unique('Wrong key') }), 'question');
  const response = await api.call(master, 'POST', `/api/admin/review/${id}/reject`, { reason: 'The key is wrong: it is 4.' });
  expect(response.statusCode).toBe(200);
  return id;
}

/** A draft as AI generation stores it: AI-generated, flagged for a reviewer. */
async function aiDraft() {
  const [id] = await bank.insertQuestions(t.app.db, [
    {
      text: unique('Generated'),
      image: null,
      options: [{ text: 'a' }, { text: 'b' }],
      ...keyColumns({ type: 'MCQ', correctIndex: 0 }),
      explanation: '',
      explanationImage: null,
      exam: 'GATE CS',
      section: 'Technical',
      difficulty: 'medium',
      marks: 1,
      topic: 'Graphs',
      source: 'ai-generated',
      remarks: null,
      needsReview: true,
      origin: null,
      importBatchId: null,
      createdBy: creator.user.id,
    },
  ]);
  return id!;
}

/** A draft written by an Aiken import (an MCQ already, so not flagged: it is the import that waits for review). */
async function importedDraft() {
  const text = unique('Imported');
  const response = await api.call(creator, 'POST', '/api/admin/questions/import', { format: 'aiken', text: `${text}?\nA. 3\nB. 4\nANSWER: B` });
  expect(response.statusCode).toBe(200);
  await runImports(t.app);
  const found = (await api.call(creator, 'GET', `/api/admin/questions?search=${encodeURIComponent(text)}`)).json();
  expect(found.total).toBe(1);
  return found.questions[0].id as string;
}

async function paper(kind: 'tests' | 'quizzes', questionIds: string[]) {
  const id = kind === 'tests' ? idOf(await api.createTest(creator, seriesId), 'test') : idOf(await api.createQuiz(creator), 'quiz');
  expect((await api.setQuestions(creator, kind, id, questionIds)).statusCode).toBe(200);
  return id;
}

const statusOf = async (id: string) => (await api.call(master, 'GET', `/api/admin/questions/${id}`)).json().question.status as string;

describe.each(['tests', 'quizzes'] as const)('publishing %s', (kind) => {
  const paperKey = kind === 'tests' ? 'test' : 'quiz';

  it('is refused (409) while a question is rejected, AI-generated or imported and not reviewed, listing each with why; nothing changes', async () => {
    const ok = await reviewed();
    const [wrongKey, generated, imported] = [await rejected(), await aiDraft(), await importedDraft()];
    const id = await paper(kind, [ok, wrongKey, generated, imported]);
    const auditBefore = (await t.app.db.select().from(auditLog)).length;

    const response = await api.publish(master, kind, id);
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'questions-not-reviewed' });
    expect(body.message).toMatch(/review/i);
    // the paper's order puts Aptitude first: the reviewed and rejected ones (Aptitude), then the generated one
    const numbers = new Map(
      (await api.call(master, 'GET', `/api/admin/${kind}/${id}`)).json()[paperKey].questions.map((q: { id: string }, i: number) => [q.id, i + 1]),
    );
    expect(body.questions).toEqual(
      [
        {
          id: wrongKey,
          number: numbers.get(wrongKey),
          text: expect.stringContaining('Wrong key'),
          status: 'archived',
          reason: 'rejected',
          rejectedFor: 'The key is wrong: it is 4.',
        },
        {
          id: imported,
          number: numbers.get(imported),
          text: expect.stringContaining('Imported'),
          status: 'draft',
          reason: 'waiting-for-review',
          rejectedFor: null,
        },
        {
          id: generated,
          number: numbers.get(generated),
          text: expect.stringContaining('Generated'),
          status: 'draft',
          reason: 'waiting-for-review',
          rejectedFor: null,
        },
      ].sort((a, b) => (a.number as number) - (b.number as number)),
    );

    // the paper is still a draft, no question changed status and nothing was audited
    const after = (await api.call(master, 'GET', `/api/admin/${kind}/${id}`)).json()[paperKey];
    expect(after.status).toBe('draft');
    expect(after.notReviewed.map((q: { id: string }) => q.id).sort()).toEqual([wrongKey, generated, imported].sort());
    expect([await statusOf(wrongKey), await statusOf(generated), await statusOf(imported)]).toEqual(['archived', 'draft', 'draft']);
    expect((await t.app.db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it('is refused for a draft written by hand, and for a question that was unpublished', async () => {
    const draft = idOf(await api.createQuestion(creator, { text: unique('Hand-written') }), 'question');
    const unpublished = await reviewed();
    expect((await api.unpublish(master, 'questions', unpublished)).statusCode).toBe(200);
    const response = await api.publish(master, kind, await paper(kind, [draft, unpublished]));
    expect(response.statusCode).toBe(409);
    expect(response.json().questions.map((q: { reason: string }) => q.reason)).toEqual(['draft', 'unpublished']);
  });

  it('goes through once a master approved them, and changes no question', async () => {
    const generated = await aiDraft();
    const ok = await reviewed();
    const id = await paper(kind, [generated, ok]);
    expect((await api.publish(master, kind, id)).statusCode).toBe(409);
    expect((await api.call(master, 'POST', `/api/admin/review/${generated}/approve`)).statusCode).toBe(200);
    const updatedBefore = await bank.findQuestionRecord(t.app.db, ok);

    const response = await api.publish(master, kind, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()[paperKey]).toMatchObject({ status: 'published', notReviewed: [] });
    expect((await bank.findQuestionRecord(t.app.db, ok))?.updatedAt).toEqual(updatedBefore?.updatedAt);
    const publishedWith = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'question.publish'));
    expect(publishedWith.filter((entry) => entry.entityId === ok || entry.entityId === generated)).toEqual([]);
  });
});
