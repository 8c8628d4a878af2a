// Issue 39, point 1: no second road to a weekly quiz's answer key through another paper. A question
// of a quiz that has not settled (closed, and its last attempt ended) enters no other paper by any
// road, and no paper holding one is published; a quiz takes no question whose key a test shows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { moveWindow } from '../../../../test/quiz-api.ts';
import { attempts, quizQuestions } from '../../../db/schema.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../../../../shared/api/exam.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller & { user: { id: string } };
let seriesId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
  seriesId = idOf(await api.createSeries(master, { title: 'GATE CSE Mocks' }), 'series');
});
afterAll(() => t.close());

let counter = 0;
const unique = (what: string) => `${what} ${(counter += 1)}`;

// 14:30 UTC is 8:00 pm in India: the refusal tells the time as the learners' list does
const CLOSES_AT = '2099-12-06T14:30:00.000Z';
const CLOSES_IN_IST = '6 Dec 2099, 8:00 pm IST';
const TIME_LIMIT_SECONDS = 600;

/** A published question, as a published paper needs. */
async function question(text = unique('Which is prime?')) {
  const id = idOf(await api.createQuestion(master, { text }), 'question');
  expect((await api.publish(master, 'questions', id)).statusCode).toBe(200);
  return id;
}

/** A quiz open now and closing on CLOSES_AT, holding these questions. */
async function openQuiz(questionIds: string[], title = unique('Week')) {
  const quizId = idOf(await api.createQuiz(master, { title, closesAt: CLOSES_AT, timeLimitMinutes: TIME_LIMIT_SECONDS / 60 }), 'quiz');
  const placed = await api.setQuestions(master, 'quizzes', quizId, questionIds);
  expect(placed.statusCode, placed.body).toBe(200);
  return { quizId, title };
}

/** The quiz closed and its last attempt has ended (a minute past close + time limit + allowance). */
const settle = (quizId: string) => moveWindow(t.app, quizId, 7 * 86400, -(TIME_LIMIT_SECONDS + IN_FLIGHT_ALLOWANCE_SECONDS + 60));
/** Closed, but an attempt started at the last moment may still be running. */
const closeOnly = (quizId: string) => moveWindow(t.app, quizId, 7 * 86400, -60);

const draftTest = async () => idOf(await api.createTest(master, seriesId, { difficulty: 'easy', title: unique('Mock') }), 'test');

const placedMessage = (title: string) =>
  `This question is in the weekly quiz "${title}", which closes on ${CLOSES_IN_IST}: it can join another paper once the quiz has closed and its last attempt has ended.`;

describe('a question of a weekly quiz that has not settled', () => {
  it('is refused by the test editor, naming the quiz and its closing time in IST; nothing changes', async () => {
    const inQuiz = await question();
    const other = await question();
    const { title } = await openQuiz([inQuiz]);
    const testId = await draftTest();
    const refused = await api.setQuestions(master, 'tests', testId, [other, inQuiz]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'question-in-open-quiz', message: placedMessage(title) });
    expect((await api.call(master, 'GET', `/api/admin/tests/${testId}`)).json().test.questions).toEqual([]);
  });

  it('is refused by another quiz too, a draft quiz keeps its questions as a published one does, and a copy is refused', async () => {
    const inQuiz = await question();
    const { title } = await openQuiz([inQuiz]);
    const otherQuiz = idOf(await api.createQuiz(master, { title: unique('Next week') }), 'quiz');
    const refused = await api.setQuestions(master, 'quizzes', otherQuiz, [inQuiz]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(placedMessage(title));
    const copy = await api.call(master, 'POST', `/api/admin/questions/${inQuiz}/duplicate`);
    expect(copy.statusCode).toBe(409);
    expect(copy.json()).toMatchObject({
      code: 'question-in-open-quiz',
      message: `This question is in the weekly quiz "${title}", which closes on ${CLOSES_IN_IST}: it can be copied once the quiz has closed and its last attempt has ended.`,
    });
  });

  it("is left out by the bank's 'add to paper', naming the quiz; the others join", async () => {
    const inQuiz = await question();
    const free = await question();
    const { title } = await openQuiz([inQuiz]);
    const testId = await draftTest();
    const body = { selection: { ids: [inQuiz, free] }, change: { action: 'add-to-paper', paper: { kind: 'test', id: testId } } };
    const preview = await api.call(master, 'POST', '/api/admin/questions/bulk/preview', body);
    expect(preview.json()).toMatchObject({
      changing: 1,
      leftOut: [
        {
          reason: 'in-open-quiz',
          count: 1,
          message: `In the weekly quiz "${title}", which closes on ${CLOSES_IN_IST}: it can join another paper once the quiz has closed and its last attempt has ended.`,
          examples: [{ id: inQuiz }],
        },
      ],
    });
    const applied = await api.call(master, 'POST', '/api/admin/questions/bulk', body);
    expect(applied.json()).toMatchObject({ applied: true, changing: 1 });
    const held = (await api.call(master, 'GET', `/api/admin/tests/${testId}`)).json().test.questions.map((row: { id: string }) => row.id);
    expect(held).toEqual([free]);
  });

  it('keeps a test holding it from being published, listing the questions; once the quiz has settled, both go through', async () => {
    const first = await question();
    const inQuiz = await question();
    const testId = await draftTest();
    // the test held it first: a quiz may take a question of a test nobody has seen
    expect((await api.setQuestions(master, 'tests', testId, [first, inQuiz])).statusCode).toBe(200);
    const { quizId, title } = await openQuiz([inQuiz]);
    expect((await api.publish(master, 'quizzes', quizId)).statusCode).toBe(200);

    const refused = await api.publish(master, 'tests', testId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'question-in-open-quiz',
      message: `Question 2 is in the weekly quiz "${title}", which closes on ${CLOSES_IN_IST}: publish this test once the quiz has closed and its last attempt has ended (or take it out of the test).`,
    });
    const otherTest = await draftTest();
    // closed is not enough: an attempt started at the last moment still runs
    await closeOnly(quizId);
    expect((await api.setQuestions(master, 'tests', otherTest, [inQuiz])).statusCode).toBe(409);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(409);

    await settle(quizId);
    const placed = await api.setQuestions(master, 'tests', otherTest, [inQuiz]);
    expect(placed.statusCode, placed.body).toBe(200);
    const published = await api.publish(master, 'tests', testId);
    expect(published.statusCode, published.body).toBe(200);
    expect((await api.call(master, 'POST', `/api/admin/questions/${inQuiz}/duplicate`)).statusCode).toBe(200);
  });

  it('is not served at a newer version by a paper that holds it from before', async () => {
    const inQuiz = await question();
    const testId = await draftTest();
    expect((await api.setQuestions(master, 'tests', testId, [inQuiz])).statusCode).toBe(200);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
    // a pair from before the rule: the quiz was given the question behind the admin area's back
    const { quizId, title } = await openQuiz([]);
    await t.app.db.insert(quizQuestions).values({ quizId, questionId: inQuiz, position: 0, questionVersion: 1 });
    const edit = await api.call(master, 'PUT', `/api/admin/questions/${inQuiz}`, {
      text: 'Which is prime, now?',
      options: [{ text: '3' }, { text: '4' }, { text: '6' }, { text: '8' }],
      correctIndex: 0,
      explanation: 'Three is prime.',
      section: 'Aptitude',
      marks: 1,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const serve = await api.call(master, 'POST', `/api/admin/tests/${testId}/serve-latest`, { questionId: inQuiz });
    expect(serve.statusCode).toBe(409);
    expect(serve.json().message).toBe(
      `This question is in the weekly quiz "${title}", which closes on ${CLOSES_IN_IST}: this test can serve a newer version once the quiz has closed and its last attempt has ended.`,
    );
  });
});

describe('a weekly quiz and the questions of tests', () => {
  /** A published test holding `questionIds`, with one learner's submitted attempt when `taken`. */
  async function publishedTest(questionIds: string[], taken: boolean) {
    const title = unique('Full mock');
    const testId = idOf(await api.createTest(master, seriesId, { difficulty: 'hard', title }), 'test');
    expect((await api.setQuestions(master, 'tests', testId, questionIds)).statusCode).toBe(200);
    expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
    if (taken) {
      const { user } = await signIn(t.app);
      await t.app.db.insert(attempts).values({
        userId: user.id,
        testId,
        startedAt: sql`now() - interval '2 hours'`,
        deadline: sql`now() - interval '1 hour'`,
        submittedAt: sql`now() - interval '90 minutes'`,
        endedBy: 'learner',
        score: 1,
      });
    }
    return { testId, title };
  }

  it('refuses a question of a published test whose learners have seen its key, naming the test; nor is a quiz holding one published', async () => {
    const seen = await question();
    const { title } = await publishedTest([seen], true);
    const quizId = idOf(await api.createQuiz(master, { title: unique('Week') }), 'quiz');
    const refused = await api.setQuestions(master, 'quizzes', quizId, [seen]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'question-key-shown',
      message: `This question is in the test "${title}" of "GATE CSE Mocks", whose learners see its answer key once they submit: a weekly quiz cannot take it (write a new question for the quiz).`,
    });

    // one held from before the rule keeps the quiz from being published, by its number
    const fresh = await question();
    expect((await api.setQuestions(master, 'quizzes', quizId, [fresh])).statusCode).toBe(200);
    await t.app.db.insert(quizQuestions).values({ quizId, questionId: seen, position: 1, questionVersion: 1 });
    const publish = await api.publish(master, 'quizzes', quizId);
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toMatchObject({ code: 'question-key-shown' });
    expect(publish.json().message).toMatch(new RegExp(`^Question 2 is in the test "${title}" of "GATE CSE Mocks"`));
  });

  it('refuses one of a published test nobody has submitted yet: its key is one submit away', async () => {
    const published = await question();
    await publishedTest([published], false);
    const quizId = idOf(await api.createQuiz(master, { title: unique('Week') }), 'quiz');
    expect((await api.setQuestions(master, 'quizzes', quizId, [published])).json()).toMatchObject({ code: 'question-key-shown' });
  });

  it('takes one of a test nobody has taken, and is published with it', async () => {
    const unseen = await question();
    const testId = await draftTest();
    expect((await api.setQuestions(master, 'tests', testId, [unseen])).statusCode).toBe(200);
    const quizId = idOf(await api.createQuiz(master, { title: unique('Week') }), 'quiz');
    const placed = await api.setQuestions(master, 'quizzes', quizId, [unseen]);
    expect(placed.statusCode, placed.body).toBe(200);
    const published = await api.publish(master, 'quizzes', quizId);
    expect(published.statusCode, published.body).toBe(200);
  });

  it('does not open again, by a new window, while it holds a question whose key a test shows', async () => {
    const reused = await question();
    const { quizId } = await openQuiz([reused]);
    expect((await api.publish(master, 'quizzes', quizId)).statusCode).toBe(200);
    await settle(quizId);
    const { title } = await publishedTest([reused], true);
    const moved = await api.call(master, 'PATCH', `/api/admin/quizzes/${quizId}`, { closesAt: CLOSES_AT });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(new RegExp(`^Question 1 is in the test "${title}"`));
  });
});
