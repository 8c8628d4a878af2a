import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts, enrolments, quizzes } from '../../db/schema.ts';
import { notifications, weeklyWinners } from '../../db/site-schema.ts';
import { loadTestFixtures } from '../../../test/e2e-fixtures.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';
import type { Learner } from '../../../test/exam-api.ts';
import { answersFor, insertQuiz, moveWindow, quizApi, type QuizFixture } from '../../../test/quiz-api.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../../../shared/api/exam.ts';
import { announceWinners, startWinnerJob, type PrizeSetting } from './service.ts';

let t: TestApp;
let api: ReturnType<typeof quizApi>;
let prize: PrizeSetting;
let prizeSeriesId: string;

beforeAll(async () => {
  t = await createTestApp();
  await loadTestFixtures(t.app.db);
  api = quizApi(t.app);
  ({ seriesId: prizeSeriesId } = await insertSeries(t.app.db, {
    title: 'GATE CS Prize Series',
    pricePaise: 49900,
    discountPercent: 0,
    createdAt: '2026-01-01T00:00:00Z',
  }));
  prize = { seriesId: prizeSeriesId, demoPrize: false };
});
afterAll(() => t.close());

const all = ['e2e-apt-1', 'e2e-apt-2', 'e2e-tech-1', 'e2e-tech-2'];

async function taker(quiz: QuizFixture, name: string, right: string[], seconds = 100, submit = true): Promise<Learner> {
  const { user, cookie } = await signIn(t.app, { name });
  const me = { userId: user.id, cookie };
  const { attempt } = (await api.start(me, quiz.quizId)).json();
  await t.app.db
    .update(attempts)
    .set({ startedAt: sql`now() - make_interval(secs => ${seconds})`, deadline: sql`now() - make_interval(secs => ${seconds}) + interval '600 seconds'` })
    .where(eq(attempts.id, attempt.attemptId));
  if (submit) await api.submit(me, quiz.quizId, { answers: answersFor(quiz, { right }) });
  else await api.save(me, attempt.attemptId, answersFor(quiz, { right }));
  return me;
}

/** Closes the quiz so long ago that every attempt's time limit and in-flight allowance are over. */
const finish = (quiz: QuizFixture) => moveWindow(t.app, quiz.quizId, 7200, -(600 + IN_FLIGHT_ALLOWANCE_SECONDS + 60));
const winnerOf = async (quizId: string) => (await t.app.db.select().from(weeklyWinners).where(eq(weeklyWinners.quizId, quizId)))[0];
const slugOf = async (quizId: string) => (await t.app.db.select({ slug: quizzes.slug }).from(quizzes).where(eq(quizzes.id, quizId)))[0]!.slug;
const prizeEnrolments = (userId: string) =>
  t.app.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.source, 'prize')));

describe('the weekly winner', () => {
  it('is rank 1 of a finished quiz: recorded, enrolled free in the prize series and announced, once', async () => {
    const quiz = await insertQuiz(t.app, { title: 'GATE Weekly Quiz 47' });
    const best = await taker(quiz, 'Meera Nair', all);
    await taker(quiz, 'Kabir Das', all.slice(0, 2));
    await finish(quiz);

    expect(await announceWinners(t.app.db, prize)).toBe(1);
    expect(await winnerOf(quiz.quizId)).toMatchObject({ userId: best.userId, seriesId: prizeSeriesId });
    expect(await prizeEnrolments(best.userId)).toHaveLength(1);
    const notification = await t.app.inject({ method: 'GET', url: `/api/notifications/winner-${await slugOf(quiz.quizId)}` });
    expect(notification.statusCode).toBe(200);
    expect(notification.json().title).toBe('Meera Nair wins the GATE Weekly Quiz 47');
    expect(notification.json().body).toContain('Meera Nair wins free access to the GATE CS Prize Series.');
    expect(notification.json().hindi).toEqual({
      title: 'GATE Weekly Quiz 47 के विजेता: Meera Nair',
      body: expect.stringContaining('इनाम में उन्हें GATE CS Prize Series का मुफ़्त एक्सेस मिला है।'),
    });

    expect(await announceWinners(t.app.db, prize)).toBe(0);
    expect(await prizeEnrolments(best.userId)).toHaveLength(1);

    const week = (await api.weekly(null)).json();
    const card = [...week.thisWeek.quizzes, ...week.pastWeeks.flatMap((w: { quizzes: unknown[] }) => w.quizzes)].find(
      (item: { _id: string }) => item._id === quiz.quizId,
    );
    const expected = {
      quizId: quiz.quizId,
      quizTitle: 'GATE Weekly Quiz 47',
      exam: 'GATE',
      name: 'Meera Nair',
      image: null,
      score: 4,
      maxScore: 4,
      prizeSeries: { testSeriesId: prizeSeriesId, title: 'GATE CS Prize Series' },
    };
    expect(card).toMatchObject({ state: 'closed', takers: 2, winner: expected });
    expect(week.lastWinner).toMatchObject(expected);
  });

  it('breaks a tie at rank 1 by the leaderboard order: the faster of two equal scores wins', async () => {
    const quiz = await insertQuiz(t.app);
    await taker(quiz, 'Slower Full Marks', all, 300);
    const faster = await taker(quiz, 'Faster Full Marks', all, 120);
    await finish(quiz);
    expect(await announceWinners(t.app.db, prize)).toBe(1);
    expect((await winnerOf(quiz.quizId))?.userId).toBe(faster.userId);
  });

  it('finalises attempts left open before ranking: a learner who never pressed Submit can win', async () => {
    const quiz = await insertQuiz(t.app);
    await taker(quiz, 'Submitted Two', all.slice(0, 2));
    const left = await taker(quiz, 'Left Open', all, 100, false);
    // its time ran out with the quiz: started before the close, never submitted
    await t.app.db
      .update(attempts)
      .set({ startedAt: sql`now() - interval '700 seconds'`, deadline: sql`now() - interval '100 seconds'` })
      .where(eq(attempts.userId, left.userId));
    await finish(quiz);
    expect(await announceWinners(t.app.db, prize)).toBe(1);
    expect((await winnerOf(quiz.quizId))?.userId).toBe(left.userId);
    const [row] = await t.app.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.quizId, quiz.quizId), eq(attempts.userId, left.userId)));
    expect(row).toMatchObject({ endedBy: 'deadline', score: 4 });
  });

  it('waits while an attempt started before the close can still run, and gives a quiz nobody took no winner', async () => {
    const running = await insertQuiz(t.app);
    await taker(running, 'Still Running', all);
    // closed a minute ago: an attempt started just before the close has minutes left
    await moveWindow(t.app, running.quizId, 7200, -60);
    const empty = await insertQuiz(t.app);
    await finish(empty);
    expect(await announceWinners(t.app.db, prize)).toBe(0);
    expect(await winnerOf(running.quizId)).toBeUndefined();
    expect(await winnerOf(empty.quizId)).toBeUndefined();
    await finish(running);
    expect(await announceWinners(t.app.db, prize)).toBe(1);
  });

  it('is still recorded and announced, without a prize, when there is no prize series', async () => {
    const quiz = await insertQuiz(t.app, { title: 'Prizeless Quiz' });
    const best = await taker(quiz, 'No Prize Winner', all);
    await finish(quiz);
    // a live site (no demo content) without PRIZE_SERIES_ID: no demo series stands in
    expect(await announceWinners(t.app.db, { demoPrize: false })).toBe(1);
    expect(await winnerOf(quiz.quizId)).toMatchObject({ userId: best.userId, seriesId: null });
    expect(await prizeEnrolments(best.userId)).toHaveLength(0);
    const [notification] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.slug, `winner-${await slugOf(quiz.quizId)}`));
    expect(notification?.body).toContain('No prize series is on offer this week');
    const week = (await api.weekly(null)).json();
    expect(week.lastWinner).toMatchObject({ quizTitle: 'Prizeless Quiz', prizeSeries: null });
  });

  it('is announced by the job once at start, which stops cleanly', async () => {
    const quiz = await insertQuiz(t.app);
    await taker(quiz, 'Job Winner', all);
    await finish(quiz);
    const stop = startWinnerJob(t.app, { intervalMs: 60_000 });
    try {
      await expect.poll(async () => (await winnerOf(quiz.quizId))?.quizId, { timeout: 5000 }).toBe(quiz.quizId);
    } finally {
      await stop();
    }
  });

  it.runIf(process.env.DATABASE_URL)('is awarded exactly once when two closing jobs run at the same time on PostgreSQL', async () => {
    const quiz = await insertQuiz(t.app);
    const best = await taker(quiz, 'Concurrent Winner', all);
    await taker(quiz, 'Runner Up', all.slice(0, 1));
    await finish(quiz);
    // two connections of the pool play two app instances closing the same week
    const runs = await Promise.all([announceWinners(t.app.db, prize), announceWinners(t.app.db, prize)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await t.app.db.select().from(weeklyWinners).where(eq(weeklyWinners.quizId, quiz.quizId))).toHaveLength(1);
    expect(await prizeEnrolments(best.userId)).toHaveLength(1);
    const slug = `winner-${await slugOf(quiz.quizId)}`;
    expect(await t.app.db.select().from(notifications).where(eq(notifications.slug, slug))).toHaveLength(1);
  });
});
