// The exam engine seen through a test series (SPEC §7 paths under /api/testseries): who may open a
// test, and the page the exam view reads. The weekly quiz's twin is weekly-quiz/quiz-view.ts.
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import type { GetTestResponse } from '../../../shared/api/exam.ts';
import { findTestPlacement } from '../catalogue/service.ts';
import { isEnrolled } from '../enrolments/service.ts';
import { findAttemptOf, type AttemptRow } from './repository.ts';
import { attemptState, resultOf, settleIfExpired, startAttempt } from './service.ts';
import { loadTarget, toExamQuestion, toReviewedQuestion, type Target, type TargetRef } from './targets.ts';

type WithoutServerTime<T> = T extends unknown ? Omit<T, 'serverTime'> : never;
export type TestView = WithoutServerTime<GetTestResponse>;

interface TestAccess {
  target: Target;
  attempt: AttemptRow | null;
}

/**
 * Enrolled in the series (checked first, so a stranger learns nothing about its tests), the test
 * belongs to it, and it is published, unless the learner already has an attempt: results of a
 * test withdrawn later stay readable.
 */
async function requireTestAccess(db: Database, now: number, userId: string, seriesId: string, testId: string): Promise<TestAccess> {
  const ref: TargetRef = { kind: 'test', id: testId };
  // side by side: this runs for every learner the minute a test opens
  const [enrolled, placement, attempt] = await Promise.all([
    isEnrolled(db, userId, seriesId),
    findTestPlacement(db, testId),
    findAttemptOf(db, userId, ref),
  ]);
  if (!enrolled) throw forbidden('You are not enrolled in this test series.', 'not-enrolled');
  if (!placement || placement.seriesId !== seriesId) throw notFound('Test not found.');
  if (!placement.published && !attempt) throw notFound('Test not found.');
  const target = await loadTarget(db, ref);
  if (!target) throw notFound('Test not found.');
  return { target, attempt: attempt && (await settleIfExpired(db, now, attempt)) };
}

export async function startTestAttempt(db: Database, now: number, userId: string, seriesId: string, testId: string) {
  const { target, attempt } = await requireTestAccess(db, now, userId, seriesId, testId);
  return attempt ?? startAttempt(db, now, userId, target.ref);
}

export async function testView(db: Database, now: number, userId: string, seriesId: string, testId: string): Promise<TestView> {
  const { target, attempt } = await requireTestAccess(db, now, userId, seriesId, testId);
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
