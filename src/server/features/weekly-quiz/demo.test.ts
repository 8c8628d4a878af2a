// The demo content `npm start` loads shows every state of the weekly quiz.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { loadTestFixtures } from '../../../test/e2e-fixtures.ts';
import { loadDemoContent } from '../../dev/demo/load.ts';
import { answersFor, insertQuiz, moveWindow, quizApi } from '../../../test/quiz-api.ts';
import type { WeeklyQuizzesResponse } from '../../../shared/api/quiz.ts';
import { announceWinners } from './service.ts';

let t: TestApp;
let api: ReturnType<typeof quizApi>;

beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoContent(t.app.db)).toBe(true);
  api = quizApi(t.app);
});
afterAll(() => t.close());

describe('the demo weekly quizzes', () => {
  it("list this week's open GATE and UGC NET quizzes and last week's closed quiz with its winner", async () => {
    const body = (await api.weekly(null)).json() as WeeklyQuizzesResponse;
    expect(body.exams).toEqual(['GATE', 'UGC NET']);
    expect(body.thisWeek.quizzes.map((quiz) => [quiz.exam, quiz.state, quiz.questionCount])).toEqual(
      expect.arrayContaining([
        ['GATE', 'open', 10],
        ['UGC NET', 'open', 10],
      ]),
    );
    const [lastWeek] = body.pastWeeks;
    expect(lastWeek?.quizzes).toHaveLength(1);
    expect(lastWeek!.quizzes[0]).toMatchObject({ state: 'closed', takers: 9, winner: { name: 'Priya Iyer', score: 8.67, maxScore: 10 } });
    expect(body.lastWinner).toMatchObject({
      name: 'Priya Iyer',
      image: '/avatars/priya.svg',
      prizeSeries: { title: 'GATE CS 2027 Pro Mock Series' },
    });

    const board = (await api.leaderboard(null, lastWeek!.quizzes[0]!._id, '?pageSize=100')).json();
    expect(board.rows).toHaveLength(9);
    expect(board.rows.slice(0, 2).map((row: { name: string; rank: number }) => [row.name, row.rank])).toEqual([
      ['Priya Iyer', 1],
      ['Kavya Menon', 2],
    ]);
    // the winner job agrees with the demo's winner: nothing is left to announce
    expect(await announceWinners(t.app.db, { demoPrize: true })).toBe(0);
  });

  it('make the demo GATE CS series the prize where the demo content is, when PRIZE_SERIES_ID is unset', async () => {
    await loadTestFixtures(t.app.db);
    const quiz = await insertQuiz(t.app);
    const { user, cookie } = await signIn(t.app, { name: 'Demo Prize Winner' });
    await api.start({ userId: user.id, cookie }, quiz.quizId);
    await api.submit({ userId: user.id, cookie }, quiz.quizId, { answers: answersFor(quiz, { right: ['e2e-apt-1'] }) });
    await moveWindow(t.app, quiz.quizId, 7200, -3600);
    expect(await announceWinners(t.app.db, { demoPrize: true })).toBe(1);
    const body = (await api.weekly(null)).json() as WeeklyQuizzesResponse;
    expect(body.lastWinner).toMatchObject({ name: 'Demo Prize Winner', prizeSeries: { title: 'GATE CS 2027 Pro Mock Series' } });
  });

  it('load once: a second load changes nothing', async () => {
    expect(await loadDemoContent(t.app.db)).toBe(false);
  });
});
