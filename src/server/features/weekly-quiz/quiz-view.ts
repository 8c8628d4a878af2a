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

type QuizPlacement = Extract<attempts.PaperPlacement, { kind: 'quiz' }>;

interface QuizAccess {
  target: attempts.Target;
  placement: QuizPlacement;
  attempt: attempts.AttemptRow | null;
}

export const quizPaperPath = (quizId: string) => `/api/quiz/paper/${quizId}`;

/** The quiz, from the paper cache (its window and status come with it), when the id names one. */
async function loadQuiz(db: Database, quizId: string) {
  if (!UUID.test(quizId)) throw notFound(QUIZ_NOT_FOUND);
  const target = await attempts.loadTarget(db, { kind: 'quiz', id: quizId });
  if (!target || target.placement.kind !== 'quiz') throw notFound(QUIZ_NOT_FOUND);
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
  if (!placement.published && !attempt) throw notFound(QUIZ_NOT_FOUND);
  if (exam !== undefined && placement.exam.toLowerCase() !== exam.trim().toLowerCase()) throw notFound(QUIZ_NOT_FOUND);
  return { target, placement, attempt: attempt && (await attempts.settleIfExpired(db, now, attempt)) };
}

/**
 * The questions of a quiz for the exam view, from memory, once it has opened (an early look at the
 * paper would be an early start): decided on every request, whatever a browser or a CDN has kept.
 * `attemptId`: the learner's attempt that keeps older versions of some questions (attempts/attempt-paper.ts).
 */
export async function quizPaper(db: Database, now: number, userId: string, quizId: string, attemptId?: string): Promise<attempts.ServedPaper> {
  const { target, placement } = await loadQuiz(db, quizId);
  if (attemptId) return attempts.servedPaper(await attempts.ownAttemptTarget(db, userId, target.ref, attemptId));
  if (placement.published && now >= placement.opensAt.getTime()) return attempts.servedPaper(target);
  // only a learner who started it may still read an unpublished quiz; the database is asked then
  const attempt = await attempts.findAttemptOf(db, userId, { kind: 'quiz', id: quizId });
  if (attempt) return attempts.servedPaper(target);
  if (!placement.published) throw notFound(QUIZ_NOT_FOUND);
  throw forbidden(quizNotOpenMessage(placement.opensAt), 'quiz-not-open');
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
  };

  if (attempt?.submittedAt) {
    // the questions as this learner was served them, though the quiz may serve newer versions now
    const served = (await attempts.targetOfAttempt(db, attempt)) ?? target;
    const questions = served.questions.map(attempts.toReviewedQuestion);
    const [{ analyzedData, standing, questionStats, questionTimes }, reportedQuestionIds] = await Promise.all([
      attempts.resultOf(db, attempt, served),
      reportedQuestions(
        db,
        userId,
        questions.map((question) => question._id),
      ),
    ]);
    return {
      success: true,
      attempted: true,
      quiz: { ...head, questions },
      attemptedData: { quizId: { questions }, analyzedData },
      standing,
      questionStats,
      questionTimes,
      attemptId: attempt.id,
      reportedQuestionIds,
    };
  }
  // before it opens the paper stays on the server (an early look is an early start); before
  // submission the key and explanations do too: answers in the page are answers in devtools
  const upcoming = !attempt && now < placement.opensAt.getTime();
  const { path, paper } = await attempts.paperOfAttempt(db, target, attempt, quizPaperPath(quizId));
  return {
    success: true,
    attempted: false,
    quiz: head,
    paper: upcoming
      ? null
      : { path, version: paper.version, questionCount: paper.questionCount, ...(target.offeredInHindi ? { offeredInHindi: true as const } : {}) },
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
    const kept = started.submittedAt ? attempts.languageOfAttempt(db, started.id, target) : attempts.startLanguage(db, started.id, target, language);
    return attempts.attemptState(started, await kept);
  }
  if (now < placement.opensAt.getTime()) throw conflict(quizNotOpenMessage(placement.opensAt), 'quiz-not-open');
  throw conflict(QUIZ_CLOSED, 'quiz-closed');
}

/** Grades the learner's attempt (once; a second submit returns the first result). Client scores are never read. */
export async function submitQuiz(
  db: Database,
  now: number,
  userId: string,
  quizId: string,
  answers?: Record<string, SavedAnswer>,
  seconds?: Record<string, number>,
): Promise<AnalyzedData> {
  const { attempt } = await requireQuizAccess(db, now, userId, quizId);
  if (!attempt) throw notFound('Start the quiz before submitting it.');
  return attempts.submitAttempt(db, attempt, answers, seconds);
}
