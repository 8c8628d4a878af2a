import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts, tests } from '../../db/schema.ts';
import { e2eQuestions, loadTestFixtures, type E2eFixtureIds } from '../../../test/e2e-fixtures.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';
import { openSession } from '../accounts/service.ts';
import { forgetTarget } from './targets.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS, type AnalyzedData, type AttemptState, type ExamQuestion } from '../../../shared/api/exam.ts';
import { answered, enrolledLearner, examApi, paperQuestionIds, questionIdsByKey, type Learner } from '../../../test/exam-api.ts';

let t: TestApp;
let ids: E2eFixtureIds;
let api: ReturnType<typeof examApi>;
let q: Record<string, string>; // question id by fixture key
const easy = () => ids.tests['Easy Subject Test']!;
const full = () => ids.tests['Full Subject Test']!;
const hard = () => ids.tests['GATE Level Test']!;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadTestFixtures(t.app.db);
  api = examApi(t.app, ids.seriesId);
  // the paper itself goes only to a started attempt: the ids come from the database
  q = questionIdsByKey(await paperQuestionIds(t.app, { kind: 'test', id: easy() }));
});
afterAll(() => t.close());

async function startedAttempt(learner: Learner, testId: string): Promise<AttemptState> {
  const response = await api.start(learner, testId);
  expect(response.statusCode).toBe(200);
  return response.json().attempt as AttemptState;
}

describe('GET getTest before submission', () => {
  it('returns the test, its outline and where its questions are; the paper has them in order once started, without the answer key or explanations', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const before = Date.now();
    const response = await api.getTest(learner, easy());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, attempted: false, attempt: null });
    expect(body.serverTime).toBeGreaterThanOrEqual(before);
    expect(body.test).toMatchObject({ _id: easy(), title: 'Easy Subject Test', timeLimit: 1200, testSeriesId: ids.seriesId });
    expect(body.test.negativeRatio).toBeCloseTo(1 / 3);
    expect(body.test).not.toHaveProperty('questions');
    expect(body.paper).toEqual({
      path: `/api/testseries/paper/${ids.seriesId}/${easy()}`,
      version: expect.any(String),
      questionCount: 6,
      outline: {
        sections: [
          { section: 'Aptitude', count: 3 },
          { section: 'Technical', count: 3 },
        ],
        totalMarks: 7,
      },
    });

    // the questions are read once the clock runs: refused before the start, served after it
    const early = await t.app.inject({ method: 'GET', url: body.paper.path, headers: { cookie: learner.cookie } });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      success: false,
      code: 'not-started',
      message: 'Start the test to read its questions: the clock runs from the moment they are shown.',
    });
    await startedAttempt(learner, easy());
    const paper = await t.app.inject({ method: 'GET', url: body.paper.path, headers: { cookie: learner.cookie } });
    expect(paper.statusCode).toBe(200);
    expect(paper.json().version).toBe(body.paper.version);
    const questions = paper.json().questions as ExamQuestion[];
    expect(questions.map((question) => [question.section, question.marks])).toEqual([
      ['Aptitude', 1],
      ['Aptitude', 1],
      ['Aptitude', 1],
      ['Technical', 1],
      ['Technical', 2],
      ['Technical', 1],
    ]);
    expect(questions[0]).toMatchObject({ questionText: 'What is $7 \\times 8$?', type: 'MCQ' });
    expect(questions[0]!.options.map((option) => option.text)).toEqual(['54', '56', '58', '64']);

    const json = paper.body;
    for (const secret of ['correctAnswerIndex', 'correctIndex', 'explanationText', 'explanation']) {
      expect(json).not.toContain(secret);
    }
    for (const question of e2eQuestions) expect(json).not.toContain(JSON.stringify(question.explanation).slice(1, -1));
  });

  it('still hides the key once the attempt has started', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    await startedAttempt(learner, hard());
    const response = await api.getTest(learner, hard());
    expect(response.json()).toMatchObject({ attempted: false, attempt: { answers: {}, version: 0, submittedAt: null } });
    expect(response.body).not.toMatch(/correctAnswerIndex|explanation/);
  });
});

describe('who may open a test', () => {
  it("is 403 for another learner's userId, even an enrolled one's", async () => {
    const owner = await enrolledLearner(t.app, ids.seriesId);
    const intruder = await enrolledLearner(t.app, ids.seriesId);
    const response = await api.getTest(intruder, easy(), owner.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, code: 'not-yours', message: 'Invalid USER ! Please login again. or Contact support.' });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/testseries/startTest',
      headers: { cookie: intruder.cookie },
      payload: { userId: owner.userId, testSeriesId: ids.seriesId, testId: easy() },
    });
    expect(start.statusCode).toBe(403);
  });

  it('is 403 for a learner who is not enrolled in the series, and 401 signed out', async () => {
    const { user, cookie } = await signIn(t.app);
    const stranger = { userId: user.id, cookie };
    const response = await api.getTest(stranger, easy());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You are not enrolled in this test series.');
    expect((await api.start(stranger, easy())).statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/testseries/getTest/${user.id}/${ids.seriesId}/${easy()}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("is 400 'Invalid test parameters.' for malformed ids and 404 for a test outside the series or unpublished", async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const malformed = await api.getTest(learner, 'not-a-test');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, code: 'invalid-input', message: 'Invalid test parameters.', reason: 'test-parameters' });
    expect((await api.getTest(learner, randomUUID())).statusCode).toBe(404);
    await t.app.db.update(tests).set({ status: 'draft' }).where(eq(tests.id, full()));
    await forgetTarget(t.app.db, { kind: 'test', id: full() });
    try {
      expect((await api.getTest(learner, full())).statusCode).toBe(404);
      expect((await api.start(learner, full())).statusCode).toBe(404);
    } finally {
      await t.app.db.update(tests).set({ status: 'published' }).where(eq(tests.id, full()));
      await forgetTarget(t.app.db, { kind: 'test', id: full() });
    }
  });
});

describe('starting', () => {
  it('records startedAt and deadline = startedAt + time limit once; starting again returns the same attempt', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const [first, second] = await Promise.all([startedAttempt(learner, easy()), startedAttempt(learner, easy())]);
    expect(second).toEqual(first);
    expect(Date.parse(first!.deadline) - Date.parse(first!.startedAt)).toBe(1200 * 1000);
    expect(Math.abs(Date.parse(first!.startedAt) - Date.now())).toBeLessThan(5000);
    const again = await startedAttempt(learner, easy());
    expect(again.attemptId).toBe(first!.attemptId);
    expect(again.deadline).toBe(first!.deadline);
    const rows = await t.app.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, learner.userId), eq(attempts.testId, easy())));
    expect(rows).toHaveLength(1);
  });
});

describe('autosave', () => {
  it('merges saves and restores them on reload and on another device', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await startedAttempt(learner, easy());
    const first = await api.save(learner, attemptId, { [q['e2e-apt-1']!]: answered(1), [q['e2e-apt-2']!]: answered(3) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, version: 1, serverTime: expect.any(Number) });
    const second = await api.save(learner, attemptId, {
      [q['e2e-apt-2']!]: answered(null),
      [q['e2e-tech-1']!]: { answer: 0, status: 'marked-for-review' },
    });
    expect(second.json().version).toBe(2);

    const otherDevice = await openSession(t.app.db, learner.userId, 3600);
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(otherDevice.token))}`;
    const restored = await api.getTest({ ...learner, cookie }, easy());
    expect(restored.json().attempt).toMatchObject({
      attemptId,
      version: 2,
      answers: {
        [q['e2e-apt-1']!]: { answer: 1, status: 'answered' },
        [q['e2e-apt-2']!]: { answer: null, status: 'not-answered' },
        [q['e2e-tech-1']!]: { answer: 0, status: 'marked-for-review' },
      },
    });
    const resumed = await api.attempt({ ...learner, cookie }, attemptId);
    expect(resumed.json().attempt).toEqual(restored.json().attempt);
  });

  it('refuses questions outside the test, options a question lacks and other learners', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await startedAttempt(learner, easy());
    const unknown = await api.save(learner, attemptId, { [randomUUID()]: answered(0) });
    expect(unknown.statusCode).toBe(400);
    const outOfRange = await api.save(learner, attemptId, { [q['e2e-apt-1']!]: answered(4) });
    expect(outOfRange.statusCode).toBe(400);
    const intruder = await enrolledLearner(t.app, ids.seriesId);
    expect((await api.save(intruder, attemptId, { [q['e2e-apt-1']!]: answered(0) })).statusCode).toBe(403);
    expect((await api.attempt(intruder, attemptId)).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row).toMatchObject({ answers: {}, answersVersion: 0 });
  });

  // the server cannot tell a save sent before the deadline from one sent after it, only when it
  // arrived: a few seconds for a request in flight, then nothing more is taken
  const moveDeadline = (attemptId: string, secondsAgo: number) =>
    t.app.db
      .update(attempts)
      .set({
        startedAt: sql`now() - make_interval(secs => ${secondsAgo + 3000})`,
        deadline: sql`now() - make_interval(secs => ${secondsAgo})`,
      })
      .where(eq(attempts.id, attemptId));

  const tooLate = IN_FLIGHT_ALLOWANCE_SECONDS + 1;

  it('accepts a save still in flight at the deadline and refuses a change that arrives after the allowance', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await startedAttempt(learner, full());
    await moveDeadline(attemptId, 2);
    expect((await api.save(learner, attemptId, { [q['e2e-apt-1']!]: answered(1) })).statusCode).toBe(200);
    await moveDeadline(attemptId, tooLate);
    const late = await api.save(learner, attemptId, { [q['e2e-apt-2']!]: answered(1) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, code: 'attempt-ended', message: 'This attempt has ended: answers can no longer be changed.' });
    const [row] = await t.app.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(Object.keys(row!.answers)).toEqual([q['e2e-apt-1']]);
  });

  it('grades what reached the server in time and none of the changes sent after the deadline', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await startedAttempt(learner, hard());
    // answered in time: apt-1 right (+1), tech-1 wrong (-1/3)
    await api.save(learner, attemptId, { [q['e2e-apt-1']!]: answered(1), [q['e2e-tech-1']!]: answered(3) });
    await moveDeadline(attemptId, tooLate);
    // a modified client changes answers just after the allowance, by a save and in the submit's body
    const changedKey = Object.fromEntries(e2eQuestions.map((question) => [q[question.key]!, answered(question.correctIndex)]));
    expect((await api.save(learner, attemptId, changedKey)).statusCode).toBe(409);
    const submitted = await api.submit(learner, hard(), { answers: changedKey });
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json().analyzedData as AnalyzedData;
    expect(result).toMatchObject({ endedBy: 'deadline', basicMetrics: { score: 0.67 } });
    expect(result.performanceMetrics).toMatchObject({ correctAnswers: 1, incorrectAnswers: 1, unattemptedQuestions: 4 });
    const [row] = await t.app.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row!.answers).toEqual({ [q['e2e-apt-1']!]: answered(1), [q['e2e-tech-1']!]: answered(3) });
  });
});

describe('submitting', () => {
  it('grades on the server once: two concurrent submits give one attempt and the same result, client scores ignored', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await startedAttempt(learner, easy());
    await api.save(learner, attemptId, { [q['e2e-apt-1']!]: answered(1), [q['e2e-apt-2']!]: answered(0) });
    const cheat = {
      totalQuestions: 6,
      score: 999,
      timeTaken: 1,
      selectedAnswers: e2eQuestions.map((question, questionIndex) => ({
        questionId: q[question.key],
        questionIndex,
        selectedAnswer: 3,
        isCorrect: true,
        marks: 2,
        negativeMarks: 0,
        section: question.section,
      })),
    };
    const [a, b] = await Promise.all([
      api.submit(learner, easy(), cheat),
      api.submit(learner, easy(), { ...cheat, answers: { [q['e2e-tech-2']!]: answered(2) } }),
    ]);
    expect(a!.statusCode).toBe(200);
    expect(b!.statusCode).toBe(200);
    expect(a!.json()).toMatchObject({ success: true, message: 'Test submitted successfully.', serverTime: expect.any(Number) });
    const result = a!.json().analyzedData as AnalyzedData;
    expect(b!.json().analyzedData).toEqual(result);
    // apt-1 right (+1), apt-2 wrong (-1/3), and tech-2 right (+2) when the second tab's last save got in first
    expect([0.67, 2.67]).toContain(result.basicMetrics.score);
    expect(result.performanceMetrics.correctAnswers + result.performanceMetrics.incorrectAnswers).toBeLessThanOrEqual(3);
    expect(result).toMatchObject({ quizTitle: 'Easy Subject Test', endedBy: 'learner', basicMetrics: { maxPossibleMarks: 7 } });

    const rows = await t.app.db.select().from(attempts).where(eq(attempts.userId, learner.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.score).toBe(result.basicMetrics.score);

    const again = await api.submit(learner, easy(), { answers: { [q['e2e-tech-3']!]: answered(1) } });
    expect(again.json().analyzedData).toEqual(result);
    const late = await api.save(learner, attemptId, { [q['e2e-tech-3']!]: answered(1) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This attempt has ended: answers can no longer be changed.');
    const restart = await startedAttempt(learner, easy());
    expect(restart).toMatchObject({ attemptId, submittedAt: result.submittedAt });
  });

  it('applies the answers sent with the submit and reports time taken from the server clock', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    await startedAttempt(learner, hard());
    const answers = Object.fromEntries(e2eQuestions.map((question) => [q[question.key]!, answered(question.correctIndex)]));
    const response = await api.submit(learner, hard(), { answers, timeTaken: 10_000 });
    const result = response.json().analyzedData as AnalyzedData;
    expect(result.basicMetrics).toMatchObject({ score: 7, maxPossibleMarks: 7, totalQuestions: 6 });
    expect(result.basicMetrics.timeTaken).toBeLessThan(5);
    expect(result.performanceMetrics).toMatchObject({ accuracy: 100, attemptRate: 100, performanceCategory: 'excellent' });
  });

  it('is 404 before the test was started and 403 for another learner', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const response = await api.submit(learner, full());
    expect(response.statusCode).toBe(404);
    const intruder = await enrolledLearner(t.app, ids.seriesId);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/testseries/submittest',
      headers: { cookie: intruder.cookie },
      payload: { userId: learner.userId, testId: full() },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('GET getTest after submission', () => {
  it('returns attempted data with the key, explanations, the analysis and the standing', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const { attemptId } = await startedAttempt(learner, full());
    await api.save(learner, attemptId, { [q['e2e-tech-2']!]: answered(2), [q['e2e-tech-3']!]: answered(0) });
    const submitted = (await api.submit(learner, full())).json().analyzedData as AnalyzedData;
    const response = await api.getTest(learner, full());
    const body = response.json();
    expect(body).toMatchObject({ success: true, attempted: true, serverTime: expect.any(Number) });
    expect(body.attemptedData.analyzedData).toEqual(submitted);
    expect(body.attemptedData.analyzedData.basicMetrics.score).toBe(1.67);
    const reviewed = body.attemptedData.testId.questions;
    expect(reviewed).toEqual(body.test.questions);
    expect(reviewed.map((question: { correctAnswerIndex: number }) => question.correctAnswerIndex)).toEqual(
      e2eQuestions.map((question) => question.correctIndex),
    );
    expect(reviewed[5]).toMatchObject({ explanationText: 'A queue is FIFO; a stack is LIFO.', explanationImage: null });
    expect(body.standing).toMatchObject({ rank: 1, takers: 1, percentile: null });
    // the only taker: no share of takers and no other taker's time to set beside their own
    expect([body.questionStats, body.questionTimes]).toEqual([{}, {}]);

    // a second taker: each question's share of the two who got it right
    const other = await enrolledLearner(t.app, ids.seriesId);
    const second = await startedAttempt(other, full());
    await api.save(other, second.attemptId, { [q['e2e-tech-2']!]: answered(0) });
    expect((await api.submit(other, full())).statusCode).toBe(200);
    const again = (await api.getTest(learner, full())).json();
    expect(again.standing).toMatchObject({ takers: 2 });
    expect(again.questionStats).toEqual({ ...Object.fromEntries(Object.values(q).map((id) => [id, 0])), [q['e2e-tech-2']!]: 50 });
    expect(Object.keys(again.questionTimes).sort()).toEqual(Object.values(q).sort());
  });
});
