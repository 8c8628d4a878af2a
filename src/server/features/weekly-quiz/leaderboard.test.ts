import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts } from '../../db/schema.ts';
import { loadTestFixtures } from '../../../test/e2e-fixtures.ts';
import type { Learner } from '../../../test/exam-api.ts';
import { answersFor, insertQuiz, quizApi, type QuizFixture } from '../../../test/quiz-api.ts';

let t: TestApp;
let api: ReturnType<typeof quizApi>;

beforeAll(async () => {
  t = await createTestApp();
  await loadTestFixtures(t.app.db);
  api = quizApi(t.app);
});
afterAll(() => t.close());

/** A learner who took the quiz with `right` answers right and `wrong` wrong, in `seconds`, submitting `ago` seconds ago. */
async function taker(quiz: QuizFixture, name: string, { right = [] as string[], wrong = [] as string[], seconds = 300, ago = 0 }) {
  const { user, cookie } = await signIn(t.app, { name });
  const me: Learner = { userId: user.id, cookie };
  const { attempt } = (await api.start(me, quiz.quizId)).json();
  // started `seconds` before the submit (the grader measures that), then the whole attempt moved `ago` seconds back
  await t.app.db
    .update(attempts)
    .set({
      startedAt: sql`now() - make_interval(secs => ${seconds})`,
      deadline: sql`now() - make_interval(secs => ${seconds}) + interval '600 seconds'`,
    })
    .where(eq(attempts.id, attempt.attemptId));
  await api.submit(me, quiz.quizId, { answers: answersFor(quiz, { right, wrong }) });
  const back = sql`make_interval(secs => ${ago})`;
  await t.app.db
    .update(attempts)
    .set({ startedAt: sql`started_at - ${back}`, deadline: sql`deadline - ${back}`, submittedAt: sql`submitted_at - ${back}` })
    .where(eq(attempts.id, attempt.attemptId));
  return me;
}

describe('a quiz leaderboard', () => {
  it('orders by score, time taken, then submission; ties share a rank; pages carry the learner own row', async () => {
    const quiz = await insertQuiz(t.app);
    const all = ['e2e-apt-1', 'e2e-apt-2', 'e2e-tech-1', 'e2e-tech-2'];
    const top = await taker(quiz, 'Top Scorer', { right: all, seconds: 400 });
    const tieLate = await taker(quiz, 'Tie Late', { right: all.slice(0, 3), seconds: 200, ago: 10 });
    const tieEarly = await taker(quiz, 'Tie Early', { right: all.slice(0, 3), seconds: 200, ago: 100 });
    const slowThree = await taker(quiz, 'Slow Three', { right: all.slice(0, 3), seconds: 250 });
    const negative = await taker(quiz, 'Guesser', { wrong: all.slice(0, 2), seconds: 60 });

    const first = await api.leaderboard(negative, quiz.quizId, '?page=1&pageSize=3');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, quizId: quiz.quizId, title: 'Weekly Quiz', takers: 5, page: 1, pageSize: 3 });
    expect(body.rows.map((row: { name: string; rank: number; score: number; timeTaken: number }) => [row.name, row.rank, row.score, row.timeTaken])).toEqual([
      ['Top Scorer', 1, 4, 400],
      ['Tie Early', 2, 3, 200],
      ['Tie Late', 2, 3, 200],
    ]);
    expect(body.rows.every((row: { isMe: boolean }) => !row.isMe)).toBe(true);
    // the guesser is not on page 1, but sees their own place
    expect(body.me).toEqual({ rank: 5, score: -0.66, timeTaken: 60, percentile: 0 });
    expect(first.body).not.toContain('@example.com');

    const second = (await api.leaderboard(slowThree, quiz.quizId, '?page=2&pageSize=3')).json();
    expect(second.rows.map((row: { name: string; rank: number; isMe: boolean }) => [row.name, row.rank, row.isMe])).toEqual([
      ['Slow Three', 4, true],
      ['Guesser', 5, false],
    ]);
    expect(second.me).toEqual({ rank: 4, score: 3, timeTaken: 250, percentile: 25 });

    // the rank shown with each learner's result and in the week's list is the leaderboard's
    for (const [learner, rank] of [
      [top, 1],
      [tieEarly, 2],
      [tieLate, 2],
      [slowThree, 4],
    ] as const) {
      expect((await api.getQuiz(learner, quiz.quizId)).json().standing.rank).toBe(rank);
    }
    const week = (await api.weekly(tieLate)).json();
    const card = week.thisWeek.quizzes.find((item: { _id: string }) => item._id === quiz.quizId);
    expect(card.mine).toMatchObject({ status: 'attempted', score: 3, maxScore: 4, standing: { rank: 2, takers: 5, percentile: 62.5 } });
  });

  it('is readable signed out, without a row of its own, and defaults to page 1 of 20', async () => {
    const quiz = await insertQuiz(t.app);
    await taker(quiz, 'Only Taker', { right: ['e2e-apt-1'] });
    const body = (await api.leaderboard(null, quiz.quizId)).json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, takers: 1, me: null });
    expect(body.rows).toHaveLength(1);
  });

  it('is 404 for an unknown or unpublished quiz and 400 for a page size over 100', async () => {
    const draft = await insertQuiz(t.app, { status: 'draft' });
    expect((await api.leaderboard(null, draft.quizId)).statusCode).toBe(404);
    expect((await api.leaderboard(null, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.leaderboard(null, draft.quizId, '?pageSize=101')).statusCode).toBe(400);
  });
});
