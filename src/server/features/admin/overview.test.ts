import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { adminApi, idOf, type AdminApi } from '../../../test/admin-api.ts';
import { enrolledLearner, examApi } from '../../../test/exam-api.ts';

let t: TestApp;
let api: AdminApi;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
});
afterAll(() => t.close());

describe('GET /api/admin/overview', () => {
  it('counts tests, questions by status, attempts this week, and drafts to review for a master only', async () => {
    const master = await signIn(t.app, { role: 'master' });
    const creator = await signIn(t.app, { role: 'creator' });
    const seriesId = idOf(await api.createSeries(master), 'series');
    const inTest = idOf(await api.createQuestion(creator), 'question');
    const live = idOf(await api.createQuestion(creator), 'question');
    idOf(await api.createQuestion(creator), 'question'); // a draft in no paper
    await api.publish(master, 'questions', live);
    const testId = idOf(await api.createTest(master, seriesId), 'test');
    idOf(await api.createTest(creator, seriesId, { difficulty: 'hard' }), 'test');
    await api.setQuestions(master, 'tests', testId, [inTest, live]);
    // a paper is published once its questions are reviewed
    await api.call(master, 'POST', `/api/admin/review/${inTest}/approve`);
    await api.publish(master, 'tests', testId);
    await api.publish(master, 'series', seriesId);
    const learner = await enrolledLearner(t.app, seriesId);
    expect((await examApi(t.app, seriesId).start(learner, testId)).statusCode).toBe(200);

    const forMaster = (await api.call(master, 'GET', '/api/admin/overview')).json();
    expect(forMaster).toMatchObject({
      tests: 2,
      questions: 3,
      questionsByStatus: { draft: 1, published: 2, archived: 0 },
      attemptsThisWeek: 1,
      draftsForReview: { series: 0, tests: 1, quizzes: 0, questions: 1 },
    });
    expect((await api.call(creator, 'GET', '/api/admin/overview')).json().draftsForReview).toBeNull();
  });
});
