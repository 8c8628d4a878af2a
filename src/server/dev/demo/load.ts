import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrolments, payments, questions, quizQuestions, quizzes, testQuestions, testSeries, tests, users } from '../../db/schema.ts';
import { auditLog, notificationReads, notifications, pages } from '../../db/site-schema.ts';
import { addWeeks, weekStart } from '../../../shared/week.ts';
import { defaultProfileCode } from '../../../shared/exam/paper-exam.ts';
import { writeShippedProfiles } from '../../features/exam-profiles/service.ts';
import { finalPricePaiseOf } from '../../../shared/pricing.ts';
import { localSubjectFor } from '../local-subject.ts';
import { demoIdentities, demoProfiles, demoQuizLearners } from './identities.ts';
import { DEMO_NOTIFICATION_DAYS_APART, DEMO_PAGE_EDITOR_EMAIL, demoNotificationReads, demoNotifications, demoPages } from './pages.ts';
import { allDemoQuestions } from './questions.ts';
import { demoQuizzes } from './quizzes.ts';
import { demoSeries } from './series.ts';
import { demoKey, type DemoQuestion, type DemoTest } from './types.ts';
import { keyColumns } from '../../db/question-key.ts';
import { DEMO_PRIZE_SERIES_SLUG } from '../../features/weekly-quiz/winners.ts';
import { insertClosedQuizResults, insertSubmittedAttempt, type DemoQuizRow } from './quiz-results.ts';
import { planImport } from '../../features/admin/question-import/write.service.ts';
import { createImportJob } from '../../features/admin/bank-jobs/service.ts';
import { runWaitingJobs } from '../../features/admin/bank-jobs/start.ts';
import { DEMO_IMPORT_GIFT } from './imported.ts';
import { demoPlacements } from './placements.ts';
import { questionTags } from '../../db/bank-schema.ts';
import { insertDemoReports } from './reports.ts';
import { DEMO_CREATOR_EMAIL, DEMO_MASTER_EMAIL, draftQuestions, draftQuiz, draftSeries, MASTERS_DRAFT_KEY } from './drafts.ts';
import { insertThreads, submittedNotes, threadedDrafts, type DemoThread } from './review-threads.ts';
import { submitMany } from '../../features/admin/review/steps.ts';
import type { ReviewState } from '../../../shared/review-states.ts';
import { offerDemoTestInHindi, writeDemoHindi } from './hindi.ts';
import { writeDemoContentHindi } from './content-hindi.ts';
import { insertDemoBlueprints } from './blueprints.ts';

/**
 * Loads the demo content into an empty database, once: if the first demo series is already
 * there, nothing is written, so a restart never duplicates or overwrites what people changed.
 */
export async function loadDemoContent(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ id: testSeries.id }).from(testSeries).where(eq(testSeries.slug, demoSeries[0]!.slug)).limit(1);
  if (existing) return false;
  // the papers name their exam profiles: the seed's are written first (the app writes them again at start)
  await writeShippedProfiles(db);

  await db.transaction(async (tx) => {
    for (const identity of [...demoIdentities, ...demoQuizLearners]) {
      const profile = demoProfiles.find((item) => item.email === identity.email);
      await tx
        .insert(users)
        .values({
          googleSubject: localSubjectFor(identity.email),
          email: identity.email,
          name: identity.name,
          image: identity.picture,
          role: 'role' in identity && identity.role ? identity.role : 'learner',
          phone: profile?.phone ?? null,
          targetExam: profile?.targetExam ?? null,
          targetYear: profile ? now.getUTCFullYear() + profile.yearsAhead : null,
        })
        .onConflictDoNothing();
    }

    // the bank's exam and difficulty of a question: those of the first test that shows it
    const paperOf = new Map<string, { exam: string; difficulty: DemoTest['difficulty'] | null }>();
    for (const series of demoSeries) {
      for (const test of series.tests) {
        for (const key of test.questionKeys) if (!paperOf.has(key)) paperOf.set(key, { exam: series.exam, difficulty: test.difficulty });
      }
    }
    for (const quiz of demoQuizzes) for (const key of quiz.questionKeys) if (!paperOf.has(key)) paperOf.set(key, { exam: quiz.exam, difficulty: null });

    const questionIds = new Map<string, string>();
    for (const question of allDemoQuestions) {
      const id = await insertDemoQuestion(tx, question, {
        exam: paperOf.get(question.key)?.exam ?? question.exam ?? null,
        difficulty: paperOf.get(question.key)?.difficulty ?? question.difficulty ?? null,
        status: 'published',
        reviewState: 'approved',
        createdBy: null,
      });
      questionIds.set(question.key, id);
    }
    const questionByKey = new Map(allDemoQuestions.map((question) => [question.key, question]));
    const idOf = (key: string) => {
      const id = questionIds.get(key);
      if (!id) throw new Error(`Demo content names an unknown question: ${key}`);
      return id;
    };

    const seriesIds = new Map<string, string>();
    for (const [index, series] of demoSeries.entries()) {
      const [seriesRow] = await tx
        .insert(testSeries)
        .values({
          // one minute apart, in the order written, so the newest-first listing has a stable order
          createdAt: new Date(now.getTime() - (demoSeries.length - index) * 60_000),
          slug: series.slug,
          title: series.title,
          description: series.description,
          image: series.image,
          exam: series.exam,
          year: series.year,
          pricePaise: series.pricePaise,
          discountPercent: series.discountPercent,
          status: 'published',
        })
        .returning({ id: testSeries.id });
      seriesIds.set(series.slug, seriesRow!.id);
      await insertPublishedTests(tx, { id: seriesRow!.id, exam: series.exam }, series.tests, idOf);
    }

    const people = [...demoIdentities, ...demoQuizLearners];
    const userRows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          people.map((person) => person.email),
        ),
      );
    const userIdOf = (email: string) => {
      const id = userRows.find((row) => row.email === email)?.id;
      if (!id) throw new Error(`Demo content names an unknown learner: ${email}`);
      return id;
    };
    const nameOf = (email: string) => people.find((person) => person.email === email)?.name ?? email;
    const prizeId = seriesIds.get(DEMO_PRIZE_SERIES_SLUG);
    const prize = prizeId ? { id: prizeId, title: demoSeries.find((series) => series.slug === DEMO_PRIZE_SERIES_SLUG)!.title } : null;

    const thisWeek = weekStart(now);
    for (const [quizIndex, quiz] of demoQuizzes.entries()) {
      const opensAt = quiz.week === 'current' ? thisWeek : addWeeks(thisWeek, -1);
      const [quizRow] = await tx
        .insert(quizzes)
        .values({
          slug: quiz.slug,
          title: quiz.title,
          exam: quiz.exam,
          profileCode: defaultProfileCode({ exam: quiz.exam, marking: 'weekly', title: quiz.title }),
          timeLimitSeconds: quiz.timeLimitSeconds,
          opensAt,
          closesAt: addWeeks(opensAt, 1),
          status: 'published',
        })
        .returning();
      await tx.insert(quizQuestions).values(quiz.questionKeys.map((key, index) => ({ quizId: quizRow!.id, questionId: idOf(key), position: index })));
      const row: DemoQuizRow = {
        ...quizRow!,
        questions: quiz.questionKeys.map((key) => {
          const question = questionByKey.get(key)!;
          return { id: idOf(key), section: question.section, marks: 1, key: demoKey(question), optionCount: question.options?.length ?? 0 };
        }),
      };
      if (quiz.week === 'previous') {
        const review = { pending: quiz.winnerPending === true, masterId: userIdOf(DEMO_MASTER_EMAIL), now };
        await insertClosedQuizResults(tx, row, quiz.takers ?? [], { idOf: userIdOf, nameOf }, prize, review);
      } else if (quizIndex === 0 && now.getTime() - opensAt.getTime() > 3_600_000) {
        // one learner has already taken this week's first quiz: signed in as Priya, the list shows a result
        const startedAt = new Date(opensAt.getTime() + (now.getTime() - opensAt.getTime()) / 2);
        await insertSubmittedAttempt(tx, row, userIdOf('priya.iyer@example.com'), { right: 7, wrong: 2, seconds: 540, startedAt }, 0);
      }
    }

    // learners' reports of last week's quiz questions, one already answered
    await insertDemoReports(tx, { idOf, userIdOf, masterId: userIdOf(DEMO_MASTER_EMAIL), now });
    await insertDrafts(tx, { creatorId: userIdOf(DEMO_CREATOR_EMAIL), masterId: userIdOf(DEMO_MASTER_EMAIL) }, addWeeks(thisWeek, 1), now);
    await insertPayments(tx, userIdOf, (slug) => seriesIds.get(slug)!, now);
    await insertDemoBlueprints(tx, userIdOf(DEMO_MASTER_EMAIL));

    // About as the master rewrote it; the other three pages show the text Prepverse ships with
    await tx
      .insert(pages)
      .values(demoPages.map((page) => ({ ...page, updatedBy: userIdOf(DEMO_PAGE_EDITOR_EMAIL), updatedAt: new Date(now.getTime() - 5 * 86_400_000) })))
      .onConflictDoNothing();
    const daysApart = DEMO_NOTIFICATION_DAYS_APART * 86_400_000;
    const published = await tx
      .insert(notifications)
      .values(demoNotifications.map((n, index) => ({ ...n, publishedAt: new Date(now.getTime() - index * daysApart) })))
      .onConflictDoNothing()
      .returning({ id: notifications.id, slug: notifications.slug });
    const notificationIdOf = new Map(published.map((row) => [row.slug, row.id]));
    await tx.insert(notificationReads).values(
      demoNotificationReads.flatMap(({ email, slugs }) =>
        slugs.flatMap((slug) => {
          const notificationId = notificationIdOf.get(slug);
          if (!notificationId) throw new Error(`Demo content names an unknown notification: ${slug}`);
          return [{ userId: userIdOf(email), notificationId, readAt: now }];
        }),
      ),
    );
    // a master's notifications in the other two states: a draft, and one scheduled for later
    await tx
      .insert(notifications)
      .values([
        {
          slug: 'gate-2027-answer-key',
          title: 'GATE 2027 answer key: what to expect',
          body: 'A **draft**: the official key and how to raise an objection.',
          publishedAt: null,
        },
        {
          slug: 'mock-test-4-opens',
          title: 'Full-length Mock Test 4 opens on Monday',
          body: 'Three hours, 65 questions, GATE marking with negative marks.',
          publishedAt: new Date(now.getTime() + 3 * 86_400_000),
        },
      ])
      .onConflictDoNothing();
    await writeDemoContentHindi(tx);
  });

  // a Moodle file the creator imported through the real import job (it shows in the jobs list), then
  // submitted for review as a whole
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CREATOR_EMAIL));
  const actor = { id: creator!.id, role: 'creator' as const };
  const plan = planImport({ format: 'gift', text: DEMO_IMPORT_GIFT, exam: 'GATE CS', source: 'public' });
  const job = await createImportJob(db, actor, plan, 'moodle-networks.gift.txt');
  await runWaitingJobs(db);
  await submitMany(db, actor, { importBatchId: job.id });
  return true;
}

/**
 * Payments in each state for the admin's payments page: two paid (with their enrolments, days
 * apart), an order never paid, a failed one; and a series granted by hand, audited with its reason.
 */
async function insertPayments(db: Database, userIdOf: (email: string) => string, seriesIdOf: (slug: string) => string, now: Date) {
  const seriesBySlug = new Map(demoSeries.map((series) => [series.slug, series]));
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const year = now.getUTCFullYear();
  const orders = [
    { email: 'aarav.sharma@example.com', slug: 'gate-cs-pro', status: 'paid', at: daysAgo(6), n: 1 },
    { email: 'aarav.sharma@example.com', slug: 'net-cs', status: 'paid', at: daysAgo(2), n: 2 },
    { email: 'rohan.verma@example.com', slug: 'gate-cs-pro', status: 'created', at: daysAgo(1), n: 3 },
    { email: 'priya.iyer@example.com', slug: 'net-cs', status: 'failed', at: daysAgo(3), n: 4 },
  ] as const;
  for (const order of orders) {
    const series = seriesBySlug.get(order.slug)!;
    const tag = `demo${order.n}${year}`;
    const [payment] = await db
      .insert(payments)
      .values({
        userId: userIdOf(order.email),
        seriesId: seriesIdOf(order.slug),
        receiptNumber: `PV-${year}-${String(order.n).padStart(6, '0')}`,
        razorpayOrderId: order.status === 'failed' ? null : `order_${tag}`,
        razorpayPaymentId: order.status === 'paid' ? `pay_${tag}` : null,
        originalPricePaise: series.pricePaise,
        discountPercent: series.discountPercent,
        amountPaise: finalPricePaiseOf(series.pricePaise, series.discountPercent),
        status: order.status,
        createdAt: order.at,
        paidAt: order.status === 'paid' ? order.at : null,
      })
      .returning({ id: payments.id });
    if (order.status === 'paid') {
      await db
        .insert(enrolments)
        .values({ userId: userIdOf(order.email), seriesId: seriesIdOf(order.slug), source: 'paid', paymentId: payment!.id, createdAt: order.at });
    }
  }

  const granted = { userId: userIdOf('ananya.reddy@example.com'), seriesId: seriesIdOf('gate-cs-scholarship') };
  await db
    .insert(enrolments)
    .values({ ...granted, source: 'admin', createdAt: daysAgo(4) })
    .onConflictDoNothing();
  await db.insert(auditLog).values({
    actorId: userIdOf('admin@example.com'),
    action: 'access.grant',
    entity: 'enrolment',
    entityId: `${granted.userId}:${granted.seriesId}`,
    detail: { before: null, after: { ...granted, source: 'admin', reason: 'Campus drive scholarship' } },
    createdAt: daysAgo(4),
  });
}

/** One demo question as a bank row, with where the bank files it and its status; answers with its id. */
async function insertDemoQuestion(
  db: Database,
  question: DemoQuestion,
  filed: {
    exam: string | null;
    difficulty: DemoTest['difficulty'] | null;
    status: 'draft' | 'published' | 'archived';
    reviewState: ReviewState;
    createdBy: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(questions)
    .values({
      key: question.key,
      text: question.text,
      options: (question.options ?? []).map((text) => ({ text })),
      ...keyColumns(demoKey(question)),
      explanation: question.explanation,
      section: question.section,
      marks: question.marks,
      topic: demoPlacements[question.key]?.topic ?? question.topic,
      remarks: question.remarks,
      source: question.source,
      ...filed,
    })
    .returning({ id: questions.id });
  const tags = demoPlacements[question.key]?.tags ?? [];
  if (tags.length > 0) await db.insert(questionTags).values(tags.map((tag) => ({ questionId: row!.id, tag })));
  if (question.hindi) await writeDemoHindi(db, row!.id, question.hindi);
  return row!.id;
}

/**
 * The creator's work waiting for a master: a draft series with a draft test, draft questions (one
 * of them the master's own) submitted for review, next week's quiz. Each is its author's: the
 * creator changes hers only. Beside them, her drafts in the review conversation's other states.
 */
async function insertDrafts(db: Database, { creatorId, masterId }: { creatorId: string; masterId: string }, nextWeek: Date, now: Date) {
  const ids = new Map<string, string>();
  const threads: { questionId: string; thread: DemoThread }[] = [];
  for (const question of draftQuestions) {
    const masters = question.key === MASTERS_DRAFT_KEY;
    const createdBy = masters ? masterId : creatorId;
    const id = await insertDemoQuestion(db, question, {
      exam: question.exam,
      difficulty: question.difficulty,
      status: 'draft',
      reviewState: 'submitted',
      createdBy,
    });
    ids.set(question.key, id);
    threads.push({
      questionId: id,
      thread: { state: 'submitted', steps: [{ kind: 'submit', by: masters ? 'master' : 'creator', body: submittedNotes[question.key] ?? '' }] },
    });
  }
  for (const { thread, ...question } of threadedDrafts) {
    const status = thread.state === 'rejected' ? 'archived' : 'draft';
    const id = await insertDemoQuestion(db, question, {
      exam: question.exam,
      difficulty: question.difficulty,
      status,
      reviewState: thread.state,
      createdBy: creatorId,
    });
    threads.push({ questionId: id, thread });
  }
  await insertThreads(db, threads, { creator: creatorId, master: masterId }, now);
  const idOf = (key: string) => ids.get(key)!;

  const { test, ...series } = draftSeries;
  const [seriesRow] = await db
    .insert(testSeries)
    .values({ ...series, status: 'draft', createdBy: creatorId })
    .returning({ id: testSeries.id });
  const [testRow] = await db
    .insert(tests)
    .values({
      seriesId: seriesRow!.id,
      title: test.title,
      difficulty: test.difficulty,
      timeLimitSeconds: test.timeLimitSeconds,
      profileCode: defaultProfileCode({ exam: series.exam, marking: 'gate', title: test.title }),
      scope: 'subject',
      position: 0,
      status: 'draft',
      createdBy: creatorId,
    })
    .returning({ id: tests.id });
  await db.insert(testQuestions).values(test.questionKeys.map((key, position) => ({ testId: testRow!.id, questionId: idOf(key), position })));

  const { questionKeys, ...quiz } = draftQuiz;
  const [quizRow] = await db
    .insert(quizzes)
    .values({
      ...quiz,
      profileCode: defaultProfileCode({ exam: quiz.exam, marking: 'weekly', title: quiz.title }),
      opensAt: nextWeek,
      closesAt: addWeeks(nextWeek, 1),
      status: 'draft',
      createdBy: creatorId,
    })
    .returning({ id: quizzes.id });
  await db.insert(quizQuestions).values(questionKeys.map((key, position) => ({ quizId: quizRow!.id, questionId: idOf(key), position })));
}

/** Writes a series' tests, published, each with its questions in order; `idOf` maps a question key to its id. */
export async function insertPublishedTests(
  db: Database,
  { id: seriesId, exam: seriesExam }: { id: string; exam: string },
  seriesTests: readonly (Omit<DemoTest, 'questionKeys'> & { questionKeys: readonly string[] })[],
  idOf: (key: string) => string,
) {
  // each test names its exam profile: the seed's must be there first (a fixture may load before the app starts)
  await writeShippedProfiles(db);
  for (const [position, test] of seriesTests.entries()) {
    const [testRow] = await db
      .insert(tests)
      .values({
        seriesId,
        title: test.title,
        difficulty: test.difficulty,
        timeLimitSeconds: test.timeLimitSeconds,
        marking: test.marking ?? 'gate',
        // the profile it is set for: its own, else the one its series' exam points to (issue 42)
        profileCode: test.profile ?? defaultProfileCode({ exam: seriesExam, marking: test.marking ?? 'gate', title: test.title }),
        scope: test.scope ?? 'subject',
        position,
        status: 'published',
      })
      .returning({ id: tests.id });
    await db.insert(testQuestions).values(test.questionKeys.map((key, index) => ({ testId: testRow!.id, questionId: idOf(key), position: index })));
    if (test.offeredInHindi) await offerDemoTestInHindi(db, testRow!.id);
  }
}
