// Issue 39: the two-account attack on the weekly prize, replayed step by step. A first account starts
// the open quiz and submits at once to read the key; a second account reads the paper before
// starting and then submits the key in no time. Every step is refused: no key, verdict or
// explanation before the quiz has settled, no paper before a start, and the second account's full
// marks in a few seconds wait, flagged, for a master, who passes them over for an honest rank 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts, enrolments } from '../../db/schema.ts';
import { notifications, weeklyWinners } from '../../db/site-schema.ts';
import { e2eQuestions, loadTestFixtures } from '../../../test/e2e-fixtures.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';
import type { Learner } from '../../../test/exam-api.ts';
import { answersFor, insertQuiz, moveWindow, quizApi, type QuizFixture } from '../../../test/quiz-api.ts';
import { partsIn, plainRun } from '../../../test/access/disclosure-parts.ts';
import { winnerReviewApi } from '../../../test/winner-review.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../../../shared/api/exam.ts';
import { SOLUTION_PARTS } from '../../../shared/exam/disclosure.ts';
import { openWinnerReviews } from './service.ts';

let t: TestApp;
let api: ReturnType<typeof quizApi>;
let quiz: QuizFixture;
let prizeSeriesId: string;
const known = { questions: e2eQuestions.map((q) => plainRun(q.text)), explanations: e2eQuestions.map((q) => plainRun(q.explanation)) };
const keys = ['e2e-apt-1', 'e2e-apt-2', 'e2e-tech-1', 'e2e-tech-2'];

beforeAll(async () => {
  t = await createTestApp();
  await loadTestFixtures(t.app.db);
  api = quizApi(t.app);
  ({ seriesId: prizeSeriesId } = await insertSeries(t.app.db, {
    title: 'Prize Series',
    pricePaise: 49900,
    discountPercent: 0,
    createdAt: '2026-01-01T00:00:00Z',
  }));
  t.app.config.site.prizeSeriesId = prizeSeriesId;
  quiz = await insertQuiz(t.app, { title: 'GATE CS Weekly Quiz 49', keys });
});
afterAll(() => t?.close());

const learner = async (name: string): Promise<Learner> => {
  const { user, cookie } = await signIn(t.app, { name });
  return { userId: user.id, cookie };
};
/** The parts of the solutions an answer carries: none may, before the quiz settles. */
const solutionsIn = (body: unknown) => [...partsIn(body, known).keys()].filter((part) => SOLUTION_PARTS.includes(part));

describe('the two-account attack on an open weekly quiz', () => {
  let cheat: Learner;
  let honest: Learner;

  it('gives the first account its score at once, and no key, verdict, explanation or statistic', async () => {
    const scout = await learner('Scout Account');
    expect((await api.start(scout, quiz.quizId)).statusCode).toBe(200);
    const submitted = await api.submit(scout, quiz.quizId);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().analyzedData.basicMetrics.score).toBe(0);
    expect(submitted.json().analyzedData.questionAnalysis).toBeUndefined();
    expect(solutionsIn(submitted.json())).toEqual([]);

    const result = (await api.getQuiz(scout, quiz.quizId)).json();
    expect(result).toMatchObject({ attempted: true, solutions: 'pending', standing: { rank: 1, takers: 1 } });
    expect(Date.parse(result.solutionsOpenAt)).toBeGreaterThan(Date.now() + 86_000_000);
    expect(solutionsIn(result)).toEqual([]);
    // nor around the result: the leaderboard, the week, the dashboard, the data export
    for (const url of [`/api/quiz/${quiz.quizId}/leaderboard`, '/api/quiz/weekly', `/api/testseries/mylearning/${scout.userId}`, '/api/account/export']) {
      const answer = await t.app.inject({ url, headers: { cookie: scout.cookie } });
      expect({ url, status: answer.statusCode, parts: solutionsIn(answer.json()) }).toEqual({ url, status: 200, parts: [] });
    }
  });

  it('serves the paper to the second account only once it has started, the clock running', async () => {
    cheat = await learner('Quick Fingers');
    const early = await api.paper(cheat, quiz.quizId);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('not-started');
    const view = (await api.getQuiz(cheat, quiz.quizId)).json();
    expect(view.attempted).toBe(false);
    expect(partsIn(view, known).has('questions')).toBe(false);

    const { attempt } = (await api.start(cheat, quiz.quizId)).json();
    expect((await api.paper(cheat, quiz.quizId)).statusCode).toBe(200);
    // the key learned elsewhere, sent at once: full marks, seconds after the start
    const submitted = await api.submit(cheat, quiz.quizId, { answers: answersFor(quiz, { right: keys }) });
    expect(submitted.json().analyzedData.basicMetrics.score).toBe(4);
    expect(solutionsIn(submitted.json())).toEqual([]);
    const [row] = await t.app.db.select().from(attempts).where(eq(attempts.id, attempt.attemptId));
    expect(row!.submittedAt!.getTime() - row!.startedAt.getTime()).toBeLessThan(10_000);
  });

  it('holds the second account’s full marks for a master, flagged, and gives the prize to the honest rank 1 once confirmed', async () => {
    // an honest taker: eight minutes on the paper, three of four right
    honest = await learner('Honest Taker');
    const { attempt } = (await api.start(honest, quiz.quizId)).json();
    await t.app.db
      .update(attempts)
      .set({ startedAt: sql`now() - interval '480 seconds'`, deadline: sql`now() + interval '120 seconds'` })
      .where(eq(attempts.id, attempt.attemptId));
    await api.submit(honest, quiz.quizId, { answers: answersFor(quiz, { right: keys.slice(0, 3), wrong: keys.slice(3) }) });
    expect((await api.leaderboard(honest, quiz.quizId)).json().rows.map((row: { name: string }) => row.name)).toEqual([
      'Quick Fingers',
      'Honest Taker',
      'Scout Account',
    ]);

    // the quiz closes and its last attempt ends: the job opens a review and awards nothing
    await moveWindow(t.app, quiz.quizId, 7200, -(600 + IN_FLIGHT_ALLOWANCE_SECONDS + 60));
    await openWinnerReviews(t.app.db);
    expect(await t.app.db.select().from(weeklyWinners).where(eq(weeklyWinners.quizId, quiz.quizId))).toEqual([]);
    expect(await t.app.db.select().from(enrolments).where(eq(enrolments.seriesId, prizeSeriesId))).toEqual([]);
    const announced = await t.app.db.select({ title: notifications.title }).from(notifications);
    expect(announced.filter((row) => row.title.includes('GATE CS Weekly Quiz 49'))).toEqual([]);

    const master = await signIn(t.app, { role: 'master' });
    const reviews = winnerReviewApi(t.app);
    const review = (await reviews.reviewOf(master, quiz.quizId))!;
    expect(review.status).toBe('pending');
    expect(review.candidates.map((candidate) => candidate.user.name)).toEqual(['Quick Fingers']);
    expect(review.candidates[0]!.flags).toEqual(expect.arrayContaining(['fast-finish', 'fast-full-marks']));

    // passed over with a reason: the honest taker is the candidate, with no flag, and is confirmed
    expect((await reviews.pass(master, quiz.quizId, cheat.userId, 'Full marks 2 seconds after starting: the key came from elsewhere.')).statusCode).toBe(200);
    const next = (await reviews.reviewOf(master, quiz.quizId))!;
    expect(next.candidates.map((candidate) => [candidate.user.name, candidate.flags])).toEqual([['Honest Taker', []]]);
    expect((await reviews.confirm(master, quiz.quizId, honest.userId)).statusCode).toBe(200);
    expect((await t.app.db.select().from(weeklyWinners).where(eq(weeklyWinners.quizId, quiz.quizId))).map((row) => row.userId)).toEqual([honest.userId]);
    expect((await t.app.db.select().from(enrolments).where(eq(enrolments.seriesId, prizeSeriesId))).map((row) => row.userId)).toEqual([honest.userId]);

    // and the solutions are everyone's now
    const settled = (await api.getQuiz(cheat, quiz.quizId)).json();
    expect(settled.solutions).toBe('open');
    expect(solutionsIn(settled).sort()).toEqual(['correctness', 'explanations', 'key', 'takerStats']);
  });
});
