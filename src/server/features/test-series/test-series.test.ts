import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts, enrolments } from '../../db/schema.ts';
import { ratings } from '../../db/site-schema.ts';
import type { SeriesCard, SeriesDetail } from '../../../shared/api/test-series.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';

let t: TestApp;
const ids = { paid: '', scholarship: '', zero: '', net: '', percent: '', draft: '' };
let testIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const paid = await insertSeries(db, {
    title: 'GATE CS 2027 Complete Mock Series',
    pricePaise: 49900,
    discountPercent: 40,
    createdAt: '2026-01-05',
    withTests: true,
  });
  ids.paid = paid.seriesId;
  testIds = paid.testIds;
  ids.scholarship = (
    await insertSeries(db, { title: 'GATE CS Scholarship Series', pricePaise: 29900, discountPercent: 100, createdAt: '2026-01-04', withTests: true })
  ).seriesId;
  ids.zero = (await insertSeries(db, { title: 'GATE CS Free Starter', pricePaise: 0, discountPercent: 0, createdAt: '2026-01-03' })).seriesId;
  ids.net = (
    await insertSeries(db, { title: 'UGC NET Paper 1 Practice', exam: 'UGC NET', pricePaise: 19900, discountPercent: 10, createdAt: '2026-01-06' })
  ).seriesId;
  ids.percent = (
    await insertSeries(db, { title: '100% Aptitude Drill', exam: 'GATE', pricePaise: 9900, discountPercent: 0, createdAt: '2026-01-02' })
  ).seriesId;
  ids.draft = (
    await insertSeries(db, { title: 'GATE CS Draft Series', pricePaise: 100, discountPercent: 0, status: 'draft', createdAt: '2026-01-07' })
  ).seriesId;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const listing = async (query = '') => (await get(`/api/testseries/getAllTestSeries${query}`)).json().testSeries as SeriesCard[];
const enrolFree = (userId: string, testSeriesId: string, cookie: string) =>
  post('/api/testseries/enroll', { userId, testSeriesId, paymentDetails: { freeTestSeires: true } }, cookie);

describe('the listing', () => {
  it('shows published series newest first, with prices computed on the server', async () => {
    const cards = await listing();
    expect(cards.map((c) => c.title)).toEqual([
      'UGC NET Paper 1 Practice',
      'GATE CS 2027 Complete Mock Series',
      'GATE CS Scholarship Series',
      'GATE CS Free Starter',
      '100% Aptitude Drill',
    ]);
    const paid = cards.find((c) => c.testSeriesId === ids.paid)!;
    expect(paid).toMatchObject({
      pricePaise: 49900,
      discountPercent: 40,
      discountPaise: 19960,
      finalPricePaise: 29940,
      price: 499,
      discount: 40,
      originalPrice: 499,
      finalPrice: 299.4,
      test: 3,
      enrollments: 0,
      rating: { average: 0, count: 0, mine: null },
      exam: 'GATE CS',
      year: 2027,
    });
    expect(cards.find((c) => c.testSeriesId === ids.scholarship)!.finalPricePaise).toBe(0);
  });

  it('searches titles as a case-insensitive substring, with % and _ taken literally', async () => {
    expect((await listing('?search=gate%20cs')).map((c) => c.title)).toEqual([
      'GATE CS 2027 Complete Mock Series',
      'GATE CS Scholarship Series',
      'GATE CS Free Starter',
    ]);
    expect((await listing('?search=MOCK')).map((c) => c.title)).toEqual(['GATE CS 2027 Complete Mock Series']);
    expect((await listing('?search=100%25')).map((c) => c.title)).toEqual(['100% Aptitude Drill']);
    expect(await listing('?search=%25%25')).toEqual([]);
    expect(await listing('?search=_')).toEqual([]);
    expect(await listing('?search=%20%20')).toHaveLength(5);
  });

  it('filters by exam with a case-insensitive exact match', async () => {
    expect((await listing('?exam=ugc%20net')).map((c) => c.title)).toEqual(['UGC NET Paper 1 Practice']);
    expect((await listing('?exam=gate')).map((c) => c.title)).toEqual(['100% Aptitude Drill']);
    expect(await listing('?exam=UGC')).toEqual([]);
    expect((await listing('?exam=GATE%20CS&search=free')).map((c) => c.title)).toEqual(['GATE CS Free Starter']);
  });

  it('gives a public summary of a published series and 404 for drafts and unknown ids', async () => {
    const summary = await get(`/api/testseries/summary/${ids.paid}`);
    expect(summary.json()).toMatchObject({ success: true, testSeries: { title: 'GATE CS 2027 Complete Mock Series', finalPrice: 299.4 } });
    // the outline of its published tests, for the public series page: never a question, never an attempt
    const { testSeries } = summary.json<{ testSeries: { test: number; tests: Record<string, unknown>[] } }>();
    expect(testSeries.tests).toHaveLength(testSeries.test);
    for (const test of testSeries.tests) expect(Object.keys(test).sort()).toEqual(['_id', 'difficulty', 'questionCount', 'timeLimit', 'title']);
    for (const id of [ids.draft, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(`/api/testseries/summary/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'not-found', message: 'Test series not found.', reason: 'series-not-found' });
    }
  });
});

describe("another learner's ids", () => {
  it('are refused with 403 on every path that carries a userId, and signed out is 401', async () => {
    const me = await signIn(t.app);
    const other = await signIn(t.app);
    await enrolFree(other.user.id, ids.scholarship, other.cookie);
    const u = other.user.id;
    const s = ids.scholarship;
    const requests = [
      () => get(`/api/testseries/userTestseries/${u}`, me.cookie),
      () => get(`/api/testseries/checkEnrollment/${u}/${s}`, me.cookie),
      () => get(`/api/testseries/getActiveTests/${s}/${u}`, me.cookie),
      () => get(`/api/testseries/userdetails/${u}`, me.cookie),
      () => get(`/api/testseries/receipt/${u}/${s}`, me.cookie),
      () => get(`/api/testseries/mylearning/${u}`, me.cookie),
      () => post('/api/testseries/rating', { userId: u, testSeriesId: s, rating: 1 }, me.cookie),
      () => enrolFree(u, ids.zero, me.cookie),
    ];
    for (const request of requests) {
      const response = await request();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, code: 'not-yours', message: 'Invalid USER ! Please login again. or Contact support.' });
    }
    expect(await t.app.db.select().from(ratings).where(eq(ratings.userId, u))).toEqual([]);
    expect(await t.app.db.select().from(enrolments).where(eq(enrolments.userId, u))).toHaveLength(1);

    expect((await get(`/api/testseries/mylearning/${u}`)).statusCode).toBe(401);
    const rating = await post('/api/testseries/rating', { userId: u, testSeriesId: s, rating: 4 });
    expect(rating.json()).toEqual({ success: false, code: 'not-signed-in', message: 'Please log in to rate.', reason: 'sign-in-to-rate' });
  });
});

describe('free enrolment', () => {
  it('enrols in a series whose final price is 0, once', async () => {
    const { user, cookie } = await signIn(t.app);
    expect((await get(`/api/testseries/checkEnrollment/${user.id}/${ids.scholarship}`, cookie)).json()).toEqual({ success: true, isEnrolled: false });
    const first = await enrolFree(user.id, ids.scholarship, cookie);
    expect(first.json()).toEqual({ success: true, enrolled: true, message: 'Successfully registered for the test series!' });
    const again = await enrolFree(user.id, ids.scholarship, cookie);
    expect(again.json()).toEqual({ success: true, enrolled: true, message: 'You are already enrolled in this test series.' });
    expect((await enrolFree(user.id, ids.zero, cookie)).statusCode).toBe(200);

    const rows = await t.app.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(rows.map((r) => r.source)).toEqual(['free', 'free']);
    expect((await get(`/api/testseries/checkEnrollment/${user.id}/${ids.scholarship}`, cookie)).json().isEnrolled).toBe(true);
    const mine = await get(`/api/testseries/userTestseries/${user.id}`, cookie);
    expect([...mine.json().enrolledTestSeries].sort()).toEqual([ids.scholarship, ids.zero].sort());
  });

  it('refuses a paid series: "This test series is not free."', async () => {
    const { user, cookie } = await signIn(t.app);
    for (const seriesId of [ids.paid, ids.net]) {
      const response = await enrolFree(user.id, seriesId, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'not-free', message: 'This test series is not free.' });
    }
    expect(await t.app.db.select().from(enrolments).where(eq(enrolments.userId, user.id))).toEqual([]);
    expect((await enrolFree(user.id, ids.draft, cookie)).statusCode).toBe(404);
  });
});

describe('the series detail', () => {
  it('is 404 for an unknown series and 403 with the card when not enrolled', async () => {
    const { user, cookie } = await signIn(t.app);
    const unknown = await get(`/api/testseries/getActiveTests/00000000-0000-4000-8000-000000000000/${user.id}`, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Test series not found.');
    const refused = await get(`/api/testseries/getActiveTests/${ids.paid}/${user.id}`, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'not-enrolled',
      enrolled: false,
      message: 'You are not enrolled in this test series. Enrol to see its tests.',
      testSeries: { testSeriesId: ids.paid, finalPricePaise: 29940 },
    });
    expect(refused.json().testSeries.tests).toBeUndefined();
  });

  it('lists the published tests easy, medium, hard with attempted and in-progress flags', async () => {
    const { user, cookie } = await signIn(t.app);
    await t.app.db.insert(enrolments).values({ userId: user.id, seriesId: ids.paid, source: 'admin' });
    const now = Date.now();
    await t.app.db.insert(attempts).values([
      {
        userId: user.id,
        testId: testIds.easy!,
        startedAt: new Date(now - 3_600_000),
        deadline: new Date(now - 2_400_000),
        submittedAt: new Date(now - 3_000_000),
      },
      { userId: user.id, testId: testIds.medium!, startedAt: new Date(now - 60_000), deadline: new Date(now + 2_940_000) },
    ]);
    const response = await get(`/api/testseries/getActiveTests/${ids.paid}/${user.id}`, cookie);
    expect(response.statusCode).toBe(200);
    const detail = response.json().testSeries as SeriesDetail;
    expect(detail.title).toBe('GATE CS 2027 Complete Mock Series');
    expect(detail.tests.map(({ title, difficulty, timeLimit, attempted, inProgress }) => ({ title, difficulty, timeLimit, attempted, inProgress }))).toEqual([
      { title: 'Easy Subject Test', difficulty: 'easy', timeLimit: 1200, attempted: true, inProgress: false },
      { title: 'Full Subject Test', difficulty: 'medium', timeLimit: 3000, attempted: false, inProgress: true },
      { title: 'GATE Level Test', difficulty: 'hard', timeLimit: 10800, attempted: false, inProgress: false },
    ]);
  });
});

describe('rating', () => {
  it('needs an enrolment', async () => {
    const { user, cookie } = await signIn(t.app);
    const response = await post('/api/testseries/rating', { userId: user.id, testSeriesId: ids.scholarship, rating: 5 }, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Rating failed: only learners enrolled in this test series can rate it.');
  });

  it('keeps one rating per learner: a second rating updates the first', async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    for (const learner of [a, b]) await enrolFree(learner.user.id, ids.zero, learner.cookie);
    const rate = (learner: typeof a, rating: number) =>
      post('/api/testseries/rating', { userId: learner.user.id, testSeriesId: ids.zero, rating }, learner.cookie);

    expect((await rate(a, 2)).json()).toEqual({
      success: true,
      rating: { average: 2, count: 1, mine: 2 },
      message: 'Thanks! Your rating has been saved.',
    });
    expect((await rate(a, 5)).json()).toEqual({
      success: true,
      rating: { average: 5, count: 1, mine: 5 },
      message: 'Your rating has been updated.',
    });
    expect((await rate(b, 4)).json().rating).toEqual({ average: 4.5, count: 2, mine: 4 });
    const rows = await t.app.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.seriesId, ids.zero), eq(ratings.userId, a.user.id)));
    expect(rows.map((r) => r.stars)).toEqual([5]);

    const card = (await listing()).find((c) => c.testSeriesId === ids.zero)!;
    expect(card.rating).toEqual({ average: 4.5, count: 2, mine: null });
    expect(card.enrollments).toBeGreaterThanOrEqual(2);
    const out = await rate(a, 6);
    expect(out.statusCode).toBe(400);
    expect(out.json().message).toContain('Stars run 1 to 5.');
  });
});

describe('the learner', () => {
  it('gets their checkout details', async () => {
    const { user, cookie } = await signIn(t.app, { name: 'Meera Nair' });
    expect((await get(`/api/testseries/userdetails/${user.id}`, cookie)).json()).toEqual({
      success: true,
      user: { _id: user.id, name: 'Meera Nair', email: user.email, phone: null, photoUrl: null },
    });
  });
});
