// The learner dashboard's data: enrolled series, the performance report and receipts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts, enrolments, payments } from '../../db/schema.ts';
import type { EnrolledSeries } from '../../../shared/api/test-series.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';

let t: TestApp;
let paid: { seriesId: string; testIds: Record<string, string> };
let free: { seriesId: string; testIds: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  paid = await insertSeries(t.app.db, {
    title: 'GATE CS 2027 Complete Mock Series',
    pricePaise: 49900,
    discountPercent: 40,
    createdAt: '2026-01-05',
    withTests: true,
  });
  free = await insertSeries(t.app.db, {
    title: 'GATE CS Scholarship Series',
    pricePaise: 29900,
    discountPercent: 100,
    createdAt: '2026-01-04',
    withTests: true,
  });
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function pdfText(body: Buffer) {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text;
}

/** What the payments feature writes when a payment verifies: a paid payments row and its enrolment. */
async function recordPaidEnrolment(userId: string, n: number) {
  const [payment] = await t.app.db
    .insert(payments)
    .values({
      userId,
      seriesId: paid.seriesId,
      receiptNumber: `PV-2026-00004${n}`,
      razorpayOrderId: `order_TESTORDER0000${n}`,
      razorpayPaymentId: `pay_TESTPAYMENT000${n}`,
      originalPricePaise: 49900,
      discountPercent: 40,
      amountPaise: 29940,
      status: 'paid',
      paidAt: new Date('2026-03-02T09:00:00Z'),
    })
    .returning();
  await t.app.db.insert(enrolments).values({ userId, seriesId: paid.seriesId, source: 'paid', paymentId: payment!.id });
}

describe('my learning', () => {
  it('is empty lists and a zero report for a new learner', async () => {
    const { user, cookie } = await signIn(t.app);
    const body = (await get(`/api/testseries/mylearning/${user.id}`, cookie)).json();
    expect(body.success).toBe(true);
    expect(body.enrolledTestSeries).toEqual([]);
    expect(body.performanceReport.overallSummary.totalQuizzes).toBe(0);
    expect(body.performanceReport.quizDetails).toEqual([]);
  });

  it('lists the enrolled series and reports on the submitted attempts', async () => {
    const { user, cookie } = await signIn(t.app);
    await recordPaidEnrolment(user.id, 1);
    const analysis = {
      quizTitle: 'Easy Subject Test',
      submittedAt: '2026-03-03T10:00:00.000Z',
      basicMetrics: { score: 8.67, totalQuestions: 10, timeTaken: 600, timePerQuestion: 60, maxPossibleMarks: 10 },
      performanceMetrics: {
        correctAnswers: 9,
        incorrectAnswers: 1,
        unattemptedQuestions: 0,
        totalMarksWithoutNegative: 9,
        totalMarksWithNegative: 8.67,
        percentageMarksWithNegative: 86.7,
        accuracy: 90,
        attemptRate: 100,
        performanceCategory: 'excellent',
      },
      questionAnalysis: [],
    };
    const started = new Date('2026-03-03T09:50:00Z');
    await t.app.db.insert(attempts).values([
      {
        userId: user.id,
        testId: paid.testIds.easy!,
        startedAt: started,
        deadline: new Date('2026-03-03T10:10:00Z'),
        submittedAt: new Date('2026-03-03T10:00:00Z'),
        analysis,
      },
      // still open: not in the report
      { userId: user.id, testId: paid.testIds.medium!, startedAt: new Date(), deadline: new Date(Date.now() + 600_000) },
    ]);

    const body = (await get(`/api/testseries/mylearning/${user.id}`, cookie)).json();
    const [series] = body.enrolledTestSeries as EnrolledSeries[];
    expect(series).toMatchObject({
      testSeriesId: paid.seriesId,
      title: 'GATE CS 2027 Complete Mock Series',
      exam: 'GATE CS',
      year: 2027,
      test: 3,
      enrollments: 1,
      rating: { average: 0, count: 0 },
      source: 'paid',
    });
    expect(body.performanceReport.overallSummary).toMatchObject({ totalQuizzes: 1, totalMarks: 8.67, averageScore: 86.7, averageAccuracy: 90 });
    expect(body.performanceReport.quizDetails[0]).toMatchObject({ quizTitle: 'Easy Subject Test', kind: 'test', negativeMarksDeducted: 0.33 });
    expect(body.performanceReport.analysisInsights.strengthAreas).toHaveLength(1);
  });
});

describe('the receipt', () => {
  it('is a PDF naming the series, the amount paid and the payment id', async () => {
    const { user, cookie } = await signIn(t.app, { name: 'Arjun Menon' });
    await recordPaidEnrolment(user.id, 2);
    const response = await get(`/api/testseries/receipt/${user.id}/${paid.seriesId}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${paid.seriesId}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'GATE CS 2027 Complete Mock Series',
      'PV-2026-000042',
      'Arjun Menon',
      'INR 499.00',
      '40%',
      'INR 199.60',
      'INR 299.40',
      'pay_TESTPAYMENT0002',
      '02 Mar 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Free enrolment');
  });

  it("says 'Free enrolment' for a free series", async () => {
    const { user, cookie } = await signIn(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/testseries/enroll',
      headers: { cookie },
      payload: { userId: user.id, testSeriesId: free.seriesId, paymentDetails: { freeTestSeires: true } },
    });
    const response = await get(`/api/testseries/receipt/${user.id}/${free.seriesId}`, cookie);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('GATE CS Scholarship Series');
    expect(text).toContain('Free enrolment');
    expect(text).toContain('INR 0.00');
    expect(text).toMatch(/PV-FREE-[0-9A-F]{8}/);
  });

  it('is 404 when the learner is not enrolled', async () => {
    const { user, cookie } = await signIn(t.app);
    const response = await get(`/api/testseries/receipt/${user.id}/${paid.seriesId}`, cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'not-found', message: 'No receipt: you are not enrolled in this test series.' });
  });
});
