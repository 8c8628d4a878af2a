// 'Download my data': everything stored about the learner, and nothing about anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';
import { attempts, enrolments, payments, questions, quizzes, users } from '../../db/schema.ts';
import { auditLog, notificationReads, notifications, ratings, weeklyWinners } from '../../db/site-schema.ts';
import { questionReports, userNotices } from '../../db/review-schema.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';
import { eq } from 'drizzle-orm';
import { openSession } from './service.ts';

let t: TestApp;
let seriesId: string;
let testIds: Record<string, string>;
let quizId: string;
let notificationId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ seriesId, testIds } = await insertSeries(t.app.db, {
    title: 'GATE CS 2027 Pro Mock Series',
    pricePaise: 49900,
    discountPercent: 40,
    createdAt: '2026-01-05',
    withTests: true,
  }));
  const [quiz] = await t.app.db
    .insert(quizzes)
    .values({
      slug: 'week-46',
      title: 'Week 46: Algorithms',
      exam: 'GATE CS',
      timeLimitSeconds: 600,
      opensAt: new Date('2026-11-09T00:00:00Z'),
      closesAt: new Date('2026-11-15T18:29:59Z'),
      status: 'published',
    })
    .returning();
  quizId = quiz!.id;
  const [notification] = await t.app.db
    .insert(notifications)
    .values({ slug: 'gate-dates', title: 'GATE 2027 dates announced', body: 'Dates.', publishedAt: new Date('2026-10-01T00:00:00Z') })
    .returning();
  notificationId = notification!.id;
});
afterAll(() => t.close());

const exportOf = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });

/** A learner with something in every table that holds a learner's data. */
async function busyLearner(name: string, phone: string, n: number) {
  const learner = await signIn(t.app, { name });
  const userId = learner.user.id;
  await t.app.db.update(users).set({ phone, targetExam: 'GATE CS', targetYear: 2027 }).where(eq(users.id, userId));
  const second = await openSession(t.app.db, userId, 3600, `Phone browser of ${name}`);
  const [payment] = await t.app.db
    .insert(payments)
    .values({
      userId,
      seriesId,
      receiptNumber: `PV-2026-70000${n}`,
      razorpayOrderId: `order_EXPORT${n}`,
      razorpayPaymentId: `pay_EXPORT${n}`,
      originalPricePaise: 49900,
      discountPercent: 40,
      amountPaise: 29940,
      status: 'paid',
      paidAt: new Date('2026-03-02T09:00:00Z'),
    })
    .returning();
  await t.app.db.insert(enrolments).values({ userId, seriesId, source: 'paid', paymentId: payment!.id });
  await t.app.db.insert(attempts).values({
    userId,
    testId: testIds.easy!,
    startedAt: new Date('2026-03-03T10:00:00Z'),
    deadline: new Date('2026-03-03T10:20:00Z'),
    submittedAt: new Date('2026-03-03T10:15:00Z'),
    endedBy: 'learner',
    answers: { [`question-of-${name}`]: { answer: 2, status: 'answered' } },
    score: 7.5 + n,
    analysis: { quizTitle: 'Easy Subject Test', basicMetrics: { score: 7.5 + n, maxPossibleMarks: 10 } },
  });
  await t.app.db.insert(attempts).values({
    userId,
    quizId,
    startedAt: new Date('2026-11-10T10:00:00Z'),
    deadline: new Date('2026-11-10T10:10:00Z'),
    submittedAt: new Date('2026-11-10T10:08:00Z'),
    endedBy: 'learner',
    answers: {},
    score: 9,
    analysis: { quizTitle: 'Week 46: Algorithms' },
  });
  await t.app.db.insert(ratings).values({ userId, seriesId, stars: 3 + n });
  await t.app.db.insert(notificationReads).values({ userId, notificationId, readAt: new Date('2026-10-02T08:00:00Z') });
  const [question] = await t.app.db
    .insert(questions)
    .values({ text: `Reported by ${name}`, options: [{ text: 'a' }, { text: 'b' }], correctIndex: 0, explanation: '', section: 'Aptitude', marks: 1 })
    .returning({ id: questions.id });
  await t.app.db.insert(questionReports).values({ questionId: question!.id, userId, reason: 'typo', note: `A typo, says ${name}`, questionVersion: 1 });
  await t.app.db.insert(userNotices).values({ userId, kind: 'report', title: `Answered for ${name}`, body: 'Thanks.', link: null });
  await t.app.db.insert(auditLog).values({
    action: 'access.grant',
    entity: 'enrolment',
    entityId: `${userId}:${seriesId}`,
    detail: { after: { userId, seriesId, reason: `scholarship for ${name}` } },
  });
  return { ...learner, second, payment: payment! };
}

describe('the data export', () => {
  it('is a JSON attachment of everything stored about the learner, without token hashes', async () => {
    const kavya = await busyLearner('Kavya Menon', '+919876543210', 1);
    const arjun = await busyLearner('Arjun Patel', '+918765432109', 2);
    await t.app.db.insert(weeklyWinners).values({ quizId, userId: kavya.user.id, seriesId, announcedAt: new Date('2026-11-16T00:05:00Z') });
    // what Arjun did as an admin names Kavya's enrolment: his file says what he did, not to whom
    await t.app.db.insert(auditLog).values({
      actorId: arjun.user.id,
      action: 'access.revoke',
      entity: 'enrolment',
      entityId: `${kavya.user.id}:${seriesId}`,
      detail: { before: { userId: kavya.user.id, reason: 'Kavya Menon asked' } },
    });

    const response = await exportOf(kavya.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="prepverse-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = JSON.parse(response.body);

    expect(data.format).toBe('prepverse-account-export/1');
    expect(data.profile).toMatchObject({
      id: kavya.user.id,
      name: 'Kavya Menon',
      email: kavya.user.email,
      phone: '+919876543210',
      targetExam: 'GATE CS',
      targetYear: 2027,
      role: 'learner',
    });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(data.sessions.map((s: { userAgent: string | null }) => s.userAgent)).toContain('Phone browser of Kavya Menon');
    for (const session of data.sessions) expect(Object.keys(session).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'revokedAt', 'userAgent']);

    expect(data.enrolments).toEqual([
      expect.objectContaining({ seriesId, seriesTitle: 'GATE CS 2027 Pro Mock Series', source: 'paid', paymentId: kavya.payment.id }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ id: kavya.payment.id, receiptNumber: 'PV-2026-700001', razorpayPaymentId: 'pay_EXPORT1', amountPaise: 29940, status: 'paid' }),
    ]);
    expect(data.attempts).toHaveLength(2);
    const test = data.attempts.find((a: { kind: string }) => a.kind === 'test');
    expect(test).toMatchObject({
      title: 'Easy Subject Test',
      score: 8.5,
      answers: { 'question-of-Kavya Menon': { answer: 2, status: 'answered' } },
      analysis: { basicMetrics: { score: 8.5 } },
    });
    expect(data.attempts.find((a: { kind: string }) => a.kind === 'quiz')).toMatchObject({ quizId, title: 'Week 46: Algorithms' });
    expect(data.ratings).toEqual([expect.objectContaining({ seriesId, stars: 4 })]);
    expect(data.notificationReads).toEqual([{ notificationId, title: 'GATE 2027 dates announced', readAt: '2026-10-02T08:00:00.000Z' }]);
    expect(data.weeklyQuizWins).toEqual([{ quizId, quizTitle: 'Week 46: Algorithms', prizeSeriesId: seriesId, announcedAt: '2026-11-16T00:05:00.000Z' }]);
    expect(data.questionReports).toEqual([
      expect.objectContaining({ reason: 'typo', note: 'A typo, says Kavya Menon', status: 'open', resolution: null, questionVersion: 1 }),
    ]);
    expect(data.notices).toEqual([expect.objectContaining({ kind: 'report', title: 'Answered for Kavya Menon', read: false })]);
    expect(data.audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'access.grant',
          entityId: `${kavya.user.id}:${seriesId}`,
          byYou: false,
          detail: expect.objectContaining({ after: expect.objectContaining({ reason: 'scholarship for Kavya Menon' }) }),
        }),
        expect.objectContaining({ action: 'access.revoke', byYou: false }),
      ]),
    );

    // nothing of Arjun's, and no session token or its hash
    for (const foreign of [arjun.user.id, arjun.user.email, 'Arjun Patel', '+918765432109', 'PV-2026-700002', 'pay_EXPORT2', kavya.second.token]) {
      expect(response.body).not.toContain(foreign);
    }
    expect(response.body).not.toMatch(/idHash|id_hash/);
  });

  it('tells an admin what they did without naming the other learner', async () => {
    const learner = await signIn(t.app, { name: 'Sneha Kulkarni' });
    const admin = await signIn(t.app, { role: 'master', name: 'Kabir Das' });
    await t.app.db.insert(auditLog).values({
      actorId: admin.user.id,
      action: 'access.grant',
      entity: 'enrolment',
      entityId: `${learner.user.id}:${seriesId}`,
      detail: { after: { userId: learner.user.id, reason: 'Sneha Kulkarni won a contest' } },
    });
    const response = await exportOf(admin.cookie);
    const data = JSON.parse(response.body);
    expect(data.audit).toEqual([{ action: 'access.grant', entity: 'enrolment', entityId: null, byYou: true, detail: null, createdAt: expect.any(String) }]);
    expect(response.body).not.toContain(learner.user.id);
    expect(response.body).not.toContain('Sneha');
  });

  it('names neither the staff member who granted access nor, in an admin’s file, the learner: the entries’ stored names stay out', async () => {
    const learner = await signIn(t.app, { name: 'Divya Joshi' });
    const admin = await signIn(t.app, { role: 'master', name: 'Kabir Das' });
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${learner.user.id}/enrolments`,
      headers: { cookie: admin.cookie },
      payload: { seriesId, reason: 'Divya Joshi won the essay prize' },
    });
    expect(granted.statusCode).toBe(200);
    // the entry keeps both people by name and e-mail (issue 39) ...
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${learner.user.id}:${seriesId}`));
    expect(entry).toMatchObject({ actorName: 'Kabir Das', actorEmail: admin.user.email, subjectName: 'Divya Joshi', subjectEmail: learner.user.email });

    // ... and neither file carries the other person
    const theirs = await exportOf(learner.cookie);
    expect(JSON.parse(theirs.body).audit).toEqual([expect.objectContaining({ action: 'access.grant', byYou: false })]);
    for (const foreign of ['Kabir Das', admin.user.email, admin.user.id]) expect(theirs.body).not.toContain(foreign);
    const his = await exportOf(admin.cookie);
    expect(JSON.parse(his.body).audit).toEqual([expect.objectContaining({ action: 'access.grant', byYou: true, entityId: null, detail: null })]);
    for (const foreign of ['Divya Joshi', learner.user.email, learner.user.id]) expect(his.body).not.toContain(foreign);
  });

  it('is refused once the session is over', async () => {
    const { cookie } = await signIn(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await exportOf(cookie)).statusCode).toBe(401);
    expect((await exportOf(`${SESSION_COOKIE}=garbage`)).statusCode).toBe(401);
  });
});
