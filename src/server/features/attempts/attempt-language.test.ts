// docs/decisions/034: the language a learner reads a paper offered in Hindi in is kept with the
// attempt (migration 0013): the default chosen at the start, and each question switched on its own,
// read back by getTest and the attempt, refused for a paper not offered in Hindi, and never graded.
// Runs on PGlite and, with DATABASE_URL set, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../test/admin-api.ts';
import { enrolledLearner, examApi, paperQuestionIds, type Learner } from '../../../test/exam-api.ts';
import type { AnalyzedData, AttemptState } from '../../../shared/api/exam.ts';
import { NOT_IN_HINDI_MESSAGE } from '../../../shared/api/exam-language.ts';
import { moveWindow, quizApi } from '../../../test/quiz-api.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
});
afterAll(() => t.close());

const hindi = (n: number) => ({
  text: `$${n} + ${n}$ का मान क्या है?`,
  options: [{ text: 'तीन' }, { text: 'चार' }, { text: 'पाँच' }, { text: 'बाईस' }],
  explanation: 'जोड़ का नियम।',
});

/** A published test of three questions in both languages, offered in Hindi or not, with its questions in paper order. */
async function paperOf(offeredInHindi: boolean) {
  const questionIds: string[] = [];
  for (const n of [1, 2, 3]) {
    const id = idOf(await api.createQuestion(master, { text: `What is $${n} + ${n}$?`, hindi: hindi(n) }), 'question');
    expect((await api.publish(master, 'questions', id)).statusCode).toBe(200);
    questionIds.push(id);
  }
  const seriesId = idOf(await api.createSeries(master), 'series');
  const testId = idOf(await api.createTest(master, seriesId, { difficulty: 'easy', offeredInHindi }), 'test');
  await api.setQuestions(master, 'tests', testId, questionIds);
  expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
  await api.publish(master, 'series', seriesId);
  const exam = examApi(t.app, seriesId);
  const learner = await enrolledLearner(t.app, seriesId);
  // from the database: the learner's read of the paper would need the start some tests refuse
  return { seriesId, testId, exam, learner, questionIds: await paperQuestionIds(t.app, { kind: 'test', id: testId }) };
}

const start = (seriesId: string, learner: Learner, testId: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/testseries/startTest',
    headers: { cookie: learner.cookie },
    payload: { userId: learner.userId, testSeriesId: seriesId, testId, ...(language ? { language } : {}) },
  });
const setLanguage = (learner: Learner, attemptId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/language`, headers: { cookie: learner.cookie }, payload: body });

describe('a paper offered in Hindi', () => {
  it('keeps the default chosen at the start and each question switched, and reads them back after a reload', async () => {
    const { seriesId, testId, exam, learner, questionIds } = await paperOf(true);
    const [first, second, third] = questionIds as [string, string, string];
    const started = await start(seriesId, learner, testId, 'hi');
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json().attempt as AttemptState;
    expect(attempt).toMatchObject({ language: 'hi', questionLanguages: {} });

    const switched = await setLanguage(learner, attempt.attemptId, { questions: { [second]: 'en' } });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toEqual({ success: true, language: 'hi', questionLanguages: { [second]: 'en' } });
    // the same again changes nothing; another question is added beside it
    expect((await setLanguage(learner, attempt.attemptId, { questions: { [second]: 'en' } })).json().questionLanguages).toEqual({ [second]: 'en' });
    const both = await setLanguage(learner, attempt.attemptId, { questions: { [third]: 'en', [first]: 'hi' } });
    expect(both.json().questionLanguages).toEqual({ [first]: 'hi', [second]: 'en', [third]: 'en' });
    expect((await setLanguage(learner, attempt.attemptId, { questions: { [third]: 'hi' } })).json().questionLanguages[third]).toBe('hi');

    // a reload (getTest) and another device (the attempt by its id) read the same
    const view = (await exam.getTest(learner, testId)).json();
    expect(view.attempt).toMatchObject({ language: 'hi', questionLanguages: { [first]: 'hi', [second]: 'en', [third]: 'hi' } });
    expect((await exam.attempt(learner, attempt.attemptId)).json().attempt).toMatchObject({ language: 'hi', questionLanguages: { [second]: 'en' } });

    // the default changes on its own; starting again without a language leaves it
    expect((await setLanguage(learner, attempt.attemptId, { language: 'en' })).json()).toMatchObject({ language: 'en', questionLanguages: { [second]: 'en' } });
    expect((await start(seriesId, learner, testId)).json().attempt).toMatchObject({ attemptId: attempt.attemptId, language: 'en' });
  });

  it('refuses a question not in the paper, another learner, and a change once the attempt has ended', async () => {
    const { seriesId, testId, exam, learner, questionIds } = await paperOf(true);
    const { attemptId } = (await start(seriesId, learner, testId, 'hi')).json().attempt as AttemptState;
    const stranger = await setLanguage(learner, attemptId, { questions: { [crypto.randomUUID()]: 'en' } });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('A language names a question that is not in this test.');
    const wrongLanguage = await setLanguage(learner, attemptId, { language: 'fr' });
    expect(wrongLanguage.statusCode).toBe(400);

    const other = await signIn(t.app);
    expect((await setLanguage({ userId: other.user.id, cookie: other.cookie }, attemptId, { language: 'en' })).statusCode).toBe(403);

    expect((await exam.submit(learner, testId)).statusCode).toBe(200);
    const late = await setLanguage(learner, attemptId, { questions: { [questionIds[0]!]: 'en' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('attempt-ended');
  });

  it('grades the same answers the same, whatever the language they were read in', async () => {
    const { seriesId, testId, exam, questionIds } = await paperOf(true);
    const answers = { [questionIds[0]!]: { answer: 1, status: 'answered' }, [questionIds[1]!]: { answer: 2, status: 'answered' } } as const;
    const results: AnalyzedData[] = [];
    for (const language of ['hi', 'en'] as const) {
      const learner = await enrolledLearner(t.app, seriesId);
      const { attemptId } = (await start(seriesId, learner, testId, language)).json().attempt as AttemptState;
      if (language === 'hi') await setLanguage(learner, attemptId, { questions: { [questionIds[1]!]: 'en' } });
      expect((await exam.save(learner, attemptId, answers)).statusCode).toBe(200);
      results.push((await exam.submit(learner, testId)).json().analyzedData as AnalyzedData);
    }
    const [inHindi, inEnglish] = results as [AnalyzedData, AnalyzedData];
    // one right (+1), one wrong (−1/3): the same in either language
    expect(inHindi.basicMetrics.score).toBeCloseTo(2 / 3, 2);
    expect(inHindi.questionAnalysis).toEqual(inEnglish.questionAnalysis);
    expect(inHindi.performanceMetrics).toEqual(inEnglish.performanceMetrics);
  });
});

describe('a paper not offered in Hindi', () => {
  it("refuses 'hi' at the start and later, with a clear error; English is kept as the language", async () => {
    const { seriesId, testId, exam, learner, questionIds } = await paperOf(false);
    const refused = await start(seriesId, learner, testId, 'hi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'not-in-hindi', message: NOT_IN_HINDI_MESSAGE });
    // nothing was started by the refused call
    expect((await exam.getTest(learner, testId)).json().attempt).toBeNull();

    const started = await start(seriesId, learner, testId, 'en');
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json().attempt as AttemptState;
    expect(attempt).toMatchObject({ language: 'en', questionLanguages: {} });
    const later = await setLanguage(learner, attempt.attemptId, { questions: { [questionIds[0]!]: 'hi' } });
    expect(later.statusCode).toBe(400);
    expect(later.json().code).toBe('not-in-hindi');
    expect((await setLanguage(learner, attempt.attemptId, { language: 'en' })).statusCode).toBe(200);
  });
});

describe('a weekly quiz', () => {
  /** A published quiz of one question in both languages, open now. */
  async function openQuiz(offeredInHindi: boolean) {
    const questionId = idOf(await api.createQuestion(master, { text: 'What is $4 + 4$?', hindi: hindi(4) }), 'question');
    expect((await api.publish(master, 'questions', questionId)).statusCode).toBe(200);
    const quizId = idOf(await api.createQuiz(master, { offeredInHindi }), 'quiz');
    await api.setQuestions(master, 'quizzes', quizId, [questionId]);
    expect((await api.publish(master, 'quizzes', quizId)).statusCode).toBe(200);
    await moveWindow(t.app, quizId, 60, 3600);
    const { user, cookie } = await signIn(t.app);
    return { quizId, questionId, learner: { userId: user.id, cookie } };
  }
  const startQuiz = (learner: Learner, quizId: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quiz/start',
      headers: { cookie: learner.cookie },
      payload: { userId: learner.userId, quizId, ...(language ? { language } : {}) },
    });

  it('keeps the language of a quiz offered in Hindi, and says the paper is offered in Hindi', async () => {
    const { quizId, questionId, learner } = await openQuiz(true);
    const quiz = quizApi(t.app);
    expect((await quiz.getQuiz(learner, quizId)).json().paper).toMatchObject({ offeredInHindi: true });
    const started = await startQuiz(learner, quizId, 'hi');
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json().attempt as AttemptState;
    expect(started.json().attempt).toMatchObject({ language: 'hi', questionLanguages: {} });
    expect((await setLanguage(learner, attemptId, { questions: { [questionId]: 'en' } })).statusCode).toBe(200);
    expect((await quiz.getQuiz(learner, quizId)).json().attempt).toMatchObject({ language: 'hi', questionLanguages: { [questionId]: 'en' } });
  });

  it("refuses 'hi' for a quiz not offered in Hindi, and starts nothing", async () => {
    const { quizId, learner } = await openQuiz(false);
    const quiz = quizApi(t.app);
    expect((await quiz.getQuiz(learner, quizId)).json().paper).not.toHaveProperty('offeredInHindi');
    const refused = await startQuiz(learner, quizId, 'hi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('not-in-hindi');
    expect((await quiz.getQuiz(learner, quizId)).json().attempt).toBeNull();
  });
});
