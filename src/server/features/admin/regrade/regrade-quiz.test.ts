// A closed weekly quiz regraded so that rank 1 changes: after the winner's confirmation the new rank
// 1 wins the prize series too, once (also when two regrades race), the earlier winner keeps theirs,
// the leaderboard follows and the admin's winners list shows both; before it, nothing is awarded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { loadTestFixtures } from '../../../../test/e2e-fixtures.ts';
import { insertQuiz, moveWindow, quizApi, type QuizFixture } from '../../../../test/quiz-api.ts';
import { insertSeries } from '../../../../test/series-fixtures.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS } from '../../../../shared/api/exam.ts';
import { enrolments } from '../../../db/schema.ts';
import { weeklyWinners } from '../../../db/site-schema.ts';
import { paperRegrades, userNotices } from '../../../db/review-schema.ts';
import { openWinnerReviews, type PrizeSetting } from '../../weekly-quiz/service.ts';
import { confirmRankOne, winnerReviewApi } from '../../../../test/winner-review.ts';
import { regradeApi, takeQuiz } from './test-support.ts';

let t: TestApp;
let master: { cookie: string };
let api: ReturnType<typeof regradeApi>;
let prize: PrizeSetting;
let prizeSeriesId: string;

beforeAll(async () => {
  t = await createTestApp();
  await loadTestFixtures(t.app.db);
  master = await signIn(t.app, { role: 'master' });
  api = regradeApi(t.app);
  ({ seriesId: prizeSeriesId } = await insertSeries(t.app.db, {
    title: 'GATE CS Prize Series',
    pricePaise: 49900,
    discountPercent: 0,
    createdAt: '2026-01-01',
  }));
  prize = { seriesId: prizeSeriesId, demoPrize: false };
});
afterAll(() => t.close());

/** Closed so long ago that every attempt's time and in-flight allowance are over. */
const finish = (quiz: QuizFixture) => moveWindow(t.app, quiz.quizId, 7200, -(600 + IN_FLIGHT_ALLOWANCE_SECONDS + 60));
const winnersOf = (quizId: string) => t.app.db.select().from(weeklyWinners).where(eq(weeklyWinners.quizId, quizId));
const prizeEnrolments = (userId: string) =>
  t.app.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.source, 'prize')));
const noticesOf = (userId: string, kind: 'regrade' | 'prize') =>
  t.app.db
    .select()
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), eq(userNotices.kind, kind)));

/**
 * Weekly marking, +1 and -0.33. Asha: all four right in 100 s (4). Bala: tech-1 answered B, wrong by
 * the key, the rest right in 50 s (2.67). Chitra: one right (1). The key of tech-1 says A.
 */
async function takenQuiz(title: string) {
  const quiz = await insertQuiz(t.app, { title });
  const right = { 'e2e-apt-1': 1, 'e2e-apt-2': 1, 'e2e-tech-1': 0, 'e2e-tech-2': 2 };
  const asha = await takeQuiz(t.app, quiz, 'Asha Iyer', right, 100);
  const bala = await takeQuiz(t.app, quiz, 'Bala Krishnan', { ...right, 'e2e-tech-1': 1 }, 50);
  const chitra = await takeQuiz(t.app, quiz, 'Chitra Sen', { 'e2e-apt-1': 1 }, 80);
  await finish(quiz);
  const tech1 = quiz.questionIds['e2e-tech-1']!;
  // B is right after all: Bala 4, Asha 2.67
  const rekey = { kind: 'quiz' as const, paperId: quiz.quizId, questionId: tech1, action: 'rekey' as const, key: { type: 'MCQ', correctIndex: 1 } };
  // or voided for full marks: both 4, Bala faster
  const voidFull = { kind: 'quiz' as const, paperId: quiz.quizId, questionId: tech1, action: 'void-full' as const };
  return { quiz, asha, bala, chitra, rekey, voidFull };
}

describe('a closed weekly quiz regraded so that rank 1 changes', () => {
  it('awards the new rank 1 the prize as well, once; the closing winner keeps theirs; both are listed', async () => {
    const { quiz, asha, bala, rekey, voidFull } = await takenQuiz('GATE Weekly Quiz 48');
    expect(await confirmRankOne(t.app, quiz.quizId, prize)).toBe(asha.userId);
    expect(await winnersOf(quiz.quizId)).toEqual([expect.objectContaining({ userId: asha.userId, reason: 'closing' })]);

    const preview = (await api.dryRun(master, rekey)).json().preview;
    expect(preview).toMatchObject({
      attempts: 3,
      changed: 2,
      rankOne: { before: { user: { id: asha.userId, name: 'Asha Iyer' }, score: 4 }, after: { user: { id: bala.userId, name: 'Bala Krishnan' }, score: 4 } },
      newWinner: { id: bala.userId, name: 'Bala Krishnan' },
    });
    expect(await winnersOf(quiz.quizId)).toHaveLength(1);

    const done = await api.regrade(master, { ...rekey, reason: 'Option B is the right answer: 10 vertices, 9 edges' });
    expect(done.statusCode).toBe(200);
    expect(done.json().regrade.summary).toEqual(preview);
    const regradeId = done.json().regrade.id;
    const rows = await winnersOf(quiz.quizId);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: asha.userId, reason: 'closing', regradeId: null, seriesId: prizeSeriesId }),
        expect.objectContaining({ userId: bala.userId, reason: 'regrade', regradeId, seriesId: prizeSeriesId }),
      ]),
    );
    expect(await prizeEnrolments(bala.userId)).toHaveLength(1);
    expect(await prizeEnrolments(asha.userId)).toHaveLength(1);
    const [told] = await noticesOf(bala.userId, 'prize');
    expect(told).toMatchObject({ title: 'You are rank 1 of the GATE Weekly Quiz 48', link: `/testseriesdetail/${prizeSeriesId}` });
    expect(told!.body).toContain('You win free access to the GATE CS Prize Series');
    expect(await noticesOf(asha.userId, 'prize')).toHaveLength(0);
    expect(await noticesOf(asha.userId, 'regrade')).toEqual([expect.objectContaining({ link: `/weeklyquiz/GATE/${asha.userId}/${quiz.quizId}` })]);

    // the leaderboard, the learner's own place, the week's card
    const board = (await quizApi(t.app).leaderboard(asha, quiz.quizId)).json();
    expect(board.rows.map((row: { name: string; rank: number; score: number }) => [row.name, row.rank, row.score])).toEqual([
      ['Bala Krishnan', 1, 4],
      ['Asha Iyer', 2, 2.67],
      ['Chitra Sen', 3, 1],
    ]);
    expect(board.me).toMatchObject({ rank: 2, score: 2.67, percentile: 50 });
    const week = (await quizApi(t.app).weekly(null)).json();
    const card = [...week.thisWeek.quizzes, ...week.pastWeeks.flatMap((w: { quizzes: unknown[] }) => w.quizzes)].find(
      (item: { _id: string }) => item._id === quiz.quizId,
    );
    expect(card.winner).toMatchObject({ name: 'Bala Krishnan', score: 4 });

    // the god's weekly winners: the regrade's winner beside the closing one, with why
    const god = await signIn(t.app, { role: 'god' });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/winners', headers: { cookie: god.cookie } })).json().winners;
    const ofQuiz = listed.filter((winner: { quizId: string }) => winner.quizId === quiz.quizId);
    expect(ofQuiz).toMatchObject([
      { user: { id: asha.userId }, reason: 'closing', regrade: null, score: 2.67, prize: { seriesId: prizeSeriesId, enrolment: { source: 'prize' } } },
      {
        user: { id: bala.userId },
        reason: 'regrade',
        regrade: { id: regradeId, reason: 'Option B is the right answer: 10 vertices, 9 edges' },
        score: 4,
        prize: { seriesId: prizeSeriesId, enrolment: { source: 'prize' } },
      },
    ]);

    // another regrade that keeps Bala first awards nothing more
    const again = (await api.regrade(master, voidFull)).json().regrade;
    expect(again.summary).toMatchObject({ rankOne: { after: { user: { id: bala.userId } } }, newWinner: null });
    expect(await winnersOf(quiz.quizId)).toHaveLength(2);
    expect(await prizeEnrolments(bala.userId)).toHaveLength(1);
    expect(await noticesOf(bala.userId, 'prize')).toHaveLength(1);
  });

  it('awards nothing while the winner waits for confirmation: the review then names the new rank 1', async () => {
    const { quiz, asha, bala, rekey } = await takenQuiz('GATE Weekly Quiz 49');
    expect(await openWinnerReviews(t.app.db)).toBe(1);
    const reviews = winnerReviewApi(t.app);
    expect((await reviews.reviewOf(master, quiz.quizId))?.candidates.map((candidate) => candidate.user.id)).toEqual([asha.userId]);
    const regraded = (await api.regrade(master, rekey)).json().regrade;
    expect(regraded.summary).toMatchObject({ rankOne: { after: { user: { id: bala.userId } } }, newWinner: null });
    expect(await winnersOf(quiz.quizId)).toHaveLength(0);
    expect(await prizeEnrolments(bala.userId)).toHaveLength(0);
    expect(await noticesOf(bala.userId, 'prize')).toHaveLength(0);
    expect((await reviews.reviewOf(master, quiz.quizId))?.candidates.map((candidate) => [candidate.user.id, candidate.score])).toEqual([[bala.userId, 4]]);
    expect(await confirmRankOne(t.app, quiz.quizId, prize)).toBe(bala.userId);
    expect(await winnersOf(quiz.quizId)).toEqual([expect.objectContaining({ userId: bala.userId, reason: 'closing' })]);
  });

  it('never awards a learner a master passed over, when a regrade after the confirmation makes them rank 1', async () => {
    const { quiz, asha, bala, rekey } = await takenQuiz('GATE Weekly Quiz 51');
    await openWinnerReviews(t.app.db);
    const reviews = winnerReviewApi(t.app);
    // Asha (rank 1) and Bala (rank 2) are passed over, Chitra confirmed; the new key then puts Bala first
    expect((await reviews.pass(master, quiz.quizId, asha.userId, 'Checked: a shared answer sheet')).statusCode).toBe(200);
    expect((await reviews.pass(master, quiz.quizId, bala.userId, 'Same answer sheet as Asha')).statusCode).toBe(200);
    const chitra = (await reviews.reviewOf(master, quiz.quizId))!.candidates[0]!.user.id;
    expect((await reviews.confirm(master, quiz.quizId, chitra)).statusCode).toBe(200);
    const regraded = (await api.regrade(master, rekey)).json().regrade;
    expect(regraded.summary).toMatchObject({ rankOne: { after: { user: { id: bala.userId } } }, newWinner: null });
    expect(await winnersOf(quiz.quizId)).toEqual([expect.objectContaining({ userId: chitra, reason: 'closing' })]);
    expect(await prizeEnrolments(bala.userId)).toHaveLength(0);
  });

  // on PostgreSQL the two run on two connections at once; the embedded database takes them in turn
  it('awards the new winner exactly once when two regrades race', async () => {
    const { quiz, asha, bala, rekey, voidFull } = await takenQuiz('GATE Weekly Quiz 50');
    expect(await confirmRankOne(t.app, quiz.quizId, prize)).toBe(asha.userId);
    const [first, second] = await Promise.all([api.regrade(master, rekey), api.regrade(master, voidFull)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await t.app.db.select().from(paperRegrades).where(eq(paperRegrades.quizId, quiz.quizId))).toHaveLength(2);
    const rows = await winnersOf(quiz.quizId);
    expect(rows.map((row) => [row.userId, row.reason]).sort()).toEqual(
      [
        [asha.userId, 'closing'],
        [bala.userId, 'regrade'],
      ].sort(),
    );
    // exactly one of the two regrades found Bala without a prize, and said so
    const summaries = [first.json().regrade.summary, second.json().regrade.summary];
    expect(summaries.filter((summary) => summary.newWinner?.id === bala.userId)).toHaveLength(1);
    expect(await prizeEnrolments(bala.userId)).toHaveLength(1);
    expect(await noticesOf(bala.userId, 'prize')).toHaveLength(1);
  });
});
