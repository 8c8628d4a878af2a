import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts, enrolments, quizzes } from '../../db/schema.ts';
import { loadTestFixtures } from '../../../test/e2e-fixtures.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';
import type { Learner } from '../../../test/exam-api.ts';
import { answersFor, insertQuiz, moveWindow, quizApi, type QuizFixture } from '../../../test/quiz-api.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../../../shared/api/exam.ts';
import { openWinnerReviews, startWinnerJob } from './service.ts';
import { winnerReviewApi } from '../../../test/winner-review.ts';
import { auditLog, notifications, weeklyWinners, winnerReviews } from '../../db/site-schema.ts';
import { PASS_REASON_MISSING, type WinnerReview } from '../../../shared/api/admin-winners.ts';

let t: TestApp;
let api: ReturnType<typeof quizApi>;
let prizeSeriesId: string;
let reviews: ReturnType<typeof winnerReviewApi>;
let master: Awaited<ReturnType<typeof signIn>>;

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
  // the prize a confirmation gives is the app's (PRIZE_SERIES_ID), read when the master confirms
  t.app.config.site.prizeSeriesId = prizeSeriesId;
  reviews = winnerReviewApi(t.app);
  master = await signIn(t.app, { role: 'master', name: 'Kabir Master' });
});
afterAll(() => t.close());

const all = ['e2e-apt-1', 'e2e-apt-2', 'e2e-tech-1', 'e2e-tech-2'];

async function taker(quiz: QuizFixture, name: string, right: string[], seconds = 100, submit = true, perQuestion?: number): Promise<Learner> {
  const { user, cookie } = await signIn(t.app, { name });
  const me = { userId: user.id, cookie };
  const { attempt } = (await api.start(me, quiz.quizId)).json();
  await t.app.db
    .update(attempts)
    .set({ startedAt: sql`now() - make_interval(secs => ${seconds})`, deadline: sql`now() - make_interval(secs => ${seconds}) + interval '600 seconds'` })
    .where(eq(attempts.id, attempt.attemptId));
  const answers = answersFor(quiz, { right });
  // the seconds the exam view recorded on each question, when the test gives them
  const times = perQuestion === undefined ? {} : { seconds: Object.fromEntries(Object.keys(answers).map((id) => [id, perQuestion])) };
  if (submit) await api.submit(me, quiz.quizId, { answers, ...times });
  else await api.save(me, attempt.attemptId, answers);
  return me;
}

/** Closes the quiz so long ago that every attempt's time limit and in-flight allowance are over. */
const finish = (quiz: QuizFixture) => moveWindow(t.app, quiz.quizId, 7200, -(600 + IN_FLIGHT_ALLOWANCE_SECONDS + 60));
const reviewOf = async (quizId: string) => (await t.app.db.select().from(winnerReviews).where(eq(winnerReviews.quizId, quizId)))[0];
const pendingOf = async (quizId: string): Promise<WinnerReview> => (await reviews.reviewOf(master, quizId))!;
const auditOf = (quizId: string) => t.app.db.select().from(auditLog).where(eq(auditLog.entityId, quizId));
const winnerOf = async (quizId: string) => (await t.app.db.select().from(weeklyWinners).where(eq(weeklyWinners.quizId, quizId)))[0];
const slugOf = async (quizId: string) => (await t.app.db.select({ slug: quizzes.slug }).from(quizzes).where(eq(quizzes.id, quizId)))[0]!.slug;
const notificationOf = async (quizId: string) => t.app.inject({ method: 'GET', url: `/api/notifications/winner-${await slugOf(quizId)}` });
const cardOf = async (quizId: string) => {
  const week = (await api.weekly(null)).json();
  return [...week.thisWeek.quizzes, ...week.pastWeeks.flatMap((w: { quizzes: unknown[] }) => w.quizzes)].find((item: { _id: string }) => item._id === quizId);
};
const prizeEnrolments = (userId: string) =>
  t.app.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.source, 'prize')));

describe('the weekly winner', () => {
  it('waits for a master at the finish: nothing is recorded, enrolled or announced until rank 1 is confirmed, once', async () => {
    const quiz = await insertQuiz(t.app, { title: 'GATE Weekly Quiz 47' });
    const best = await taker(quiz, 'Meera Nair', all, 100, true, 20);
    await taker(quiz, 'Kabir Das', all.slice(0, 2));
    await finish(quiz);

    expect(await openWinnerReviews(t.app.db)).toBe(1);
    expect(await openWinnerReviews(t.app.db)).toBe(0);
    expect(await reviewOf(quiz.quizId)).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null });
    expect(await winnerOf(quiz.quizId)).toBeUndefined();
    expect(await prizeEnrolments(best.userId)).toHaveLength(0);
    expect((await notificationOf(quiz.quizId)).statusCode).toBe(404);
    expect(await cardOf(quiz.quizId)).toMatchObject({ state: 'closed', takers: 2, winner: null, winnerPending: true });
    expect((await api.weekly(null)).json().lastWinner?.quizTitle).not.toBe('GATE Weekly Quiz 47');

    // the review lists rank 1 with what the master weighs: an honest finish raises no flag
    const pending = await pendingOf(quiz.quizId);
    expect(pending).toMatchObject({ status: 'pending', quizTitle: 'GATE Weekly Quiz 47', takers: 2, passed: [] });
    expect(pending.candidates).toEqual([
      expect.objectContaining({
        user: { id: best.userId, name: 'Meera Nair', email: expect.stringContaining('@example.com') },
        rank: 1,
        score: 4,
        maxScore: 4,
        answered: 4,
        questionSeconds: [20, 20, 20, 20],
        flags: [],
      }),
    ]);
    expect(pending.candidates[0]!.timeTaken).toBeGreaterThanOrEqual(100);

    // a creator sees the review but may not decide it
    const creator = await signIn(t.app, { role: 'creator' });
    expect((await reviews.list(creator)).statusCode).toBe(200);
    expect((await reviews.confirm(creator, quiz.quizId, best.userId)).statusCode).toBe(403);

    const confirmed = await reviews.confirm(master, quiz.quizId, best.userId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().review).toMatchObject({ status: 'confirmed', decidedBy: { id: master.user.id, name: 'Kabir Master' }, candidates: [] });
    expect(await winnerOf(quiz.quizId)).toMatchObject({ userId: best.userId, seriesId: prizeSeriesId, reason: 'closing' });
    expect(await prizeEnrolments(best.userId)).toHaveLength(1);
    const notification = await notificationOf(quiz.quizId);
    expect(notification.statusCode).toBe(200);
    expect(notification.json().title).toBe('Meera Nair wins the GATE Weekly Quiz 47');
    expect(notification.json().body).toContain('Meera Nair wins free access to the GATE CS Prize Series.');
    expect(notification.json().hindi).toEqual({
      title: 'GATE Weekly Quiz 47 के विजेता: Meera Nair',
      body: expect.stringContaining('इनाम में उन्हें GATE CS Prize Series का मुफ़्त एक्सेस मिला है।'),
    });
    expect(await auditOf(quiz.quizId)).toEqual([
      expect.objectContaining({
        actorId: master.user.id,
        action: 'quiz.winner-confirm',
        entity: 'quiz',
        detail: { before: { status: 'pending' }, after: expect.objectContaining({ status: 'confirmed', userId: best.userId, score: 4, prizeSeriesId }) },
      }),
    ]);

    // a second confirmation gives nothing twice
    const again = await reviews.confirm(master, quiz.quizId, best.userId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'review-decided', message: "This quiz's winner is already confirmed: the prize is given once." });
    expect(await prizeEnrolments(best.userId)).toHaveLength(1);
    expect(await openWinnerReviews(t.app.db)).toBe(0);

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
    expect(await cardOf(quiz.quizId)).toMatchObject({ state: 'closed', takers: 2, winner: expected, winnerPending: false });
    expect((await api.weekly(null)).json().lastWinner).toMatchObject(expected);
  });

  it('flags an impossible rank 1; passing them over with a reason makes the honest runner-up the candidate, audited', async () => {
    const quiz = await insertQuiz(t.app, { title: 'GATE Weekly Quiz 48' });
    // a second account that knew the answers: full marks, 3 seconds from start to submit
    const cheat = await taker(quiz, 'Speedy Second Account', all, 3, true, 1);
    const honest = await taker(quiz, 'Honest Runner Up', all.slice(0, 3), 420, true, 100);
    await finish(quiz);
    await openWinnerReviews(t.app.db);

    const [flagged] = (await pendingOf(quiz.quizId)).candidates;
    expect(flagged).toMatchObject({ user: { id: cheat.userId }, rank: 1, score: 4, maxScore: 4, answered: 4 });
    // each question's seconds, as recorded: none can be more than the 3 seconds the attempt lasted
    expect(flagged!.questionSeconds).toHaveLength(4);
    for (const seconds of flagged!.questionSeconds) expect(seconds).toBeLessThanOrEqual(3);
    expect(flagged!.flags).toEqual(['fast-answers', 'fast-finish', 'fast-full-marks']);

    // the runner-up is not a candidate yet; an empty reason is refused
    const early = await reviews.confirm(master, quiz.quizId, honest.userId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'not-a-candidate', message: expect.stringContaining('rank 2 on the leaderboard, not rank 1') });
    for (const reason of ['', '   ', undefined]) {
      const refused = await reviews.pass(master, quiz.quizId, cheat.userId, reason);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'invalid-input', message: expect.stringContaining(PASS_REASON_MISSING) });
    }
    expect((await reviews.pass(await signIn(t.app, { role: 'creator' }), quiz.quizId, cheat.userId, 'No')).statusCode).toBe(403);

    const passed = await reviews.pass(master, quiz.quizId, cheat.userId, '  Full marks in 3 seconds: a second account  ');
    expect(passed.statusCode).toBe(200);
    const review = passed.json().review as WinnerReview;
    expect(review.status).toBe('pending');
    expect(review.candidates).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: honest.userId }), rank: 2, score: 3, flags: [] })]);
    expect(review.passed).toEqual([
      {
        user: { id: cheat.userId, name: 'Speedy Second Account', email: expect.any(String) },
        reason: 'Full marks in 3 seconds: a second account',
        passedBy: { id: master.user.id, name: 'Kabir Master' },
        passedAt: expect.any(String),
      },
    ]);
    expect(await auditOf(quiz.quizId)).toEqual([
      expect.objectContaining({
        actorId: master.user.id,
        action: 'quiz.winner-pass',
        detail: {
          before: { status: 'pending', candidate: expect.objectContaining({ userId: cheat.userId, score: 4, rank: 1 }) },
          after: { status: 'pending', passed: cheat.userId, reason: 'Full marks in 3 seconds: a second account', nextCandidates: [honest.userId] },
        },
      }),
    ]);
    expect(await winnerOf(quiz.quizId)).toBeUndefined();

    // the passed-over learner can be neither confirmed nor passed again
    const cheatConfirmed = await reviews.confirm(master, quiz.quizId, cheat.userId);
    expect(cheatConfirmed.statusCode).toBe(409);
    expect(cheatConfirmed.json().message).toContain('was passed over ("Full marks in 3 seconds: a second account")');
    const stranger = await signIn(t.app);
    expect((await reviews.confirm(master, quiz.quizId, stranger.user.id)).json()).toMatchObject({
      code: 'not-a-candidate',
      message: expect.stringContaining('did not submit'),
    });

    expect((await reviews.confirm(master, quiz.quizId, honest.userId)).statusCode).toBe(200);
    expect(await winnerOf(quiz.quizId)).toMatchObject({ userId: honest.userId, reason: 'closing' });
    expect(await prizeEnrolments(cheat.userId)).toHaveLength(0);
    expect((await notificationOf(quiz.quizId)).json().title).toBe('Honest Runner Up wins the GATE Weekly Quiz 48');
  });

  it('closes the review with no winner when every taker is passed over', async () => {
    const quiz = await insertQuiz(t.app);
    const only = await taker(quiz, 'Only Taker', all, 4);
    await finish(quiz);
    await openWinnerReviews(t.app.db);
    const passed = await reviews.pass(master, quiz.quizId, only.userId, 'Four answers in four seconds');
    expect(passed.json().review).toMatchObject({ status: 'no-winner', candidates: [], decidedBy: { id: master.user.id } });
    expect(await reviewOf(quiz.quizId)).toMatchObject({ status: 'no-winner', decidedBy: master.user.id });
    expect(await winnerOf(quiz.quizId)).toBeUndefined();
    expect((await reviews.confirm(master, quiz.quizId, only.userId)).json()).toMatchObject({
      code: 'review-decided',
      message: expect.stringContaining('no winner'),
    });
    expect(await cardOf(quiz.quizId)).toMatchObject({ winner: null, winnerPending: false });
  });

  it('lists every learner tied at rank 1 as a candidate; the one confirmed wins and the review is decided', async () => {
    const quiz = await insertQuiz(t.app);
    const first = await taker(quiz, 'Tied First', all, 200);
    const second = await taker(quiz, 'Tied Second', all, 200);
    await taker(quiz, 'Slower Full Marks', all, 300);
    // the same grader's seconds: a tie on the leaderboard's own rule
    await t.app.db.execute(
      sql`update attempts set analysis = jsonb_set(analysis, '{basicMetrics,timeTaken}', '200') where quiz_id = ${quiz.quizId} and user_id in (${first.userId}, ${second.userId})`,
    );
    await finish(quiz);
    await openWinnerReviews(t.app.db);
    const { candidates } = await pendingOf(quiz.quizId);
    expect(candidates.map((candidate) => [candidate.user.id, candidate.rank])).toEqual(
      expect.arrayContaining([
        [first.userId, 1],
        [second.userId, 1],
      ]),
    );
    expect(candidates).toHaveLength(2);
    expect((await reviews.confirm(master, quiz.quizId, second.userId)).statusCode).toBe(200);
    expect((await reviews.confirm(master, quiz.quizId, first.userId)).statusCode).toBe(409);
    expect(await t.app.db.select().from(weeklyWinners).where(eq(weeklyWinners.quizId, quiz.quizId))).toEqual([
      expect.objectContaining({ userId: second.userId, reason: 'closing' }),
    ]);
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
    expect(await openWinnerReviews(t.app.db)).toBe(1);
    expect((await pendingOf(quiz.quizId)).candidates.map((candidate) => candidate.user.id)).toEqual([left.userId]);
    const [row] = await t.app.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.quizId, quiz.quizId), eq(attempts.userId, left.userId)));
    expect(row).toMatchObject({ endedBy: 'deadline', score: 4 });
  });

  it('waits while an attempt started before the close can still run, and opens no review for a quiz nobody took', async () => {
    const running = await insertQuiz(t.app);
    await taker(running, 'Still Running', all);
    // closed a minute ago: an attempt started just before the close has minutes left
    await moveWindow(t.app, running.quizId, 7200, -60);
    const empty = await insertQuiz(t.app);
    await finish(empty);
    expect(await openWinnerReviews(t.app.db)).toBe(0);
    expect(await reviewOf(running.quizId)).toBeUndefined();
    expect(await reviewOf(empty.quizId)).toBeUndefined();
    await finish(running);
    expect(await openWinnerReviews(t.app.db)).toBe(1);
  });

  it('is still recorded and announced, without a prize, when there is no prize series', async () => {
    const quiz = await insertQuiz(t.app, { title: 'Prizeless Quiz' });
    const best = await taker(quiz, 'No Prize Winner', all);
    await finish(quiz);
    await openWinnerReviews(t.app.db);
    // a live site (no demo content) without PRIZE_SERIES_ID: no demo series stands in
    t.app.config.site.prizeSeriesId = undefined;
    try {
      expect((await reviews.confirm(master, quiz.quizId, best.userId)).statusCode).toBe(200);
    } finally {
      t.app.config.site.prizeSeriesId = prizeSeriesId;
    }
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

  it('is put up for review by the job once at start, which stops cleanly', async () => {
    const quiz = await insertQuiz(t.app);
    await taker(quiz, 'Job Winner', all);
    await finish(quiz);
    const stop = startWinnerJob(t.app, { intervalMs: 60_000 });
    try {
      await expect.poll(async () => (await reviewOf(quiz.quizId))?.status, { timeout: 5000 }).toBe('pending');
      expect(await winnerOf(quiz.quizId)).toBeUndefined();
    } finally {
      await stop();
    }
  });

  it.runIf(process.env.DATABASE_URL)('is awarded exactly once when two masters confirm at the same time on PostgreSQL', async () => {
    const quiz = await insertQuiz(t.app);
    const best = await taker(quiz, 'Concurrent Winner', all);
    await taker(quiz, 'Runner Up', all.slice(0, 1));
    await finish(quiz);
    // two connections of the pool play two app instances closing the same week
    const runs = await Promise.all([openWinnerReviews(t.app.db), openWinnerReviews(t.app.db)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    const other = await signIn(t.app, { role: 'god' });
    const answers = await Promise.all([reviews.confirm(master, quiz.quizId, best.userId), reviews.confirm(other, quiz.quizId, best.userId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(weeklyWinners).where(eq(weeklyWinners.quizId, quiz.quizId))).toHaveLength(1);
    expect(await prizeEnrolments(best.userId)).toHaveLength(1);
    const slug = `winner-${await slugOf(quiz.quizId)}`;
    expect(await t.app.db.select().from(notifications).where(eq(notifications.slug, slug))).toHaveLength(1);
  });
});
