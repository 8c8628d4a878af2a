// Weekly winners for the admin: quiz, learner (with e-mail), score and the prize enrolment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, type AdminApi } from '../../../../test/admin-api.ts';
import { insertSeries } from '../../../../test/series-fixtures.ts';
import { attempts, enrolments, quizzes } from '../../../db/schema.ts';
import { weeklyWinners } from '../../../db/site-schema.ts';

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
});
