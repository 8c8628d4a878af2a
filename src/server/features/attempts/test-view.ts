// The exam engine seen through a test series (SPEC §7 paths under /api/testseries): who may open a
// test, and the page the exam view reads. The weekly quiz gets its own thin layer in a later issue.
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import type { GetTestResponse } from '../../../shared/api/exam.ts';
import { findAttemptOf, isEnrolled, type AttemptRow } from './repository.ts';
import { attemptState, resultOf, settleIfExpired, startAttempt } from './service.ts';
import { findSeriesTest, loadTarget, toExamQuestion, toReviewedQuestion, type TargetRef } from './targets.ts';

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
  if (!(await isEnrolled(db, userId, seriesId))) throw forbidden('You are not enrolled in this test series.');
  const test = await findSeriesTest(db, seriesId, testId);
  if (!test) throw notFound('Test not found.');
  const ref: TargetRef = { kind: 'test', id: test.testId };
  const attempt = await findAttemptOf(db, userId, ref);
  if (!test.published && !attempt) throw notFound('Test not found.');
  return { ref, attempt: attempt && (await settleIfExpired(db, attempt)) };
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
