// The demo content `npm start` loads shows every state of the weekly quiz.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { loadTestFixtures } from '../../../test/e2e-fixtures.ts';
import { loadDemoContent } from '../../dev/demo/load.ts';
import { answersFor, insertQuiz, moveWindow, quizApi } from '../../../test/quiz-api.ts';
import type { WeeklyQuizzesResponse } from '../../../shared/api/quiz.ts';
import { openWinnerReviews } from './service.ts';
import { confirmRankOne, winnerReviewApi } from '../../../test/winner-review.ts';

let t: TestApp;
let api: ReturnType<typeof quizApi>;

beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoContent(t.app.db)).toBe(true);
  api = quizApi(t.app);
});
afterAll(() => t.close());

describe('the demo weekly quizzes', () => {
  it("list this week's open GATE and UGC NET quizzes and last week's closed quizzes, one with its winner", async () => {
    const body = (await api.weekly(null)).json() as WeeklyQuizzesResponse;
    expect(body.exams).toEqual(['GATE', 'UGC NET']);
    expect(body.thisWeek.quizzes.map((quiz) => [quiz.exam, quiz.state, quiz.questionCount])).toEqual(
      expect.arrayContaining([
        ['GATE', 'open', 10],
        ['UGC NET', 'open', 10],
      ]),
    );
    const [lastWeek] = body.pastWeeks;
    expect(lastWeek?.quizzes).toHaveLength(2);
    const gate = lastWeek!.quizzes.find((quiz) => quiz.exam === 'GATE')!;
    expect(gate).toMatchObject({ state: 'closed', takers: 9, winner: { name: 'Priya Iyer', score: 8.67, maxScore: 10 }, winnerPending: false });
    // last week's UGC NET quiz: its rank 1 waits for a master, so no winner is shown yet
    const net = lastWeek!.quizzes.find((quiz) => quiz.exam === 'UGC NET')!;
    expect(net).toMatchObject({ state: 'closed', takers: 6, winner: null, winnerPending: true });
    expect(body.lastWinner).toMatchObject({
      name: 'Priya Iyer',
      image: '/avatars/priya.svg',
      prizeSeries: { title: 'GATE CS 2027 Pro Mock Series' },
    });

    const board = (await api.leaderboard(null, gate._id, '?pageSize=100')).json();
    expect(board.rows).toHaveLength(9);
    expect(board.rows.slice(0, 2).map((row: { name: string; rank: number }) => [row.name, row.rank])).toEqual([
      ['Priya Iyer', 1],
      ['Kavya Menon', 2],
    ]);
    // the winner job agrees with the demo: both reviews are open already
    expect(await openWinnerReviews(t.app.db)).toBe(0);
  });

  it("show the master last week's UGC NET rank 1 flagged for an impossible finish, and an honest runner-up next", async () => {
    const master = await signIn(t.app, { role: 'master' });
    const reviews = (await winnerReviewApi(t.app).list(master)).json().reviews;
    const pending = reviews.filter((review: { status: string }) => review.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ quizTitle: 'UGC NET CS Weekly Quiz: Theory of Computation, Compilers & OS', takers: 6, passed: [] });
    expect(pending[0].candidates).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ name: 'Vikram Singh', email: 'vikram.singh@example.com' }),
        rank: 1,
        score: 10,
        timeTaken: 38,
        flags: ['fast-answers', 'fast-full-marks'],
      }),
    ]);
    const board = (await api.leaderboard(null, pending[0].quizId, '?pageSize=100')).json();
    const runnerUp = board.rows[1];
    expect(runnerUp).toMatchObject({ name: 'Sneha Kulkarni', rank: 2 });
    // the GATE quiz's review was confirmed by the demo master
    expect(reviews).toContainEqual(expect.objectContaining({ quizTitle: 'GATE CS Weekly Quiz: Data Structures & Algorithms', status: 'confirmed' }));
  });

  it('make the demo GATE CS series the prize where the demo content is, when PRIZE_SERIES_ID is unset', async () => {
    await loadTestFixtures(t.app.db);
    const quiz = await insertQuiz(t.app);
    const { user, cookie } = await signIn(t.app, { name: 'Demo Prize Winner' });
    await api.start({ userId: user.id, cookie }, quiz.quizId);
    await api.submit({ userId: user.id, cookie }, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-apt-1'] }) });
    await moveWindow(t.app, quiz.quizId, 7200, -3600);
    expect(await confirmRankOne(t.app, quiz.quizId, { demoPrize: true })).toBe(user.id);
    const body = (await api.weekly(null)).json() as WeeklyQuizzesResponse;
    expect(body.lastWinner).toMatchObject({ name: 'Demo Prize Winner', prizeSeries: { title: 'GATE CS 2027 Pro Mock Series' } });
  });

  it('load once: a second load changes nothing', async () => {
    expect(await loadDemoContent(t.app.db)).toBe(false);
  });
});
