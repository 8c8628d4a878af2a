// The exam engine seen through a weekly quiz (SPEC §7's getQuiz and submit, plus start): who may open
// a quiz, when it may be started, and the page the quiz view reads. The test series' twin is
// attempts/test-view.ts.
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import type { AnalyzedData, AttemptState, SavedAnswer } from '../../../shared/api/exam.ts';
import type { ExamLanguage } from '../../../shared/api/exam-language.ts';
import type { GetQuizResponse } from '../../../shared/api/quiz.ts';
import * as attempts from '../attempts/service.ts';
import { reportedQuestionIds as reportedQuestions } from '../question-reports/service.ts';

type WithoutServerTime<T> = T extends unknown ? Omit<T, 'serverTime'> : never;
export type QuizView = WithoutServerTime<GetQuizResponse>;

export const QUIZ_NOT_FOUND = 'Quiz not available or unauthorized access.';
export const QUIZ_CLOSED = 'This quiz has closed: it can no longer be started.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// learners are in India: the opening time is told in their time, as the weeks are counted
const istTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
export const quizNotOpenMessage = (opensAt: Date) => `This quiz has not opened yet: it opens on ${istTime.format(opensAt)} IST.`;
/** The refusal's message, its code, and the opening time itself for a page in another language to write. */
const notOpenYet = (opensAt: Date) => [quizNotOpenMessage(opensAt), 'quiz-not-open', { opensAt: opensAt.toISOString() }] as const;

type QuizPlacement = Extract<attempts.PaperPlacement, { kind: 'quiz' }>;

interface QuizAccess {
  target: attempts.Target;
  placement: QuizPlacement;
  attempt: attempts.AttemptRow | null;
}

export const quizPaperPath = (quizId: string) => `/api/quiz/paper/${quizId}`;

/** The quiz, from the paper cache (its window and status come with it), when the id names one. */
async function loadQuiz(db: Database, quizId: string) {
  if (!UUID.test(quizId)) throw notFound(QUIZ_NOT_FOUND, { reason: 'quiz-not-found' });
  const target = await attempts.loadTarget(db, { kind: 'quiz', id: quizId });
  if (!target || target.placement.kind !== 'quiz') throw notFound(QUIZ_NOT_FOUND, { reason: 'quiz-not-found' });
  return { target, placement: target.placement };
}

/**
 * Published (or already attempted: a result stays readable if the quiz is withdrawn later), and of
 * the exam the path names, case-insensitively when one is named.
 */
async function requireQuizAccess(db: Database, now: number, userId: string, quizId: string, exam?: string): Promise<QuizAccess> {
  const [{ target, placement }, attempt] = await Promise.all([
    loadQuiz(db, quizId),
    UUID.test(quizId) ? attempts.findAttemptOf(db, userId, { kind: 'quiz', id: quizId }) : null,
  ]);
  if (!placement.published && !attempt) throw notFound(QUIZ_NOT_FOUND, { reason: 'quiz-not-found' });
  if (exam !== undefined && placement.exam.toLowerCase() !== exam.trim().toLowerCase()) throw notFound(QUIZ_NOT_FOUND, { reason: 'quiz-not-found' });
  return { target, placement, attempt: attempt && (await attempts.settleIfExpired(db, now, attempt)) };
}

/**
 * The questions of a quiz for the exam view, from memory, to a learner whose attempt has started
 * (decision 039: an early look at the paper would be an early start), whatever a browser or a CDN
 * has kept. `attemptId`: the learner's attempt that keeps older versions of some questions
 * (attempts/attempt-paper.ts).
 */
export async function quizPaper(db: Database, now: number, userId: string, quizId: string, attemptId?: string): Promise<attempts.ServedPaper> {
  const { target, placement } = await loadQuiz(db, quizId);
  if (attemptId) return attempts.servedPaper(await attempts.ownAttemptTarget(db, userId, target.ref, attemptId));
  const started = await attempts.hasStartedAttempt(db, userId, target.ref);
  // only a learner who started it may still read an unpublished quiz
  if (!placement.published && !started) throw notFound(QUIZ_NOT_FOUND, { reason: 'quiz-not-found' });
  if (!started && now < placement.opensAt.getTime()) throw forbidden(...notOpenYet(placement.opensAt));
  attempts.requirePaperDisclosed(target, started, now);
  return attempts.servedPaper(target);
}

/** A submitted attempt's result, as far as the policy lets it out now (decision 039). */
async function quizResult(
  db: Database,
  now: number,
  userId: string,
  target: attempts.Target,
  attempt: attempts.AttemptRow,
  head: QuizView['quiz'],
): Promise<QuizView> {
  const disclosure = attempts.disclosureOf(target, attempt, now);
  if (!attempts.solutionsDisclosed(disclosure)) {
    const analysis = attempt.analysis as AnalyzedData | null;
    if (!analysis) throw new Error(`Attempt ${attempt.id} has no analysis`);
    const { questionAnalysis: _heldBack, ...analyzedData } = analysis;
    return {
      success: true,
      attempted: true,
      solutions: 'pending',
      solutionsOpenAt: new Date(disclosure.solutionsOpenAt!).toISOString(),
      quiz: head,
      analyzedData,
      standing: await attempts.standingOf(db, target.ref, analysis),
      attemptId: attempt.id,
    };
  }
  // the questions as this learner was served them, though the quiz may serve newer versions now
  const served = (await attempts.targetOfAttempt(db, attempt)) ?? target;
  const questions = served.questions.map(attempts.toReviewedQuestion);
  const [{ analyzedData, standing, questionStats, questionTimes }, reportedQuestionIds, languages] = await Promise.all([
    attempts.resultOf(db, attempt, served),
    reportedQuestions(
      db,
      userId,
      questions.map((question) => question._id),
    ),
    // the language each question was last read in, with the solutions and never before them
    attempts.languagesOfResult(db, attempt.id, served),
  ]);
  return {
    success: true,
    attempted: true,
    solutions: 'open',
    quiz: { ...head, questions },
    attemptedData: { quizId: { questions }, analyzedData },
    standing,
    questionStats,
    questionTimes,
    attemptId: attempt.id,
    reportedQuestionIds,
    ...languages,
  };
}

export async function quizView(db: Database, now: number, userId: string, exam: string, quizId: string): Promise<QuizView> {
  const { target, placement, attempt } = await requireQuizAccess(db, now, userId, quizId, exam);
  const head = {
    _id: target.ref.id,
    title: target.title,
    exam: placement.exam,
    timeLimit: target.timeLimitSeconds,
    opensAt: placement.opensAt.toISOString(),
    closesAt: placement.closesAt.toISOString(),
    marking: target.quizMarking!,
    markingScheme: target.marking,
    profile: target.exam,
  };

  if (attempt?.submittedAt) return quizResult(db, now, userId, target, attempt, head);
  // before it opens the paper stays on the server (an early look is an early start); before
  // submission the key and explanations do too: answers in the page are answers in devtools
  const upcoming = !attempt && now < placement.opensAt.getTime();
  if (attempt) attempts.noteStartedAttempt(db, userId, target.ref);
  const paper = upcoming ? null : attempts.paperRefOf(target, await attempts.paperOfAttempt(db, target, attempt, quizPaperPath(quizId)));
  return {
    success: true,
    attempted: false,
    quiz: head,
    paper,
    attempt: attempt ? attempts.attemptState(attempt, await attempts.languageOfAttempt(db, attempt.id, target)) : null,
  };
}

/**
 * The learner's one attempt of the quiz. A new one only inside the window (the database's clock
 * decides); an attempt started before the close keeps its full time limit and is returned after it.
 */
export async function startQuiz(db: Database, now: number, userId: string, quizId: string, language?: ExamLanguage): Promise<AttemptState> {
  const { target, placement, attempt } = await requireQuizAccess(db, now, userId, quizId);
  if (language) attempts.requireLanguageOffered(target, [language]);
  const started = attempt ?? (await attempts.startQuizAttempt(db, now, userId, { id: quizId, timeLimitSeconds: target.timeLimitSeconds, ...placement }));
  if (started) {
    attempts.noteStartedAttempt(db, userId, target.ref);
    const kept = started.submittedAt ? attempts.languageOfAttempt(db, started.id, target) : attempts.startLanguage(db, started.id, target, language);
    return attempts.attemptState(started, await kept);
  }
  if (now < placement.opensAt.getTime()) throw conflict(...notOpenYet(placement.opensAt));
  throw conflict(QUIZ_CLOSED, 'quiz-closed');
}

/**
 * Grades the learner's attempt (once; a second submit returns the first result). Client scores are
 * never read. Each question's verdict stays on the server until the quiz has settled (decision 039).
 */
export async function submitQuiz(
  db: Database,
  now: number,
  userId: string,
  quizId: string,
  answers?: Record<string, SavedAnswer>,
  seconds?: Record<string, number>,
): Promise<{ analyzedData: attempts.WithheldAnalysis; solutionsOpenAt?: string }> {
  const { target, attempt } = await requireQuizAccess(db, now, userId, quizId);
  if (!attempt) throw notFound('Start the quiz before submitting it.', { reason: 'quiz-not-started' });
  const analysis = await attempts.submitAttempt(db, attempt, answers, seconds);
  const disclosure = attempts.disclosureOf(target, { submittedAt: new Date(now) }, now);
  const analyzedData = attempts.analysisAsDisclosed(analysis, disclosure);
  return disclosure.solutionsOpenAt === null ? { analyzedData } : { analyzedData, solutionsOpenAt: new Date(disclosure.solutionsOpenAt).toISOString() };
}
