// The exam engine seen through a test series (SPEC §7 paths under /api/testseries): who may open a
// test, and the page the exam view reads. The weekly quiz gets its own thin layer in a later issue.
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import type { GetTestResponse } from '../../../shared/api/exam.ts';
import { and, eq } from 'drizzle-orm';
import { attempts, enrolments, testSeries, tests } from '../../db/schema.ts';
import type { AttemptRow } from './repository.ts';
import { attemptState, resultOf, settleIfExpired, startAttempt } from './service.ts';
import { loadTarget, toExamQuestion, toReviewedQuestion, type TargetRef } from './targets.ts';

type WithoutServerTime<T> = T extends unknown ? Omit<T, 'serverTime'> : never;
export type TestView = WithoutServerTime<GetTestResponse>;

interface TestAccess {
  ref: TargetRef;
  attempt: AttemptRow | null;
}

/**
 * Enrolled in the series (checked first, so a stranger learns nothing about its tests), the test
 * belongs to it, and it is published, unless the learner already has an attempt: results of a
 * test withdrawn later stay readable.
 */
async function requireTestAccess(db: Database, userId: string, seriesId: string, testId: string): Promise<TestAccess> {
  // one round trip for all three checks: this runs for every learner the minute a test opens
  const [row] = await db
    .select({
      enrolmentId: enrolments.id,
      testId: tests.id,
      testStatus: tests.status,
      seriesStatus: testSeries.status,
      attempt: attempts,
    })
    .from(testSeries)
    .leftJoin(enrolments, and(eq(enrolments.seriesId, testSeries.id), eq(enrolments.userId, userId)))
    .leftJoin(tests, and(eq(tests.id, testId), eq(tests.seriesId, testSeries.id)))
    .leftJoin(attempts, and(eq(attempts.testId, tests.id), eq(attempts.userId, userId)))
    .where(eq(testSeries.id, seriesId))
    .limit(1);
  if (!row?.enrolmentId) throw forbidden('You are not enrolled in this test series.', 'not-enrolled');
  if (!row.testId) throw notFound('Test not found.');
  const published = row.testStatus === 'published' && row.seriesStatus === 'published';
  if (!published && !row.attempt) throw notFound('Test not found.');
  const ref: TargetRef = { kind: 'test', id: row.testId };
  return { ref, attempt: row.attempt && (await settleIfExpired(db, row.attempt)) };
}

export async function startTestAttempt(db: Database, userId: string, seriesId: string, testId: string) {
  const { ref, attempt } = await requireTestAccess(db, userId, seriesId, testId);
  return attempt ?? startAttempt(db, userId, ref);
}

export async function testView(db: Database, userId: string, seriesId: string, testId: string): Promise<TestView> {
  const { ref, attempt } = await requireTestAccess(db, userId, seriesId, testId);
  const target = await loadTarget(db, ref);
  if (!target) throw notFound('Test not found.');
  const head = {
    _id: target.ref.id,
    title: target.title,
    timeLimit: target.timeLimitSeconds,
    negativeRatio: target.negativeRatio,
    testSeriesId: seriesId,
  };

  if (attempt?.submittedAt) {
    const questions = target.questions.map(toReviewedQuestion);
    const { analyzedData, standing, questionStats } = await resultOf(db, attempt, target);
    return {
      success: true,
      attempted: true,
      test: { ...head, questions },
      attemptedData: { testId: { questions }, analyzedData },
      standing,
      questionStats,
    };
  }
  // before submission the key and explanations stay on the server: answers in the page are answers in devtools
  return {
    success: true,
    attempted: false,
    test: { ...head, questions: target.questions.map(toExamQuestion) },
    attempt: attempt ? attemptState(attempt) : null,
  };
}
