// docs/decisions/013 and 029: once a test or quiz has attempts, its question list and marking are
// fixed, and an edit of one of its questions makes a new version that the paper does not serve until
// a master chooses it. Stored results and the result view never change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { answered, enrolledLearner, examApi } from '../../../../test/exam-api.ts';
import { quizApi } from '../../../../test/quiz-api.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
});
afterAll(() => t.close());

const edited = {
  text: 'What is $3 + 3$?',
  options: [{ text: '6' }, { text: '9' }],
  correctIndex: 0,
  explanation: 'Changed.',
  section: 'Aptitude',
  marks: 2,
};

/** A paper is published only once its questions are (they are reviewed first). */
async function publishQuestions(...ids: string[]) {
  for (const id of ids) expect((await api.publish(master, 'questions', id)).statusCode).toBe(200);
}

describe('a test with a submitted attempt', () => {
  it('keeps its list, its stored result and its result view through edits of its questions, and allows a duplicate', async () => {
    const seriesId = idOf(await api.createSeries(master), 'series');
    const apt = idOf(await api.createQuestion(master), 'question');
    const tech = idOf(await api.createQuestion(master, { section: 'Technical', marks: 2, text: 'Technical one' }), 'question');
    const testId = idOf(await api.createTest(master, seriesId), 'test');
    expect((await api.setQuestions(master, 'tests', testId, [tech, apt])).statusCode).toBe(200);
    await publishQuestions(apt, tech);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
    expect((await api.publish(master, 'series', seriesId)).statusCode).toBe(200);

    const exam = examApi(t.app, seriesId);
    const learner = await enrolledLearner(t.app, seriesId);
    const started = await exam.start(learner, testId);
    expect(started.statusCode).toBe(200);
    const attemptId = started.json().attempt.attemptId as string;
    const saved = await exam.save(learner, attemptId, { [apt]: answered(1), [tech]: answered(0) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await exam.submit(learner, testId)).statusCode).toBe(200);
    const resultBefore = (await exam.getTest(learner, testId)).json();
    const viewBefore = (await exam.attempt(learner, attemptId)).json();
    expect(resultBefore.attempted).toBe(true);

    const edit = await api.call(master, 'PUT', `/api/admin/questions/${apt}`, edited);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().question).toMatchObject({ version: 2, text: 'What is $3 + 3$?' });
    const reorder = await api.setQuestions(master, 'tests', testId, [apt]);
    expect(reorder.statusCode).toBe(409);
    expect(reorder.json()).toMatchObject({ code: 'paper-published' });
    // unpublished, it still has a result stored: the list and the marking stay as they were
    expect((await api.unpublish(master, 'tests', testId)).statusCode).toBe(200);
    expect((await api.setQuestions(master, 'tests', testId, [apt])).json()).toMatchObject({ code: 'paper-started' });
    expect((await api.call(master, 'PATCH', `/api/admin/tests/${testId}`, { negativeRatio: 0 })).json()).toMatchObject({ code: 'paper-started' });
    expect((await api.call(master, 'PATCH', `/api/admin/tests/${testId}`, { marking: 'ugc-net' })).json()).toMatchObject({ code: 'paper-started' });
    // the same preset again changes nothing, so it is no refusal
    expect((await api.call(master, 'PATCH', `/api/admin/tests/${testId}`, { marking: 'gate' })).statusCode).toBe(200);
    const again = await api.call(master, 'PUT', `/api/admin/questions/${apt}`, { ...edited, text: 'What is $4 + 2$?' });
    expect(again.json().question).toMatchObject({ version: 3, usedIn: [expect.objectContaining({ id: testId, version: 1, live: true })] });
    // the title is no part of a result: it may still be corrected
    expect((await api.call(master, 'PATCH', `/api/admin/tests/${testId}`, { title: 'Renamed' })).statusCode).toBe(200);

    const copy = await api.call(master, 'POST', `/api/admin/questions/${apt}/duplicate`);
    expect(copy.statusCode).toBe(200);
    const copyId = copy.json().question.id as string;
    expect(copyId).not.toBe(apt);
    expect(copy.json().question).toMatchObject({ status: 'draft', text: 'What is $4 + 2$?', version: 1 });
    expect((await api.call(master, 'PUT', `/api/admin/questions/${copyId}`, edited)).json().question).toMatchObject({ text: 'What is $3 + 3$?', version: 2 });

    const resultAfter = (await exam.getTest(learner, testId)).json();
    const viewAfter = (await exam.attempt(learner, attemptId)).json();
    expect({ ...resultAfter, serverTime: 0, test: { ...resultAfter.test, title: '' } }).toEqual({
      ...resultBefore,
      serverTime: 0,
      test: { ...resultBefore.test, title: '' },
    });
    expect({ ...viewAfter, serverTime: 0 }).toEqual({ ...viewBefore, serverTime: 0 });
    const test = (await api.call(master, 'GET', `/api/admin/tests/${testId}`)).json().test;
    expect(test).toMatchObject({ hasAttempts: true });
    expect(test.questions.find((question: { id: string }) => question.id === apt)).toMatchObject({ version: 1, latestVersion: 3, text: 'What is $2 + 2$?' });
  });

  it('keeps serving a published paper’s version through an edit until it is chosen, and republishes once caches have caught up', async () => {
    const seriesId = idOf(await api.createSeries(master), 'series');
    const question = idOf(await api.createQuestion(master), 'question');
    const testId = idOf(await api.createTest(master, seriesId), 'test');
    await api.setQuestions(master, 'tests', testId, [question]);
    await publishQuestions(question);
    await api.publish(master, 'tests', testId);
    expect((await api.call(master, 'PUT', `/api/admin/questions/${question}`, edited)).json().question).toMatchObject({ version: 2, live: true });
    const served = async () => (await api.call(master, 'GET', `/api/admin/tests/${testId}`)).json().test.questions[0];
    expect(await served()).toMatchObject({ version: 1, latestVersion: 2 });
    await api.unpublish(master, 'tests', testId);
    expect(await served()).toMatchObject({ version: 1, latestVersion: 2 });
    expect((await api.call(master, 'POST', `/api/admin/tests/${testId}/serve-latest`, { questionId: question })).statusCode).toBe(200);
    expect(await served()).toMatchObject({ version: 2, latestVersion: 2, text: 'What is $3 + 3$?' });
    // other servers may still hold the old copy for the cache's lifetime: republishing waits for it
    const republish = await api.publish(master, 'tests', testId);
    expect(republish.statusCode).toBe(409);
    expect(republish.json()).toMatchObject({ code: 'paper-settling' });
  });

  it('lets a question be edited while nobody has started a paper that shows it', async () => {
    const seriesId = idOf(await api.createSeries(master), 'series');
    const question = idOf(await api.createQuestion(master), 'question');
    const testId = idOf(await api.createTest(master, seriesId), 'test');
    await api.setQuestions(master, 'tests', testId, [question]);
    expect((await api.call(master, 'PUT', `/api/admin/questions/${question}`, edited)).statusCode).toBe(200);
    expect((await api.setQuestions(master, 'tests', testId, [])).statusCode).toBe(200);
  });
});

describe('a weekly quiz someone has started', () => {
  it('keeps its question list, and the version of each question it serves', async () => {
    const question = idOf(await api.createQuestion(master), 'question');
    const other = idOf(await api.createQuestion(master, { text: 'Other' }), 'question');
    const quizId = idOf(await api.createQuiz(master), 'quiz');
    await api.setQuestions(master, 'quizzes', quizId, [question]);
    await publishQuestions(question);
    expect((await api.publish(master, 'quizzes', quizId)).statusCode).toBe(200);
    const learner = await signIn(t.app);
    const started = await quizApi(t.app).start({ userId: learner.user.id, cookie: learner.cookie }, quizId);
    expect(started.statusCode).toBe(200);

    const change = await api.setQuestions(master, 'quizzes', quizId, [question, other]);
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'paper-published' });
    expect((await api.unpublish(master, 'quizzes', quizId)).statusCode).toBe(200);
    expect((await api.setQuestions(master, 'quizzes', quizId, [question, other])).json()).toMatchObject({ code: 'paper-started' });
    expect((await api.call(master, 'PUT', `/api/admin/questions/${question}`, edited)).json().question.version).toBe(2);
    const quiz = (await api.call(master, 'GET', `/api/admin/quizzes/${quizId}`)).json().quiz;
    expect(quiz.questions).toEqual([expect.objectContaining({ id: question, version: 1, latestVersion: 2, text: 'What is $2 + 2$?' })]);
    expect((await api.call(master, 'PATCH', `/api/admin/quizzes/${quizId}`, { wrongMarks: 0 })).json()).toMatchObject({ code: 'paper-started' });
    expect((await api.call(master, 'PATCH', `/api/admin/quizzes/${quizId}`, { marking: 'ugc-net' })).json()).toMatchObject({ code: 'paper-started' });
  });
});
