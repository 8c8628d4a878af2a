// The exam engine seen through a test series (SPEC §7 paths under /api/testseries): who may open a
// test, and the page the exam view reads. The weekly quiz's twin is weekly-quiz/quiz-view.ts.
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import type { GetTestResponse } from '../../../shared/api/exam.ts';
import { isEnrolled } from '../enrolments/service.ts';
import { reportedQuestionIds as reportedQuestions } from '../question-reports/service.ts';
import { findAttemptOf, type AttemptRow } from './repository.ts';
import { servedPaper, type ServedPaper } from './served-paper.ts';
import { ownAttemptTarget, paperOfAttempt, paperRefOf } from './attempt-paper.ts';
import { attemptState, resultOf, settleIfExpired, startAttempt } from './service.ts';
import { languageOfAttempt, languagesOfResult, requireLanguageOffered, startLanguage } from './attempt-language.ts';
import type { ExamLanguage } from '../../../shared/api/exam-language.ts';
import { loadTarget, targetOfAttempt, toReviewedQuestion, type Target, type TargetRef } from './targets.ts';
import { disclosureOf, requirePaperDisclosed, solutionsDisclosed } from './disclosure.ts';
import { hasStartedAttempt, noteStartedAttempt } from './paper-access.ts';

type WithoutServerTime<T> = T extends unknown ? Omit<T, 'serverTime'> : never;
export type TestView = WithoutServerTime<GetTestResponse>;

interface TestAccess {
  target: Target;
  attempt: AttemptRow | null;
}

const NOT_ENROLLED = 'You are not enrolled in this test series.';
const TEST_NOT_FOUND = 'Test not found.';

export const testPaperPath = (seriesId: string, testId: string) => `/api/testseries/paper/${seriesId}/${testId}`;

/** The test of the series, when it is one: the paper's placement is cached with it. */
function requireTestOfSeries(target: Target | null, seriesId: string): Target {
  if (!target || target.placement.kind !== 'test' || target.placement.seriesId !== seriesId) throw notFound(TEST_NOT_FOUND, { reason: 'test-not-found' });
  return target;
}

/**
 * Enrolled in the series (checked first, so a stranger learns nothing about its tests), the test
 * belongs to it, and it is published, unless the learner already has an attempt: results of a
 * test withdrawn later stay readable.
 */
async function requireTestAccess(db: Database, now: number, userId: string, seriesId: string, testId: string): Promise<TestAccess> {
  const ref: TargetRef = { kind: 'test', id: testId };
  // side by side: this runs for every learner the minute a test opens (the first two from memory)
  const [enrolled, loaded, attempt] = await Promise.all([isEnrolled(db, userId, seriesId), loadTarget(db, ref), findAttemptOf(db, userId, ref)]);
  if (!enrolled) throw forbidden(NOT_ENROLLED, 'not-enrolled');
  const target = requireTestOfSeries(loaded, seriesId);
  if (!target.placement.published && !attempt) throw notFound(TEST_NOT_FOUND, { reason: 'test-not-found' });
  return { target, attempt: attempt && (await settleIfExpired(db, now, attempt)) };
}

/**
 * The questions of a test for the exam view, from memory: who may see them is decided on every
 * request (enrolled; an attempt started, decision 039), whatever a browser or a CDN has kept.
 * `attemptId`: the learner's attempt that keeps older versions of some questions (attempt-paper.ts).
 */
export async function testPaper(db: Database, now: number, userId: string, seriesId: string, testId: string, attemptId?: string): Promise<ServedPaper> {
  if (!(await isEnrolled(db, userId, seriesId))) throw forbidden(NOT_ENROLLED, 'not-enrolled');
  const ref: TargetRef = { kind: 'test', id: testId };
  if (attemptId) return servedPaper(requireTestOfSeries(await ownAttemptTarget(db, userId, ref, attemptId), seriesId));
  const target = requireTestOfSeries(await loadTarget(db, ref), seriesId);
  // an unpublished test stays open to a learner who started it, as every test does only to them
  const started = await hasStartedAttempt(db, userId, ref);
  if (!target.placement.published && !started) throw notFound(TEST_NOT_FOUND, { reason: 'test-not-found' });
  requirePaperDisclosed(target, started, now);
  return servedPaper(target);
}

/** The learner's attempt, started now or earlier, with its language (`language`: the default chosen before starting). */
export async function startTestAttempt(db: Database, now: number, userId: string, seriesId: string, testId: string, language?: ExamLanguage) {
  const { target, attempt } = await requireTestAccess(db, now, userId, seriesId, testId);
  if (language) requireLanguageOffered(target, [language]);
  const started = attempt ?? (await startAttempt(db, now, userId, target.ref));
  noteStartedAttempt(db, userId, target.ref);
  return attemptState(started, started.submittedAt ? await languageOfAttempt(db, started.id, target) : await startLanguage(db, started.id, target, language));
}

export async function testView(db: Database, now: number, userId: string, seriesId: string, testId: string): Promise<TestView> {
  const { target, attempt } = await requireTestAccess(db, now, userId, seriesId, testId);
  const head = {
    _id: target.ref.id,
    title: target.title,
    timeLimit: target.timeLimitSeconds,
    negativeRatio: target.negativeRatio,
    markingScheme: target.marking,
    testSeriesId: seriesId,
    profile: target.exam,
  };

  if (attempt?.submittedAt) {
    // a test's solutions are the learner's once submitted (decision 039): the policy says so, and is asked
    if (!solutionsDisclosed(disclosureOf(target, attempt, now))) throw new Error(`The solutions of test ${target.ref.id} are held back after submission`);
    // the questions as this learner was served them, though the paper may serve newer versions now
    const served = (await targetOfAttempt(db, attempt)) ?? target;
    const questions = served.questions.map(toReviewedQuestion);
    const [{ analyzedData, standing, questionStats, questionTimes }, reportedQuestionIds, languages] = await Promise.all([
      resultOf(db, attempt, served),
      reportedQuestions(
        db,
        userId,
        questions.map((question) => question._id),
      ),
      // the language each question was last read in: the review opens it in that language
      languagesOfResult(db, attempt.id, served),
    ]);
    return {
      success: true,
      attempted: true,
      test: { ...head, questions },
      attemptedData: { testId: { questions }, analyzedData },
      standing,
      questionStats,
      questionTimes,
      attemptId: attempt.id,
      reportedQuestionIds,
      ...languages,
    };
  }
  // before submission the key and explanations stay on the server: answers in the page are answers
  // in devtools. The questions are the same for everyone and are read from the paper's own address,
  // once the attempt has started; the instructions before it read the paper's outline.
  if (attempt) noteStartedAttempt(db, userId, target.ref);
  const paper = paperRefOf(target, await paperOfAttempt(db, target, attempt, testPaperPath(seriesId, testId)));
  return {
    success: true,
    attempted: false,
    test: head,
    paper,
    attempt: attempt ? attemptState(attempt, await languageOfAttempt(db, attempt.id, target)) : null,
  };
}
