// Issue 42: a paper is set for an exam profile, and is published only while it is what the profile
// says: its exam's types and marking always, and a whole paper's counts and time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';

let t: TestApp;
let api: AdminApi;
let creator: AdminCaller;
let master: AdminCaller;
let netSeries: string;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  creator = await signIn(t.app, { role: 'creator' });
  master = await signIn(t.app, { role: 'master' });
  netSeries = idOf(await api.createSeries(creator, { title: 'UGC NET CS 2027', exam: 'UGC NET' }), 'series');
});
afterAll(() => t.close());

let counter = 0;

/** A reviewed question (a master approved it): what a published paper may hold. */
async function reviewed(body: Record<string, unknown> = {}) {
  counter += 1;
  const id = idOf(await api.createQuestion(creator, { text: `Question ${counter} ${Date.now()}`, ...body }), 'question');
  expect((await api.call(master, 'POST', `/api/admin/review/${id}/approve`)).statusCode).toBe(200);
  return id;
}
const msq = { type: 'MSQ', options: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }], correctIndexes: [0, 2], correctIndex: undefined };

describe('a test set for an exam profile', () => {
  it('is set for the exam its series prepares for, as a subject test marked as that exam is, unless its author says otherwise', async () => {
    const made = (await api.createTest(creator, netSeries, { difficulty: 'easy' })).json().test;
    expect(made).toMatchObject({ profileCode: 'ugc-net-cs', scope: 'subject', marking: 'ugc-net', profileDifferences: [] });
    const paperOne = (
      await api.createTest(creator, netSeries, { difficulty: 'medium', profileCode: 'ugc-net-paper-1', scope: 'full', timeLimitMinutes: 60 })
    ).json().test;
    expect(paperOne).toMatchObject({ profileCode: 'ugc-net-paper-1', scope: 'full', marking: 'ugc-net' });
    // an empty whole paper is told what it lacks
    expect(paperOne.profileDifferences).toEqual(['Teaching and Research Aptitude holds 0 2-mark questions; UGC NET Paper 1 has 50.']);
    const refused = await api.createTest(creator, netSeries, { difficulty: 'easy', profileCode: 'gate-ee' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'no-such-exam-profile',
      message: 'No exam profile has the code “gate-ee”: choose one of those at /admin/exams.',
    });
  });

  it('is not published while it asks what its exam does not, and says what differs', async () => {
    const testId = idOf(await api.createTest(creator, netSeries, { difficulty: 'easy' }), 'test');
    const questions = [await reviewed(), await reviewed(msq), await reviewed({ section: 'Technical' })];
    expect((await api.setQuestions(creator, 'tests', testId, questions)).statusCode).toBe(200);
    const page = (await api.call(creator, 'GET', `/api/admin/tests/${testId}`)).json().test;
    // stored Aptitude first: the MSQ is the second question
    expect(page.profileDifferences).toEqual(['Question 2 is an MSQ; UGC NET Paper 2 (87) asks MCQ only.']);
    // the bank's 1-mark questions are worth NET's 2 each in this paper, as learners are told
    expect(page.questions.map((question: { marks: number }) => question.marks)).toEqual([2, 2, 2]);
    expect(page.totals).toMatchObject({ questions: 3, marks: 6 });

    const response = await api.publish(master, 'tests', testId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'paper-differs-from-profile',
      differences: ['Question 2 is an MSQ; UGC NET Paper 2 (87) asks MCQ only.'],
      message:
        'This test is set for UGC NET Paper 2 (87) but does not match it: Question 2 is an MSQ; UGC NET Paper 2 (87) asks MCQ only. Make it match, then publish again.',
    });
    expect((await api.call(creator, 'GET', `/api/admin/tests/${testId}`)).json().test.status).toBe('draft');

    // marked as GATE, a NET paper would take marks away: that differs too
    expect((await api.call(creator, 'PATCH', `/api/admin/tests/${testId}`, { marking: 'gate' })).statusCode).toBe(200);
    const marked = (await api.call(creator, 'GET', `/api/admin/tests/${testId}`)).json().test.profileDifferences;
    expect(marked).toContain(
      'The paper is marked 1 or 2 marks a question, 33.3% of its marks off a wrong MCQ; UGC NET Paper 2 (87) gives 2 marks a question, nothing off a wrong answer.',
    );

    // without the MSQ and marked as NET: published
    expect((await api.call(creator, 'PATCH', `/api/admin/tests/${testId}`, { marking: 'ugc-net' })).statusCode).toBe(200);
    expect((await api.setQuestions(creator, 'tests', testId, [questions[0]!, questions[2]!])).statusCode).toBe(200);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
  });

  it('once published, is not made a whole paper it is not: the edit is refused and nothing changes', async () => {
    const testId = idOf(await api.createTest(creator, netSeries, { difficulty: 'easy' }), 'test');
    expect((await api.setQuestions(creator, 'tests', testId, [await reviewed()])).statusCode).toBe(200);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
    const edit = await api.call(master, 'PATCH', `/api/admin/tests/${testId}`, { scope: 'full', title: 'Paper 2 mock' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'paper-differs-from-profile' });
    expect(edit.json().message).toMatch(/^This test is set for UGC NET Paper 2 \(87\) but does not match it: .*Nothing was changed\.$/);
    expect((await api.call(creator, 'GET', `/api/admin/tests/${testId}`)).json().test).toMatchObject({ scope: 'subject', title: 'Easy Subject Test' });
    // a title alone is no question of fit
    expect((await api.call(master, 'PATCH', `/api/admin/tests/${testId}`, { title: 'Paper 2 warm-up' })).statusCode).toBe(200);
  });

  it('of GATE, whole, holds GATE’s questions of each weight in each section in three hours', async () => {
    const gateSeries = idOf(await api.createSeries(creator), 'series');
    const made = (await api.createTest(creator, gateSeries, { difficulty: 'hard', scope: 'full', timeLimitMinutes: 150 })).json().test;
    expect(made).toMatchObject({ profileCode: 'gate-cs', scope: 'full', marking: 'gate' });
    expect((await api.setQuestions(creator, 'tests', made.id, [await reviewed(), await reviewed({ section: 'Technical', marks: 2 })])).statusCode).toBe(200);
    const differences = (await api.call(creator, 'GET', `/api/admin/tests/${made.id}`)).json().test.profileDifferences;
    expect(differences).toEqual([
      'General Aptitude holds 1 1-mark question; GATE CS has 5.',
      'General Aptitude holds 0 2-mark questions; GATE CS has 5.',
      'Computer Science and Information Technology holds 0 1-mark questions; GATE CS has 25.',
      'Computer Science and Information Technology holds 1 2-mark question; GATE CS has 30.',
      'The paper has 150 minutes; GATE CS has 180.',
    ]);
    const publish = await api.publish(master, 'tests', made.id);
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toMatch(/Make it match, or call it a subject or sectional test, then publish again\.$/);
  });
});

describe('a weekly quiz set for an exam profile', () => {
  it('keeps to its exam’s question types, with the spec’s own marking', async () => {
    const quiz = (await api.createQuiz(creator, { title: 'NET weekly', exam: 'UGC NET' })).json().quiz;
    expect(quiz).toMatchObject({ profileCode: 'ugc-net-cs', marking: 'weekly' });
    expect((await api.setQuestions(creator, 'quizzes', quiz.id, [await reviewed(msq)])).statusCode).toBe(200);
    const publish = await api.publish(master, 'quizzes', quiz.id);
    expect(publish.statusCode).toBe(409);
    // a weekly quiz is drawn from the whole sitting: NET's Paper 1 and Paper 2
    expect(publish.json().differences).toEqual(['Question 1 is an MSQ; UGC NET Paper 1 + Paper 2 (87) asks MCQ only.']);
    // set in GATE's style instead, the same quiz is published
    expect((await api.call(creator, 'PATCH', `/api/admin/quizzes/${quiz.id}`, { profileCode: 'gate-cs' })).statusCode).toBe(200);
    expect((await api.publish(master, 'quizzes', quiz.id)).statusCode).toBe(200);
  });
});
