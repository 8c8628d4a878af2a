// The exam engine seen through a weekly quiz (SPEC §7's getQuiz and submit, plus start): who may open
// a quiz, when it may be started, and the page the quiz view reads. The test series' twin is
// attempts/test-view.ts.
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { AnalyzedData, SavedAnswer } from '../../../shared/api/exam.ts';
import type { GetQuizResponse } from '../../../shared/api/quiz.ts';
import * as attempts from '../attempts/service.ts';
import * as catalogue from '../catalogue/service.ts';

type WithoutServerTime<T> = T extends unknown ? Omit<T, 'serverTime'> : never;
export type QuizView = WithoutServerTime<GetQuizResponse>;

export const QUIZ_NOT_FOUND = 'Quiz not available or unauthorized access.';
export const QUIZ_CLOSED = 'This quiz has closed: it can no longer be started.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// learners are in India: the opening time is told in their time, as the weeks are counted
const istTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
export const quizNotOpenMessage = (opensAt: Date) => `This quiz has not opened yet: it opens on ${istTime.format(opensAt)} IST.`;

interface QuizAccess {
  quiz: catalogue.QuizRow;
  target: attempts.Target;
  attempt: attempts.AttemptRow | null;
}

/**
 * Published (or already attempted: a result stays readable if the quiz is withdrawn later), and of
 * the exam the path names, case-insensitively when one is named.
 */
async function requireQuizAccess(db: Database, now: number, userId: string, quizId: string, exam?: string): Promise<QuizAccess> {
  if (!UUID.test(quizId)) throw notFound(QUIZ_NOT_FOUND);
  const ref = { kind: 'quiz', id: quizId } as const;
  const [quiz, attempt] = await Promise.all([catalogue.findQuiz(db, quizId), attempts.findAttemptOf(db, userId, ref)]);
  if (!quiz || (quiz.status !== 'published' && !attempt)) throw notFound(QUIZ_NOT_FOUND);
  if (exam !== undefined && quiz.exam.toLowerCase() !== exam.trim().toLowerCase()) throw notFound(QUIZ_NOT_FOUND);
  const target = await attempts.loadTarget(db, ref);
  if (!target) throw notFound(QUIZ_NOT_FOUND);
  return { quiz, target, attempt: attempt && (await attempts.settleIfExpired(db, now, attempt)) };
}

export async function quizView(db: Database, now: number, userId: string, exam: string, quizId: string): Promise<QuizView> {
  const { quiz, target, attempt } = await requireQuizAccess(db, now, userId, quizId, exam);
  const head = {
    _id: quiz.id,
    title: quiz.title,
    exam: quiz.exam,
    timeLimit: quiz.timeLimitSeconds,
    opensAt: quiz.opensAt.toISOString(),
    closesAt: quiz.closesAt.toISOString(),
    marking: { correct: quiz.correctMarks, wrong: quiz.wrongMarks },
  };

  if (attempt?.submittedAt) {
    const questions = target.questions.map(attempts.toReviewedQuestion);
    const { analyzedData, standing, questionStats } = await attempts.resultOf(db, attempt, target);
    return {
      success: true,
      attempted: true,
      quiz: { ...head, questions },
      attemptedData: { quizId: { questions }, analyzedData },
      standing,
      questionStats,
    };
  }
  // before it opens the paper stays on the server (an early look is an early start); before
  // submission the key and explanations do too: answers in the page are answers in devtools
  const upcoming = !attempt && now < quiz.opensAt.getTime();
  return {
    success: true,
    attempted: false,
    quiz: { ...head, questions: upcoming ? [] : target.questions.map(attempts.toExamQuestion) },
    attempt: attempt ? attempts.attemptState(attempt) : null,
  };
}

/**
 * The learner's one attempt of the quiz. A new one only inside the window (the database's clock
 * decides); an attempt started before the close keeps its full time limit and is returned after it.
 */
export async function startQuiz(db: Database, now: number, userId: string, quizId: string): Promise<attempts.AttemptRow> {
  const { quiz, attempt } = await requireQuizAccess(db, now, userId, quizId);
  if (attempt) return attempt;
  const started = await attempts.startQuizAttempt(db, now, userId, quiz);
  if (started) return started;
  if (now < quiz.opensAt.getTime()) throw conflict(quizNotOpenMessage(quiz.opensAt), 'quiz-not-open');
  throw conflict(QUIZ_CLOSED, 'quiz-closed');
}

/** Grades the learner's attempt (once; a second submit returns the first result). Client scores are never read. */
export async function submitQuiz(
  db: Database,
  now: number,
  userId: string,
  quizId: string,
  answers?: Record<string, SavedAnswer>,
): Promise<AnalyzedData> {
  const { attempt } = await requireQuizAccess(db, now, userId, quizId);
  if (!attempt) throw notFound('Start the quiz before submitting it.');
  return attempts.submitAttempt(db, attempt, answers);
}
