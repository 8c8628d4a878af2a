// The review in the paper's language (issue 43): a result of a paper offered in Hindi carries each
// reviewed question's Hindi (text, options, explanation) and the language each question was last read
// in, so the review opens it there; a paper not offered in Hindi carries none of it, and a weekly
// quiz's carries none of it before its solutions open (decision 039). Runs on PGlite and, with
// DATABASE_URL set, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../test/admin-api.ts';
import { answered, enrolledLearner, examApi, paperQuestionIds, type Learner } from '../../../test/exam-api.ts';
import { moveWindow, quizApi, settleQuiz } from '../../../test/quiz-api.ts';
import type { AttemptState, ReviewedQuestion } from '../../../shared/api/exam.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
});
afterAll(() => t.close());

/** Each question's Hindi, told apart by `n` so a search of an answer finds exactly it. */
const hindi = (n: number) => ({
  text: `$${n} \\times 2$ का मान क्या है? (प्रश्न ${n})`,
  options: [{ text: `${n} का आधा` }, { text: `${n} का दोगुना` }, { text: `${n} का तिगुना` }, { text: 'शून्य' }],
  explanation: `किसी संख्या को दो से गुणा करने पर वह दोगुनी हो जाती है (हल ${n})।`,
});

/** Published questions in both languages, with the numbers their Hindi is told apart by. */
async function questionsInBothLanguages(numbers: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const n of numbers) {
    const id = idOf(
      await api.createQuestion(master, {
        text: `What is $${n} \\times 2$? (question ${n})`,
        options: [{ text: `Half of ${n}` }, { text: `Twice ${n}` }, { text: `Thrice ${n}` }, { text: 'Zero' }],
        explanation: `Multiplying by two doubles a number (solution ${n}).`,
        hindi: hindi(n),
      }),
      'question',
    );
    expect((await api.publish(master, 'questions', id)).statusCode).toBe(200);
    ids.push(id);
  }
  return ids;
}

let counter = 0;

/** A published test of three questions in both languages, offered in Hindi or not, and a learner enrolled in it. */
async function testOf(offeredInHindi: boolean) {
  const base = (counter += 10);
  const ids = await questionsInBothLanguages([base + 1, base + 2, base + 3]);
  const seriesId = idOf(await api.createSeries(master), 'series');
  const testId = idOf(await api.createTest(master, seriesId, { difficulty: 'easy', offeredInHindi }), 'test');
  await api.setQuestions(master, 'tests', testId, ids);
  expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
  await api.publish(master, 'series', seriesId);
  const learner = await enrolledLearner(t.app, seriesId);
  return { seriesId, testId, base, learner, exam: examApi(t.app, seriesId), questionIds: await paperQuestionIds(t.app, { kind: 'test', id: testId }) };
}

const startTest = (seriesId: string, learner: Learner, testId: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/testseries/startTest',
    headers: { cookie: learner.cookie },
    payload: { userId: learner.userId, testSeriesId: seriesId, testId, ...(language ? { language } : {}) },
  });
const setLanguage = (learner: Learner, attemptId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/language`, headers: { cookie: learner.cookie }, payload: body });

/** The Hindi each reviewed question must carry: the question's own, with its explanation. */
const reviewedHindi = (n: number) => {
  const { text, options, explanation } = hindi(n);
  return { questionText: text, options, explanationText: explanation };
};

describe("a test's result", () => {
  it('carries, for a paper offered in Hindi, each question in Hindi with its explanation, and the language each was last read in', async () => {
    const { seriesId, testId, base, learner, exam, questionIds } = await testOf(true);
    const [first, second, third] = questionIds as [string, string, string];
    const started = await startTest(seriesId, learner, testId, 'hi');
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json().attempt as AttemptState;
    // read the second in English, the third in Hindi on purpose, and answer
    expect((await setLanguage(learner, attemptId, { questions: { [second]: 'en', [third]: 'hi' } })).statusCode).toBe(200);
    expect((await exam.save(learner, attemptId, { [first]: answered(1), [second]: answered(0) })).statusCode).toBe(200);
    expect((await exam.submit(learner, testId)).statusCode).toBe(200);

    const result = await exam.getTest(learner, testId);
    expect(result.statusCode, result.body).toBe(200);
    const body = result.json();
    expect(body.attempted).toBe(true);
    expect(body.language).toBe('hi');
    expect(body.questionLanguages).toEqual({ [second]: 'en', [third]: 'hi' });
    const questions = body.test.questions as ReviewedQuestion[];
    expect(questions.map((question) => question._id)).toEqual(questionIds);
    expect(questions.map((question) => question.hindi)).toEqual([reviewedHindi(base + 1), reviewedHindi(base + 2), reviewedHindi(base + 3)]);
    // beside the English, which stays as it was: the key and the grading are the question's own
    expect(questions[0]!.explanationText).toBe(`Multiplying by two doubles a number (solution ${base + 1}).`);
    expect(body.attemptedData.testId.questions[1].hindi).toEqual(reviewedHindi(base + 2));
  });

  it('carries no language and no Hindi for a paper not offered in Hindi, though its questions have it', async () => {
    const { seriesId, testId, base, learner, exam } = await testOf(false);
    expect((await startTest(seriesId, learner, testId, 'en')).statusCode).toBe(200);
    expect((await exam.submit(learner, testId)).statusCode).toBe(200);
    const result = await exam.getTest(learner, testId);
    expect(result.statusCode, result.body).toBe(200);
    const body = result.json();
    expect(body.attempted).toBe(true);
    expect(body).not.toHaveProperty('language');
    expect(body).not.toHaveProperty('questionLanguages');
    expect((body.test.questions as ReviewedQuestion[]).every((question) => question.hindi === undefined)).toBe(true);
    expect(result.body).not.toContain(hindi(base + 1).explanation);
  });
});

describe("a weekly quiz's result", () => {
  /** A published quiz of two questions in both languages, offered in Hindi, open now. */
  async function openQuiz() {
    const base = (counter += 10);
    const questionIds = await questionsInBothLanguages([base + 1, base + 2]);
    const quizId = idOf(await api.createQuiz(master, { offeredInHindi: true }), 'quiz');
    await api.setQuestions(master, 'quizzes', quizId, questionIds);
    expect((await api.publish(master, 'quizzes', quizId)).statusCode).toBe(200);
    await moveWindow(t.app, quizId, 60, 3600);
    const { user, cookie } = await signIn(t.app);
    return { quizId, base, learner: { userId: user.id, cookie } };
  }

  it('carries the languages and the Hindi explanations once its solutions open, and none of them before', async () => {
    const { quizId, base, learner } = await openQuiz();
    const quiz = quizApi(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/quiz/start',
      headers: { cookie: learner.cookie },
      payload: { userId: learner.userId, quizId, language: 'hi' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json().attempt as AttemptState;
    const questionIds = await paperQuestionIds(t.app, { kind: 'quiz', id: quizId });
    const second = questionIds[1]!;
    expect((await setLanguage(learner, attemptId, { questions: { [second]: 'en' } })).statusCode).toBe(200);
    const submitted = await quiz.submit(learner, quizId);
    expect(submitted.statusCode, submitted.body).toBe(200);

    // submitted while the quiz runs for others: the score, not the solutions, in no language
    const explanations = [hindi(base + 1).explanation, hindi(base + 2).explanation];
    for (const answer of [submitted, await quiz.getQuiz(learner, quizId)]) {
      for (const text of explanations) expect(answer.body).not.toContain(text);
      expect(answer.body).not.toContain('explanationText');
      expect(answer.body).not.toContain('questionLanguages');
      expect(answer.json()).not.toHaveProperty('language');
    }
    expect((await quiz.getQuiz(learner, quizId)).json().solutions).toBe('pending');

    await settleQuiz(t.app, quizId);
    const open = await quiz.getQuiz(learner, quizId);
    expect(open.statusCode, open.body).toBe(200);
    const body = open.json();
    expect(body.solutions).toBe('open');
    expect(body.language).toBe('hi');
    expect(body.questionLanguages).toEqual({ [second]: 'en' });
    expect((body.quiz.questions as ReviewedQuestion[]).map((question) => question.hindi)).toEqual([reviewedHindi(base + 1), reviewedHindi(base + 2)]);
  });
});
