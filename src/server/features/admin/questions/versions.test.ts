// docs/decisions/029: editing a question's content makes its next version; papers nobody can be
// taking follow it, a published or started one keeps its version until a master chooses the newer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { enrolledLearner, examApi } from '../../../../test/exam-api.ts';
import { auditLog } from '../../../db/site-schema.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller;
let master: AdminCaller & { user: { name: string } };

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
  master = await signIn(t.app, { role: 'master', name: 'Meera Nair' });
});
afterAll(() => t.close());

const original = {
  text: 'What is $2 + 2$?',
  options: [{ text: '3' }, { text: '4' }, { text: '5' }, { text: '22' }],
  correctIndex: 1,
  explanation: 'Two and two make four.',
  section: 'Aptitude',
  marks: 1,
};
const edited = { ...original, text: 'What is $3 + 3$?', options: [{ text: '6' }, { text: '9' }], correctIndex: 0, marks: 2 };

const versions = async (id: string) => (await api.call(master, 'GET', `/api/admin/questions/${id}/versions`)).json().versions;
const paperRow = async (kind: 'tests' | 'quizzes', paperId: string, questionId: string) => {
  const body = (await api.call(master, 'GET', `/api/admin/${kind}/${paperId}`)).json();
  return (kind === 'tests' ? body.test : body.quiz).questions.find((row: { id: string }) => row.id === questionId);
};

/** A published test of one published question, in a published series, with a learner who started it. */
async function startedTest() {
  const seriesId = idOf(await api.createSeries(master), 'series');
  const questionId = idOf(await api.createQuestion(master, original), 'question');
  const testId = idOf(await api.createTest(master, seriesId), 'test');
  await api.setQuestions(master, 'tests', testId, [questionId]);
  await api.publish(master, 'questions', questionId);
  expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
  await api.publish(master, 'series', seriesId);
  const learner = await enrolledLearner(t.app, seriesId);
  expect((await examApi(t.app, seriesId).start(learner, testId)).statusCode).toBe(200);
  return { seriesId, questionId, testId };
}

describe('editing a question a started test serves', () => {
  it('makes version 2 with what changed, who and why, and the test keeps serving version 1', async () => {
    const { questionId, testId } = await startedTest();
    const edit = await api.call(master, 'PUT', `/api/admin/questions/${questionId}`, { ...edited, note: 'The sum was too easy.' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().question).toMatchObject({ version: 2, text: 'What is $3 + 3$?', live: true });
    expect(edit.json().question.usedIn).toEqual([expect.objectContaining({ id: testId, version: 1, live: true })]);

    const list = await versions(questionId);
    expect(list.map((row: { version: number }) => row.version)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      changed: ['text', 'options', 'key', 'marks'],
      note: 'The sum was too easy.',
      author: { name: 'Meera Nair' },
      text: 'What is $3 + 3$?',
      key: { type: 'MCQ', correctIndex: 0 },
      marks: 2,
    });
    expect(list[1]).toMatchObject({ changed: [], note: null, text: 'What is $2 + 2$?', key: { type: 'MCQ', correctIndex: 1 }, marks: 1 });
    expect(await paperRow('tests', testId, questionId)).toMatchObject({ version: 1, latestVersion: 2, text: 'What is $2 + 2$?', marks: 1 });

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, questionId), eq(auditLog.action, 'question.edit')))
      .orderBy(desc(auditLog.createdAt));
    expect(entry?.detail).toMatchObject({ before: { version: 1 }, after: { version: 2, changed: ['text', 'options', 'key', 'marks'] } });
  });

  it('makes no version for a save that changes nothing, nor for a change of its details alone', async () => {
    const { questionId } = await startedTest();
    const same = await api.call(master, 'PUT', `/api/admin/questions/${questionId}`, original);
    expect(same.statusCode).toBe(200);
    expect(same.json().question.version).toBe(1);
    const details = await api.call(master, 'PUT', `/api/admin/questions/${questionId}`, { ...original, topic: 'Arithmetic', difficulty: 'easy' });
    expect(details.json().question).toMatchObject({ version: 1, topic: 'Arithmetic' });
    expect(await versions(questionId)).toHaveLength(1);
    // the explanation alone is content: learners read it in their review
    const explained = await api.call(master, 'PUT', `/api/admin/questions/${questionId}`, { ...original, explanation: '2 + 2 = 4.' });
    expect(explained.json().question.version).toBe(2);
    expect((await versions(questionId))[0].changed).toEqual(['explanation']);
  });
});

describe('papers nobody can be taking', () => {
  it('follow the new version at once: a draft test, and a quiz never published', async () => {
    const seriesId = idOf(await api.createSeries(creator), 'series');
    const questionId = idOf(await api.createQuestion(creator, original), 'question');
    const testId = idOf(await api.createTest(creator, seriesId), 'test');
    const quizId = idOf(await api.createQuiz(creator), 'quiz');
    await api.setQuestions(creator, 'tests', testId, [questionId]);
    await api.setQuestions(creator, 'quizzes', quizId, [questionId]);
    const edit = await api.call(creator, 'PUT', `/api/admin/questions/${questionId}`, edited);
    expect(edit.json().question).toMatchObject({ version: 2, live: false });
    expect(await paperRow('tests', testId, questionId)).toMatchObject({ version: 2, latestVersion: 2, text: 'What is $3 + 3$?', marks: 2 });
    expect(await paperRow('quizzes', quizId, questionId)).toMatchObject({ version: 2, latestVersion: 2 });
  });

  it('but a published one keeps its version, through unpublishing and reordering, until someone chooses the newer', async () => {
    const seriesId = idOf(await api.createSeries(master), 'series');
    const questionId = idOf(await api.createQuestion(master, original), 'question');
    const other = idOf(await api.createQuestion(master, { ...original, text: 'Another' }), 'question');
    const testId = idOf(await api.createTest(master, seriesId), 'test');
    await api.setQuestions(master, 'tests', testId, [questionId, other]);
    await api.publish(master, 'questions', questionId);
    await api.publish(master, 'questions', other);
    await api.publish(master, 'tests', testId);
    await api.call(master, 'PUT', `/api/admin/questions/${questionId}`, edited);
    expect(await paperRow('tests', testId, questionId)).toMatchObject({ version: 1, latestVersion: 2 });
    await api.unpublish(master, 'tests', testId);
    expect((await api.setQuestions(master, 'tests', testId, [other, questionId])).statusCode).toBe(200);
    expect(await paperRow('tests', testId, questionId)).toMatchObject({ version: 1, latestVersion: 2 });
    // nobody started it: its author's choice, as any change of an unpublished paper
    const serve = await api.call(master, 'POST', `/api/admin/tests/${testId}/serve-latest`, {});
    expect(serve.statusCode, serve.body).toBe(200);
    expect(await paperRow('tests', testId, questionId)).toMatchObject({ version: 2, latestVersion: 2 });
  });
});

describe('serving the latest version', () => {
  it('is a master’s choice on a published or started paper, said once, and refuses what does not fit', async () => {
    const { questionId, testId } = await startedTest();
    const url = `/api/admin/tests/${testId}/serve-latest`;
    expect((await api.call(master, 'POST', url, { questionId })).json()).toMatchObject({ code: 'version-current' });
    await api.call(master, 'PUT', `/api/admin/questions/${questionId}`, edited);

    const refused = await api.call(creator, 'POST', url, { questionId });
    expect(refused.statusCode).toBe(403);
    const stranger = idOf(await api.createQuestion(master), 'question');
    expect((await api.call(master, 'POST', url, { questionId: stranger })).statusCode).toBe(400);
    expect((await api.call(master, 'POST', url, { questionId: 'not-an-id' })).statusCode).toBe(400);
    expect(await paperRow('tests', testId, questionId)).toMatchObject({ version: 1, latestVersion: 2 });

    const served = await api.call(master, 'POST', url, { questionId });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json().test.questions[0]).toMatchObject({ id: questionId, version: 2, latestVersion: 2, text: 'What is $3 + 3$?' });
    const again = await api.call(master, 'POST', url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'version-current', message: 'This paper already serves the latest version of every question.' });

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, testId), eq(auditLog.action, 'test.serve-latest')));
    expect(entry?.detail).toMatchObject({ before: { versions: { [questionId]: 1 } }, after: { versions: { [questionId]: 2 }, attemptsKeepingTheirs: 1 } });
  });

  it('lets a creator move their own draft quiz, whose questions already follow', async () => {
    const questionId = idOf(await api.createQuestion(creator, original), 'question');
    const quizId = idOf(await api.createQuiz(creator), 'quiz');
    await api.setQuestions(creator, 'quizzes', quizId, [questionId]);
    await api.call(creator, 'PUT', `/api/admin/questions/${questionId}`, edited);
    const answer = await api.call(creator, 'POST', `/api/admin/quizzes/${quizId}/serve-latest`, {});
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'version-current' });
  });
});
