// docs/decisions/029: an attempt keeps the version of each question it was served. A paper serves
// the version it names; when a master has it serve a newer one, the attempts before keep theirs,
// graded and reviewed as their learners saw them, and those after get the newer one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../test/admin-api.ts';
import { answered, enrolledLearner, examApi, type Learner } from '../../../test/exam-api.ts';
import { quizApi, settleQuiz } from '../../../test/quiz-api.ts';
import { attempts } from '../../db/schema.ts';
import type { AnalyzedData } from '../../../shared/api/exam.ts';
import { submitAttempt } from './service.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
});
afterAll(() => t.close());

const V1 = 'What is $2 + 2$?';
const V2 = 'What is $3 + 3$?';
// version 2 moves the key from the second option to the first and doubles the marks
const edited = { text: V2, options: [{ text: '6' }, { text: '9' }], correctIndex: 0, explanation: 'Three and three.', section: 'Aptitude', marks: 2 };

const rowOf = async (attemptId: string) => (await t.app.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
const textOf = (questions: { _id: string; questionText: string }[], id: string) => questions.find((question) => question._id === id)?.questionText;
const analysisOf = (data: AnalyzedData, id: string) => data.questionAnalysis.find((row) => row.questionId === id);

async function publishedPaper(kind: 'tests' | 'quizzes') {
  const edit = idOf(await api.createQuestion(master), 'question');
  const steady = idOf(await api.createQuestion(master, { section: 'Technical', text: 'Unchanged' }), 'question');
  for (const id of [edit, steady]) await api.publish(master, 'questions', id);
  if (kind === 'quizzes') {
    const quizId = idOf(await api.createQuiz(master), 'quiz');
    await api.setQuestions(master, 'quizzes', quizId, [edit, steady]);
    expect((await api.publish(master, 'quizzes', quizId)).statusCode).toBe(200);
    return { paperId: quizId, seriesId: '', edit, steady };
  }
  const seriesId = idOf(await api.createSeries(master), 'series');
  const testId = idOf(await api.createTest(master, seriesId), 'test');
  await api.setQuestions(master, 'tests', testId, [edit, steady]);
  expect((await api.publish(master, 'tests', testId)).statusCode).toBe(200);
  await api.publish(master, 'series', seriesId);
  return { paperId: testId, seriesId, edit, steady };
}

describe('a test whose question is edited after learners took it', () => {
  it('serves version 1 until the switch, and grades and reviews each attempt at the version it was served', async () => {
    const { paperId: testId, seriesId, edit, steady } = await publishedPaper('tests');
    const exam = examApi(t.app, seriesId);
    const learner = () => enrolledLearner(t.app, seriesId);
    const start = async (who: Learner) => (await exam.start(who, testId)).json().attempt.attemptId as string;
    const paperText = async (who: Learner) => textOf((await exam.paper(who, testId)).json().questions, edit);
    const review = async (who: Learner) => (await exam.getTest(who, testId)).json();

    // one submitted before the edit, one still writing through it
    const before = await learner();
    await start(before);
    expect((await exam.submit(before, testId, { answers: { [edit]: answered(1) } })).statusCode).toBe(200);
    const writing = await learner();
    const writingId = await start(writing);
    await exam.save(writing, writingId, { [edit]: answered(1) });

    expect((await api.call(master, 'PUT', `/api/admin/questions/${edit}`, edited)).json().question.version).toBe(2);

    // the test still serves version 1 to whoever starts now, and the review is as it was
    const between = await learner();
    const betweenId = await start(between);
    expect(await paperText(between)).toBe(V1);
    const reviewed = await review(before);
    expect(textOf(reviewed.test.questions, edit)).toBe(V1);
    expect(reviewed.test.questions.find((question: { _id: string }) => question._id === edit).answerKey).toEqual({ type: 'MCQ', correctIndex: 1 });
    expect(analysisOf(reviewed.attemptedData.analyzedData, edit)).toMatchObject({ status: 'correct', marks: 1 });
    const staleRow = await rowOf(betweenId);

    const serve = await api.call(master, 'POST', `/api/admin/tests/${testId}/serve-latest`, { questionId: edit });
    expect(serve.statusCode, serve.body).toBe(200);
    for (const id of [betweenId, writingId]) expect((await rowOf(id)).servedVersions).toEqual({ [edit]: 1, [steady]: 1 });

    // whoever starts after the switch answers version 2
    const after = await learner();
    const afterId = await start(after);
    expect(await paperText(after)).toBe(V2);
    await exam.save(after, afterId, { [edit]: answered(0) });
    const afterResult = (await exam.submit(after, testId)).json().analyzedData as AnalyzedData;
    expect(analysisOf(afterResult, edit)).toMatchObject({ status: 'correct', marks: 2 });
    expect(textOf((await review(after)).test.questions, edit)).toBe(V2);
    expect((await rowOf(afterId)).servedVersions).toBeNull();

    // the one still writing reads version 1 from its own paper, which nobody else may read
    const view = (await exam.getTest(writing, testId)).json();
    expect(view.paper.path).toBe(`/api/testseries/paper/${seriesId}/${testId}?attempt=${writingId}`);
    const own = await t.app.inject({ method: 'GET', url: view.paper.path, headers: { cookie: writing.cookie } });
    expect(own.json()).toMatchObject({ version: view.paper.version });
    expect(textOf(own.json().questions, edit)).toBe(V1);
    expect((await t.app.inject({ method: 'GET', url: view.paper.path, headers: { cookie: after.cookie } })).statusCode).toBe(404);
    expect((await exam.getTest(between, testId)).json().paper.path).toContain('?attempt=');

    // the attempt started before it is graded and reviewed at version 1
    const writingResult = (await exam.submit(writing, testId)).json().analyzedData as AnalyzedData;
    expect(analysisOf(writingResult, edit)).toMatchObject({ status: 'correct', marks: 1 });
    expect(textOf((await review(writing)).test.questions, edit)).toBe(V1);
    expect(textOf((await review(before)).test.questions, edit)).toBe(V1);

    // graded from a row read before the switch, it still gets the versions the database keeps for it
    expect(staleRow.servedVersions).toBeNull();
    await exam.save(between, betweenId, { [edit]: answered(1) });
    const betweenResult = await submitAttempt(t.app.db, staleRow);
    expect(analysisOf(betweenResult, edit)).toMatchObject({ status: 'correct', marks: 1 });
    expect(betweenResult.basicMetrics.maxPossibleMarks).toBe(2);
  });
});

describe('a weekly quiz whose question is edited after learners took it', () => {
  it('keeps each learner’s version through the switch', async () => {
    const { paperId: quizId, edit } = await publishedPaper('quizzes');
    const quiz = quizApi(t.app);
    const learner = async () => {
      const { user, cookie } = await signIn(t.app);
      return { userId: user.id, cookie };
    };
    // the review, once the quiz has settled: until then a taker sees no question's verdict (decision 039)
    const review = async (who: Learner) => {
      const body = (await quiz.getQuiz(who, quizId)).json();
      expect(body.solutions).toBe('open');
      return { text: textOf(body.quiz.questions, edit), status: analysisOf(body.attemptedData.analyzedData, edit)?.status };
    };

    const before = await learner();
    expect((await quiz.start(before, quizId)).statusCode).toBe(200);
    await quiz.submit(before, quizId, { answers: { [edit]: answered(1) } });
    const writing = await learner();
    await quiz.start(writing, quizId);

    await api.call(master, 'PUT', `/api/admin/questions/${edit}`, edited);
    expect(textOf((await quiz.paper(writing, quizId)).json().questions, edit)).toBe(V1);
    expect((await api.call(master, 'POST', `/api/admin/quizzes/${quizId}/serve-latest`, {})).statusCode).toBe(200);

    const after = await learner();
    await quiz.start(after, quizId);
    expect(textOf((await quiz.paper(after, quizId)).json().questions, edit)).toBe(V2);
    expect((await quiz.submit(after, quizId, { answers: { [edit]: answered(0) } })).statusCode).toBe(200);
    expect((await quiz.submit(writing, quizId, { answers: { [edit]: answered(1) } })).statusCode).toBe(200);

    // each graded and reviewed at the version it was served: option 1 is right in V1, option 0 in V2
    await settleQuiz(t.app, quizId);
    expect(await review(writing)).toEqual({ text: V1, status: 'correct' });
    expect(await review(before)).toEqual({ text: V1, status: 'correct' });
    expect(await review(after)).toEqual({ text: V2, status: 'correct' });
  });
});
