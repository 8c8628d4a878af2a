// The learner dashboard's data: enrolled series, the performance report and receipts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { attempts, enrolments, payments, questions, quizzes, testQuestions, users } from '../../db/schema.ts';
import { topics } from '../../db/topics-schema.ts';
import type { EnrolledSeries } from '../../../shared/api/test-series.ts';
import type { QuestionAnalysis } from '../../../shared/api/exam.ts';
import type { TopicStrength } from '../../../shared/topic-strengths.ts';
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

describe('the topics', () => {
  const TREE = 'TOPIC REPORT TESTS';

  async function node(name: string, depth: number, parentId: string | null = null) {
    const [row] = await t.app.db.insert(topics).values({ exam: TREE, name, depth, parentId }).returning({ id: topics.id });
    return row!.id;
  }

  /** Questions by name, each placed on the given node (null: outside the tree); the key is always option 0. */
  async function insertQuestions(placement: Record<string, string | null>) {
    const names = Object.keys(placement);
    const rows = await t.app.db
      .insert(questions)
      .values(
        names.map((name) => ({
          text: `Topic report question ${name}`,
          options: ['A', 'B', 'C', 'D'].map((text) => ({ text })),
          correctIndex: 0,
          section: 'Technical' as const,
          status: 'published' as const,
          topicId: placement[name],
        })),
      )
      .returning({ id: questions.id });
    return Object.fromEntries(names.map((name, index) => [name, rows[index]!.id]));
  }

  async function placeInTest(testId: string, questionIds: string[]) {
    await t.app.db.insert(testQuestions).values(questionIds.map((questionId, position) => ({ testId, questionId, position })));
  }

  const outcome = (questionId: string, status: QuestionAnalysis['status'], selectedAnswer: number | null, timeSpent?: number, voided?: 'full') => ({
    questionIndex: 0,
    questionId,
    selectedAnswer,
    status,
    marks: status === 'correct' ? 1 : 0,
    ...(timeSpent === undefined ? {} : { timeSpent }),
    ...(voided ? { voided } : {}),
  });

  const submitted = (userId: string, target: { testId: string } | { quizId: string }, day: number, questionAnalysis: object[]) => ({
    userId,
    ...target,
    startedAt: new Date(`2026-04-0${day}T09:00:00Z`),
    deadline: new Date(`2026-04-0${day}T10:00:00Z`),
    submittedAt: new Date(`2026-04-0${day}T09:40:00Z`),
    analysis: { quizTitle: `Paper ${day}`, questionAnalysis },
  });

  it('is an empty list before any attempt', async () => {
    const { user, cookie } = await signIn(t.app);
    const body = (await get(`/api/testseries/mylearning/${user.id}`, cookie)).json();
    expect(body.performanceReport.topics).toEqual([]);
  });

  it('counts every submitted test and quiz per topic, weakest first, with where to practise each', async () => {
    const algorithms = await node('Algorithms', 0);
    const graphs = await node('Graphs', 1, algorithms);
    const shortestPaths = await node('Shortest Paths', 2, graphs);
    const sorting = await node('Sorting', 1, algorithms);
    const aptitude = await node('Aptitude', 0);
    const numerical = await node('Numerical Ability', 1, aptitude);
    const probability = await node('Probability', 1, aptitude);
    const q = await insertQuestions({
      g1: graphs,
      g2: shortestPaths,
      g3: shortestPaths,
      s1: sorting,
      s2: sorting,
      s3: sorting,
      n1: numerical,
      n2: numerical,
      p1: probability,
      x1: null,
    });

    const { user, cookie } = await signIn(t.app);
    const mine = await insertSeries(t.app.db, {
      title: 'Topic Report Enrolled Series',
      pricePaise: 49900,
      discountPercent: 0,
      createdAt: '2026-02-01',
      withTests: true,
    });
    await t.app.db.insert(enrolments).values({ userId: user.id, seriesId: mine.seriesId, source: 'admin' });
    await placeInTest(mine.testIds.easy!, [q.g1!, q.s1!, q.n1!, q.x1!]); // the test taken below
    await placeInTest(mine.testIds.medium!, [q.g2!, q.g3!]);
    await placeInTest(mine.testIds.hard!, [q.s2!]);
    await placeInTest(mine.testIds.draft!, [q.n2!]); // a draft test is nowhere to practise
    const freeSeries = await insertSeries(t.app.db, {
      title: 'Topic Report Free Series',
      pricePaise: 29900,
      discountPercent: 100,
      createdAt: '2026-02-02',
      withTests: true,
    });
    await placeInTest(freeSeries.testIds.easy!, [q.g1!]);
    const paidSeries = await insertSeries(t.app.db, {
      title: 'Topic Report Paid Series',
      pricePaise: 49900,
      discountPercent: 10,
      createdAt: '2026-02-03',
      withTests: true,
    });
    await placeInTest(paidSeries.testIds.easy!, [q.g1!, q.s1!]);
    const draftSeries = await insertSeries(t.app.db, {
      title: 'Topic Report Draft Series',
      pricePaise: 0,
      discountPercent: 0,
      createdAt: '2026-02-04',
      status: 'draft',
      withTests: true,
    });
    await placeInTest(draftSeries.testIds.easy!, [q.p1!]);

    const [quiz] = await t.app.db
      .insert(quizzes)
      .values({
        slug: `topic-report-${Date.now()}`,
        title: 'Topic Report Quiz',
        exam: 'GATE',
        timeLimitSeconds: 600,
        opensAt: new Date('2026-04-01'),
        closesAt: new Date('2026-04-08'),
        status: 'published',
      })
      .returning({ id: quizzes.id });
    const [other] = await t.app.db
      .insert(users)
      .values({ googleSubject: `topic-other-${Date.now()}`, email: `topic-other-${Date.now()}@example.com`, name: 'Other' })
      .returning();
    await t.app.db.insert(attempts).values([
      submitted(user.id, { testId: mine.testIds.easy! }, 2, [
        outcome(q.g1!, 'correct', 0, 40),
        outcome(q.g2!, 'incorrect', 1, 80),
        outcome(q.s1!, 'correct', 0, 30),
        outcome(q.s2!, 'correct', 0),
        outcome(q.n1!, 'incorrect', 2, 100),
        outcome(q.x1!, 'correct', 0, 500), // outside the tree: in no topic
      ]),
      submitted(user.id, { quizId: quiz!.id }, 3, [
        outcome(q.g3!, 'incorrect', 1, 60),
        outcome(q.g1!, 'other', null, 10), // seen, not answered
        outcome(q.s3!, 'correct', 0, 50),
        outcome(q.s1!, 'correct', null, undefined, 'full'), // voided for everyone: marks, but not answered
        outcome(q.n2!, 'correct', 0),
        outcome(q.p1!, 'correct', 0),
      ]),
      // someone else's answers are not the learner's
      submitted(other!.id, { quizId: quiz!.id }, 3, [outcome(q.g1!, 'incorrect', 1, 900)]),
      // still open: no analysis yet, and its test is still there to practise (the link resumes it)
      { userId: user.id, testId: mine.testIds.medium!, startedAt: new Date(), deadline: new Date(Date.now() + 600_000) },
    ]);

    const body = (await get(`/api/testseries/mylearning/${user.id}`, cookie)).json();
    const rows = body.performanceReport.topics as TopicStrength[];
    // by hand, over both papers:
    // Graphs (g1, g2 and g3 from Shortest Paths): seen g1 g2 g1 g3 = 4; answered g1 ✓ g2 ✗ g3 ✗ = 3; 1 right = 33.33%;
    //   times 40 + 80 + 10 + 60 = 190 over 4 = 47.5 s
    // Sorting: seen s1 s2 s3 s1 = 4; answered s1 ✓ s2 ✓ s3 ✓ = 3 (the voided s1 had no answer); 100%; times 30 + 50 over 2 = 40 s
    // Numerical Ability: seen and answered n1 ✗ n2 ✓ = 2, too few to judge; 50%; one time, 100 s
    // Probability: p1 ✓ = 1, too few to judge; no time known
    expect(rows.map(({ practice: _, ...row }) => row)).toEqual([
      {
        topicId: graphs,
        topic: 'Graphs',
        subject: 'Algorithms',
        seen: 4,
        answered: 3,
        correct: 1,
        wrong: 2,
        accuracy: 33.33,
        averageSeconds: 47.5,
        judged: true,
      },
      {
        topicId: sorting,
        topic: 'Sorting',
        subject: 'Algorithms',
        seen: 4,
        answered: 3,
        correct: 3,
        wrong: 0,
        accuracy: 100,
        averageSeconds: 40,
        judged: true,
      },
      {
        topicId: numerical,
        topic: 'Numerical Ability',
        subject: 'Aptitude',
        seen: 2,
        answered: 2,
        correct: 1,
        wrong: 1,
        accuracy: 50,
        averageSeconds: 100,
        judged: false,
      },
      {
        topicId: probability,
        topic: 'Probability',
        subject: 'Aptitude',
        seen: 1,
        answered: 1,
        correct: 1,
        wrong: 0,
        accuracy: 100,
        averageSeconds: null,
        judged: false,
      },
    ]);
    const link = (series: { seriesId: string }, title: string, test: string | null = null, testTitle: string | null = null) => ({
      seriesId: series.seriesId,
      seriesTitle: title,
      testId: test,
      testTitle,
    });
    // Graphs: the enrolled series' untaken test with two of its questions, then the free series, then the paid one
    expect(rows[0]!.practice).toEqual([
      link(mine, 'Topic Report Enrolled Series', mine.testIds.medium!, 'Full Subject Test'),
      link(freeSeries, 'Topic Report Free Series'),
      link(paidSeries, 'Topic Report Paid Series'),
    ]);
    expect(rows[1]!.practice).toEqual([
      link(mine, 'Topic Report Enrolled Series', mine.testIds.hard!, 'GATE Level Test'),
      link(paidSeries, 'Topic Report Paid Series'),
    ]);
    // Numerical Ability's only test is taken, the other is a draft; Probability is only in a draft series
    expect(rows[2]!.practice).toEqual([]);
    expect(rows[3]!.practice).toEqual([]);
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
    const message = 'No receipt: you are not enrolled in this test series.';
    expect(response.json()).toEqual({ success: false, code: 'not-found', message, reason: 'no-receipt' });
  });
});
