import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts, quizzes } from '../../db/schema.ts';
import { e2eQuestions, loadTestFixtures } from '../../../test/e2e-fixtures.ts';
import type { Learner } from '../../../test/exam-api.ts';
import { answersFor, insertQuiz, moveAttempt, moveWindow, quizApi, settleQuiz } from '../../../test/quiz-api.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS, type AnalyzedData } from '../../../shared/api/exam.ts';

let t: TestApp;
let api: ReturnType<typeof quizApi>;

beforeAll(async () => {
  t = await createTestApp();
  await loadTestFixtures(t.app.db);
  api = quizApi(t.app);
});
afterAll(() => t.close());

async function learner(): Promise<Learner> {
  const { user, cookie } = await signIn(t.app);
  return { userId: user.id, cookie };
}

const secrets = ['correctAnswerIndex', 'correctIndex', 'explanationText', 'explanation'];
const attemptRows = async (quizId: string) => t.app.db.select().from(attempts).where(eq(attempts.quizId, quizId));

/** When a quiz's solutions open: its close, plus a full attempt started at the last moment, plus the in-flight allowance. */
async function solutionsOpenAt(quizId: string): Promise<string> {
  const [quiz] = await t.app.db.select().from(quizzes).where(eq(quizzes.id, quizId));
  return new Date(quiz!.closesAt.getTime() + (quiz!.timeLimitSeconds + IN_FLIGHT_ALLOWANCE_SECONDS) * 1000).toISOString();
}

/** Each question's marks in the learner's review, read once the quiz has settled (until then they are held back). */
async function reviewedMarks(me: Learner, quizId: string): Promise<number[]> {
  await settleQuiz(t.app, quizId);
  const review = (await api.getQuiz(me, quizId)).json();
  expect(review.solutions).toBe('open');
  return (review.attemptedData.analyzedData as AnalyzedData).questionAnalysis.map((row) => row.marks);
}

describe('a weekly quiz attempt', () => {
  it('grades +1 / -0.33 / 0 with the marking stored on the quiz: 2 right, 1 wrong, 1 unanswered is 1.67 of 4', async () => {
    const quiz = await insertQuiz(t.app);
    const me = await learner();
    const view = (await api.getQuiz(me, quiz.quizId)).json();
    expect(view.quiz).toMatchObject({ marking: { correct: 1, wrong: 0.33 }, timeLimit: 600, exam: 'GATE' });
    // the 2-mark question of the tests counts 1 in a quiz: in the outline before the start, and in the paper after it
    expect(view.paper).toEqual({
      path: `/api/quiz/paper/${quiz.quizId}`,
      version: expect.any(String),
      questionCount: 4,
      outline: {
        sections: [
          { section: 'Aptitude', count: 2 },
          { section: 'Technical', count: 2 },
        ],
        totalMarks: 4,
      },
    });
    const { attempt } = (await api.start(me, quiz.quizId)).json();
    const paper = (await api.paper(me, quiz.quizId)).json();
    expect(paper.questions.map((question: { marks: number }) => question.marks)).toEqual([1, 1, 1, 1]);
    expect((await api.save(me, attempt.attemptId, answersFor(quiz, { right: ['e2e-apt-1'], wrong: ['e2e-tech-1'] }))).statusCode).toBe(200);
    const response = await api.submit(me, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-tech-2'] }) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Quiz submitted successfully.' });
    const result = body.analyzedData as AnalyzedData;
    expect(result.basicMetrics).toMatchObject({ score: 1.67, maxPossibleMarks: 4, totalQuestions: 4 });
    // the quiz is still open: each question's verdict waits until it has settled (decision 039)
    expect(result).not.toHaveProperty('questionAnalysis');
    expect(body.solutionsOpenAt).toBe(await solutionsOpenAt(quiz.quizId));
    expect(await reviewedMarks(me, quiz.quizId)).toEqual([1, 0, -0.33, 1]);
  });

  it('grades with the marking stored on the quiz, not a constant: +2 / -0.5 when the quiz says so', async () => {
    const quiz = await insertQuiz(t.app);
    await t.app.db.update(quizzes).set({ correctMarks: 2, wrongMarks: 0.5 }).where(eq(quizzes.id, quiz.quizId));
    const me = await learner();
    await api.start(me, quiz.quizId);
    const result = (await api.submit(me, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-apt-1', 'e2e-apt-2'], wrong: ['e2e-tech-1'] }) })).json()
      .analyzedData as AnalyzedData;
    expect(result.basicMetrics).toMatchObject({ score: 3.5, maxPossibleMarks: 8 });
    expect(await reviewedMarks(me, quiz.quizId)).toEqual([2, 2, -0.5, 0]);
  });

  it('ignores a forged score, isCorrect and timeTaken in the submit body', async () => {
    const quiz = await insertQuiz(t.app);
    const me = await learner();
    await api.start(me, quiz.quizId);
    const response = await api.submit(me, quiz.quizId, {
      answers: answersFor(quiz, { wrong: ['e2e-apt-1'] }),
      score: 4,
      totalQuestions: 4,
      timeTaken: 1,
      selectedAnswers: [{ questionIndex: 0, selectedAnswer: 0, isCorrect: true }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().analyzedData.basicMetrics.score).toBe(-0.33);
    expect((await attemptRows(quiz.quizId))[0]!.score).toBe(-0.33);
  });

  it('is taken once: a second start returns the same attempt, a second submit the first result, and there is one row', async () => {
    const quiz = await insertQuiz(t.app);
    const me = await learner();
    const first = (await api.start(me, quiz.quizId)).json().attempt;
    const again = (await api.start(me, quiz.quizId)).json().attempt;
    expect(again).toMatchObject({ attemptId: first.attemptId, startedAt: first.startedAt, deadline: first.deadline });
    const submitted = (await api.submit(me, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-apt-1'] }) })).json();
    const resubmitted = (await api.submit(me, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-apt-2', 'e2e-tech-1'] }) })).json();
    expect(resubmitted.analyzedData).toEqual(submitted.analyzedData);
    expect((await api.start(me, quiz.quizId)).json().attempt).toMatchObject({ attemptId: first.attemptId, submittedAt: expect.any(String) });
    expect(await attemptRows(quiz.quizId)).toHaveLength(1);
  });

  it('keeps the answer key and explanations out of getQuiz, the paper, start, the attempt and the submit until the quiz has settled, then shows the review', async () => {
    const quiz = await insertQuiz(t.app);
    const me = await learner();
    const before = await api.getQuiz(me, quiz.quizId);
    expect(before.json()).toMatchObject({ success: true, attempted: false, attempt: null });
    // no questions at all before the start
    const unstarted = await api.paper(me, quiz.quizId);
    expect(unstarted.statusCode).toBe(403);
    expect(unstarted.json()).toMatchObject({ success: false, code: 'not-started' });
    const started = await api.start(me, quiz.quizId);
    const paper = await api.paper(me, quiz.quizId);
    const resumed = await api.attempt(me, started.json().attempt.attemptId);
    const during = await api.getQuiz(me, quiz.quizId);
    const submitted = await api.submit(me, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-apt-1'] }) });
    // submitted, but the quiz is open for others: the score and the rank, not the solutions
    const pending = await api.getQuiz(me, quiz.quizId);
    for (const response of [before, unstarted, paper, started, resumed, during, submitted, pending]) {
      if (response !== unstarted) expect(response.statusCode).toBe(200);
      for (const secret of secrets) expect(response.body).not.toContain(secret);
      for (const question of e2eQuestions) expect(response.body).not.toContain(JSON.stringify(question.explanation).slice(1, -1));
    }
    expect(paper.json().questions).toHaveLength(4);
    const openAt = await solutionsOpenAt(quiz.quizId);
    expect(pending.json()).toMatchObject({
      attempted: true,
      solutions: 'pending',
      solutionsOpenAt: openAt,
      analyzedData: { basicMetrics: { score: 1 } },
      standing: { rank: 1, takers: 1, percentile: null },
      attemptId: started.json().attempt.attemptId,
    });
    expect(pending.json().quiz).not.toHaveProperty('questions');
    for (const heldBack of ['attemptedData', 'questionStats', 'questionTimes']) expect(pending.json()).not.toHaveProperty(heldBack);
    expect(pending.json().analyzedData).not.toHaveProperty('questionAnalysis');

    // the last attempt that could still run has ended: the review, key and explanations included
    await settleQuiz(t.app, quiz.quizId);
    const after = (await api.getQuiz(me, quiz.quizId)).json();
    expect(after).toMatchObject({ attempted: true, solutions: 'open', standing: { rank: 1, takers: 1, percentile: null } });
    expect(after.quiz.questions[0]).toMatchObject({ correctAnswerIndex: 1, explanationText: '$7 \\times 8 = 56$.' });
    expect(after.attemptedData.analyzedData.basicMetrics.score).toBe(1);
    // its only taker: no share of takers to show
    expect(after.questionStats).toEqual({});
  });

  it("refuses another learner's ids with 403 'not-yours' on getQuiz, start and submit", async () => {
    const quiz = await insertQuiz(t.app);
    const owner = await learner();
    const intruder = await learner();
    const responses = [
      await api.getQuiz(intruder, quiz.quizId, { userId: owner.userId }),
      await api.start(intruder, quiz.quizId, owner.userId),
      await t.app.inject({
        method: 'POST',
        url: '/api/quiz/submit',
        headers: { cookie: intruder.cookie },
        payload: { userId: owner.userId, quizId: quiz.quizId },
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'not-yours' });
    }
    expect(await attemptRows(quiz.quizId)).toHaveLength(0);
  });

  it('is 404 for another exam (matched case-insensitively), an unpublished quiz and a malformed id', async () => {
    const quiz = await insertQuiz(t.app, { exam: 'GATE' });
    const draft = await insertQuiz(t.app, { status: 'draft' });
    const me = await learner();
    expect((await api.getQuiz(me, quiz.quizId, { exam: 'gate' })).statusCode).toBe(200);
    expect((await api.getQuiz(me, quiz.quizId, { exam: 'UGC NET' })).json()).toMatchObject({ success: false, code: 'not-found' });
    expect((await api.getQuiz(me, draft.quizId)).statusCode).toBe(404);
    expect((await api.start(me, draft.quizId)).statusCode).toBe(404);
    expect((await api.getQuiz(me, 'not-a-quiz')).statusCode).toBe(404);
  });
});

describe('the quiz window', () => {
  it("refuses a start before it opens with 409 'quiz-not-open', without showing the questions", async () => {
    const quiz = await insertQuiz(t.app);
    await moveWindow(t.app, quiz.quizId, -3600, 7200);
    const me = await learner();
    const response = await api.start(me, quiz.quizId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'quiz-not-open' });
    expect(response.json().message).toMatch(/^This quiz has not opened yet: it opens on .+ IST\.$/);
    // the opening time itself too, for a page in Hindi to write it in its own words
    expect(Date.parse(response.json().opensAt) - Date.now()).toBeGreaterThan(3_500_000);
    const view = (await api.getQuiz(me, quiz.quizId)).json();
    expect(view).toMatchObject({ attempted: false, attempt: null, paper: null });
    expect(view.quiz).not.toHaveProperty('questions');
    const paper = await api.paper(me, quiz.quizId);
    expect(paper.statusCode).toBe(403);
    expect(paper.json()).toMatchObject({ success: false, code: 'quiz-not-open', message: response.json().message, opensAt: response.json().opensAt });
    expect(await attemptRows(quiz.quizId)).toHaveLength(0);
  });

  it("refuses a start at or after the close with 409 'quiz-closed'", async () => {
    const quiz = await insertQuiz(t.app);
    await moveWindow(t.app, quiz.quizId, 7200, 0);
    const me = await learner();
    const response = await api.start(me, quiz.quizId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, code: 'quiz-closed', message: 'This quiz has closed: it can no longer be started.' });
    expect(await attemptRows(quiz.quizId)).toHaveLength(0);
  });

  it('lets an attempt started before the close keep its full time, and be resumed, saved and submitted after the close', async () => {
    const quiz = await insertQuiz(t.app);
    const me = await learner();
    const { attempt } = (await api.start(me, quiz.quizId)).json();
    expect(new Date(attempt.deadline).getTime() - new Date(attempt.startedAt).getTime()).toBe(600_000);
    // started 5 minutes ago, the quiz closed a minute ago: 5 minutes are still the learner's
    await moveAttempt(t.app, attempt.attemptId, 300, 600);
    await moveWindow(t.app, quiz.quizId, 7200, -60);

    expect((await api.start(me, quiz.quizId)).json().attempt.attemptId).toBe(attempt.attemptId);
    expect((await api.attempt(me, attempt.attemptId)).json().attempt.submittedAt).toBeNull();
    expect((await api.save(me, attempt.attemptId, answersFor(quiz, { right: ['e2e-apt-1', 'e2e-apt-2'] }))).statusCode).toBe(200);
    const submitted = await api.submit(me, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-tech-1'] }) });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().analyzedData).toMatchObject({ endedBy: 'learner', basicMetrics: { score: 3, timeTaken: 300 } });
  });

  it('takes no answers once the attempt is past its deadline and the in-flight allowance, even before the close', async () => {
    const quiz = await insertQuiz(t.app);
    const me = await learner();
    const { attempt } = (await api.start(me, quiz.quizId)).json();
    await moveAttempt(t.app, attempt.attemptId, 600 + IN_FLIGHT_ALLOWANCE_SECONDS + 5, 600);
    const late = await api.save(me, attempt.attemptId, answersFor(quiz, { right: ['e2e-apt-1'] }));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('attempt-ended');
  });
});
