// Weekly winners for the admin: quiz, learner (with e-mail), score and the prize enrolment; and the
// reviews a finished quiz's rank 1 waits in until a master confirms them (issue 39).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, type AdminApi } from '../../../../test/admin-api.ts';
import { insertSeries } from '../../../../test/series-fixtures.ts';
import { attempts, enrolments, quizzes } from '../../../db/schema.ts';
import { weeklyWinners, winnerPasses, winnerReviews } from '../../../db/site-schema.ts';
import { winnerReviewApi } from '../../../../test/winner-review.ts';

let t: TestApp;
let api: AdminApi;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
});
afterAll(() => t.close());

describe('weekly winners', () => {
  it('lists each winner with the quiz, the score and the prize enrolment, for any admin', async () => {
    const creator = await signIn(t.app, { role: 'creator' });
    expect((await api.call(creator, 'GET', '/api/admin/winners')).json()).toEqual({ success: true, winners: [] });

    const winner = await signIn(t.app, { name: 'Kavya Menon' });
    const { seriesId } = await insertSeries(t.app.db, { title: 'GATE CS Pro', pricePaise: 99900, discountPercent: 0, createdAt: '2026-01-05' });
    const [quiz] = await t.app.db
      .insert(quizzes)
      .values({
        slug: 'week-46',
        title: 'Week 46: Algorithms',
        exam: 'GATE',
        timeLimitSeconds: 600,
        opensAt: new Date('2026-11-09T00:00:00Z'),
        closesAt: new Date('2026-11-15T18:29:59Z'),
        status: 'published',
      })
      .returning();
    await t.app.db.insert(attempts).values({
      userId: winner.user.id,
      quizId: quiz!.id,
      startedAt: new Date('2026-11-10T10:00:00Z'),
      deadline: new Date('2026-11-10T10:10:00Z'),
      submittedAt: new Date('2026-11-10T10:08:00Z'),
      score: 9,
      analysis: { basicMetrics: { score: 9, maxPossibleMarks: 10, timeTaken: 480 } },
    });
    await t.app.db.insert(enrolments).values({ userId: winner.user.id, seriesId, source: 'prize', createdAt: new Date('2026-11-16T00:05:00Z') });
    await t.app.db.insert(weeklyWinners).values({ quizId: quiz!.id, userId: winner.user.id, seriesId, announcedAt: new Date('2026-11-16T00:05:00Z') });

    const response = await api.call(creator, 'GET', '/api/admin/winners');
    expect(response.statusCode).toBe(200);
    expect(response.json().winners).toEqual([
      {
        quizId: quiz!.id,
        quizTitle: 'Week 46: Algorithms',
        exam: 'GATE',
        closesAt: '2026-11-15T18:29:59.000Z',
        user: { id: winner.user.id, name: 'Kavya Menon', email: winner.user.email },
        score: 9,
        maxScore: 10,
        announcedAt: '2026-11-16T00:05:00.000Z',
        reason: 'closing',
        regrade: null,
        prize: { seriesId, seriesTitle: 'GATE CS Pro', enrolment: { source: 'prize', createdAt: '2026-11-16T00:05:00.000Z' } },
      },
    ]);
    expect((await api.call(winner, 'GET', '/api/admin/winners')).statusCode).toBe(403);

    // the public answers that name this learner (the leaderboard, the week's winners) never carry the e-mail
    const other = await signIn(t.app);
    const leaderboard = await t.app.inject({ method: 'GET', url: `/api/quiz/${quiz!.id}/leaderboard`, headers: { cookie: other.cookie } });
    expect(leaderboard.statusCode).toBe(200);
    expect(leaderboard.body).toContain('Kavya Menon');
    expect(leaderboard.body).not.toContain(winner.user.email);
    const weekly = await t.app.inject({ method: 'GET', url: '/api/quiz/weekly', headers: { cookie: other.cookie } });
    expect(weekly.statusCode).toBe(200);
    expect(weekly.body).not.toContain(winner.user.email);
  });

  it('lists the quizzes waiting for confirmation first: rank 1 with time per question and the flags of an impossible finish', async () => {
    const creator = await signIn(t.app, { role: 'creator' });
    const master = await signIn(t.app, { role: 'master', name: 'Kabir Das' });
    const cheat = await signIn(t.app, { name: 'Quick Fingers' });
    const honest = await signIn(t.app, { name: 'Steady Learner' });
    const passedEarlier = await signIn(t.app, { name: 'Passed Earlier' });
    const [quiz] = await t.app.db
      .insert(quizzes)
      .values({
        slug: 'week-47',
        title: 'Week 47: Databases',
        exam: 'GATE',
        timeLimitSeconds: 600,
        opensAt: new Date('2026-11-16T00:00:00Z'),
        closesAt: new Date('2026-11-22T18:29:59Z'),
        status: 'published',
      })
      .returning();
    const attempt = (userId: string, startedAt: string, seconds: number, score: number, times: number[]) => ({
      userId,
      quizId: quiz!.id,
      startedAt: new Date(startedAt),
      deadline: new Date(Date.parse(startedAt) + 600_000),
      submittedAt: new Date(Date.parse(startedAt) + seconds * 1000),
      score,
      analysis: {
        basicMetrics: { score, maxPossibleMarks: 3, timeTaken: seconds },
        // listed out of order: the review reads them in paper order
        questionAnalysis: times
          .map((timeSpent, questionIndex) => ({ questionIndex, questionId: `q${questionIndex}`, selectedAnswer: 0, status: 'correct', marks: 1, timeSpent }))
          .reverse(),
      },
    });
    await t.app.db
      .insert(attempts)
      .values([
        attempt(cheat.user.id, '2026-11-20T09:00:00Z', 6, 3, [2, 2, 2]),
        attempt(honest.user.id, '2026-11-20T10:00:00Z', 300, 2.67, [80, 120, 90]),
        attempt(passedEarlier.user.id, '2026-11-19T10:00:00Z', 2, 3, [1, 0, 1]),
      ]);
    await t.app.db.insert(winnerReviews).values({ quizId: quiz!.id, openedAt: new Date('2026-11-23T00:00:00Z') });
    await t.app.db
      .insert(winnerPasses)
      .values({ quizId: quiz!.id, userId: passedEarlier.user.id, reason: 'Two seconds', passedBy: master.user.id, passedAt: new Date('2026-11-23T09:00:00Z') });

    const reviews = winnerReviewApi(t.app);
    const response = await reviews.list(creator);
    expect(response.statusCode).toBe(200);
    const [review] = response.json().reviews;
    expect(review).toEqual({
      quizId: quiz!.id,
      quizTitle: 'Week 47: Databases',
      exam: 'GATE',
      closesAt: '2026-11-22T18:29:59.000Z',
      status: 'pending',
      openedAt: '2026-11-23T00:00:00.000Z',
      decidedAt: null,
      decidedBy: null,
      takers: 3,
      candidates: [
        {
          user: { id: cheat.user.id, name: 'Quick Fingers', email: cheat.user.email },
          rank: 2,
          score: 3,
          maxScore: 3,
          timeTaken: 6,
          answered: 3,
          questionSeconds: [2, 2, 2],
          startedAt: '2026-11-20T09:00:00.000Z',
          submittedAt: '2026-11-20T09:00:06.000Z',
          flags: ['fast-answers', 'fast-finish', 'fast-full-marks'],
        },
      ],
      passed: [
        {
          user: { id: passedEarlier.user.id, name: 'Passed Earlier', email: passedEarlier.user.email },
          reason: 'Two seconds',
          passedBy: { id: master.user.id, name: 'Kabir Das' },
          passedAt: '2026-11-23T09:00:00.000Z',
        },
      ],
    });
    expect((await reviews.list(cheat)).statusCode).toBe(403);

    // passed over in turn, the honest runner-up is the candidate, with no flag; confirmed, the review lists them no more
    expect((await reviews.pass(master, quiz!.id, cheat.user.id, 'Six seconds for three answers')).json().review.candidates).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: honest.user.id }), rank: 3, questionSeconds: [80, 120, 90], flags: [] }),
    ]);
    const confirmed = (await reviews.confirm(master, quiz!.id, honest.user.id)).json().review;
    expect(confirmed).toMatchObject({ status: 'confirmed', decidedBy: { id: master.user.id, name: 'Kabir Das' }, candidates: [] });
    expect(confirmed.passed.map((pass: { user: { id: string } }) => pass.user.id)).toEqual([passedEarlier.user.id, cheat.user.id]);
    const winners = (await api.call(creator, 'GET', '/api/admin/winners')).json().winners;
    expect(winners).toContainEqual(expect.objectContaining({ quizId: quiz!.id, user: expect.objectContaining({ id: honest.user.id }), reason: 'closing' }));
  });
});
