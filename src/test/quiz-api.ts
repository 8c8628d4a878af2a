// Helpers for the weekly quiz's API tests: quizzes on the e2e questions, windows moved by the
// database's clock, and one call per endpoint.
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { attempts, questions, quizQuestions, quizzes } from '../server/db/schema.ts';
import { e2eQuestions } from './e2e-fixtures.ts';
import type { Learner } from './exam-api.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS, type SavedAnswer } from '../shared/api/exam.ts';
import { forgetTarget } from '../server/features/attempts/service.ts';

let slugCounter = 0;

export interface QuizFixture {
  quizId: string;
  /** question id by e2e key, in the quiz's order */
  questionIds: Record<string, string>;
}

/** A published quiz on e2e questions (loadTestFixtures must have run), open from an hour ago for a day. */
export async function insertQuiz(
  app: FastifyInstance,
  {
    title = 'Weekly Quiz',
    exam = 'GATE',
    timeLimitSeconds = 600,
    keys = ['e2e-apt-1', 'e2e-apt-2', 'e2e-tech-1', 'e2e-tech-2'],
    status = 'published',
  }: { title?: string; exam?: string; timeLimitSeconds?: number; keys?: string[]; status?: 'draft' | 'published' } = {},
): Promise<QuizFixture> {
  slugCounter += 1;
  const [quiz] = await app.db
    .insert(quizzes)
    .values({
      slug: `quiz-${slugCounter}-${Date.now()}`,
      title,
      exam,
      timeLimitSeconds,
      opensAt: sql`now() - interval '1 hour'`,
      closesAt: sql`now() + interval '1 day'`,
      status,
    })
    .returning({ id: quizzes.id });
  const rows = await app.db.select({ id: questions.id, key: questions.key }).from(questions).where(inArray(questions.key, keys));
  const idOf = new Map(rows.map((row) => [row.key!, row.id]));
  await app.db.insert(quizQuestions).values(keys.map((key, position) => ({ quizId: quiz!.id, questionId: idOf.get(key)!, position })));
  return { quizId: quiz!.id, questionIds: Object.fromEntries(keys.map((key) => [key, idOf.get(key)!])) };
}

/** Moves a quiz's window relative to the database's clock: opened `openedSecondsAgo` ago, closing in `closesInSeconds` (negative: closed). */
export async function moveWindow(app: FastifyInstance, quizId: string, openedSecondsAgo: number, closesInSeconds: number) {
  await app.db
    .update(quizzes)
    .set({
      opensAt: sql`now() - make_interval(secs => ${openedSecondsAgo})`,
      closesAt: sql`now() + make_interval(secs => ${closesInSeconds})`,
    })
    .where(eq(quizzes.id, quizId));
  // a change made behind the app's back, as an admin's would be: every cached copy of the quiz goes
  await forgetTarget(app.db, { kind: 'quiz', id: quizId });
}

/**
 * Moves a quiz's window into the past far enough that it has settled: its close, plus its time limit
 * for an attempt started at the last moment, plus the in-flight allowance, is before now. Only then
 * may a taker read its key (decision 039).
 */
export async function settleQuiz(app: FastifyInstance, quizId: string) {
  const [quiz] = await app.db.select({ timeLimitSeconds: quizzes.timeLimitSeconds }).from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw new Error(`No quiz ${quizId} to settle`);
  const settledFor = quiz.timeLimitSeconds + IN_FLIGHT_ALLOWANCE_SECONDS + 60;
  await moveWindow(app, quizId, settledFor + 86400, -settledFor);
}

/** Moves an attempt back so that it started `startedSecondsAgo` ago and its time runs out `timeLimitSeconds` after that. */
export async function moveAttempt(app: FastifyInstance, attemptId: string, startedSecondsAgo: number, timeLimitSeconds: number) {
  await app.db
    .update(attempts)
    .set({
      startedAt: sql`now() - make_interval(secs => ${startedSecondsAgo})`,
      deadline: sql`now() - make_interval(secs => ${startedSecondsAgo - timeLimitSeconds})`,
    })
    .where(eq(attempts.id, attemptId));
}

/** Answers by e2e key: the right option for keys in `right`, a wrong one for keys in `wrong`. */
export function answersFor(fixture: QuizFixture, { right = [] as string[], wrong = [] as string[] }): Record<string, SavedAnswer> {
  const keyOf = new Map(e2eQuestions.map((question) => [question.key, question.correctIndex]));
  const answers: Record<string, SavedAnswer> = {};
  for (const key of right) answers[fixture.questionIds[key]!] = { answer: keyOf.get(key)!, status: 'answered' };
  for (const key of wrong) answers[fixture.questionIds[key]!] = { answer: (keyOf.get(key)! + 1) % 4, status: 'answered' };
  return answers;
}

export function quizApi(app: FastifyInstance) {
  return {
    weekly: (learner: Learner | null, exam?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/quiz/weekly${exam ? `?exam=${encodeURIComponent(exam)}` : ''}`,
        headers: learner ? { cookie: learner.cookie } : {},
      }),
    getQuiz: (learner: Learner, quizId: string, { exam = 'GATE', userId = learner.userId } = {}) =>
      app.inject({ method: 'GET', url: `/api/quiz/getQuiz/${encodeURIComponent(exam)}/${userId}/${quizId}`, headers: { cookie: learner.cookie } }),
    start: (learner: Learner, quizId: string, userId = learner.userId) =>
      app.inject({ method: 'POST', url: '/api/quiz/start', headers: { cookie: learner.cookie }, payload: { userId, quizId } }),
    submit: (learner: Learner, quizId: string, extra: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: '/api/quiz/submit', headers: { cookie: learner.cookie }, payload: { userId: learner.userId, quizId, ...extra } }),
    save: (learner: Learner, attemptId: string, answers: Record<string, SavedAnswer>) =>
      app.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/answers`, headers: { cookie: learner.cookie }, payload: { answers } }),
    attempt: (learner: Learner, attemptId: string) => app.inject({ method: 'GET', url: `/api/attempts/${attemptId}`, headers: { cookie: learner.cookie } }),
    paper: (learner: Learner, quizId: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/quiz/paper/${quizId}`, headers: { cookie: learner.cookie, ...headers } }),
    leaderboard: (learner: Learner | null, quizId: string, query = '') =>
      app.inject({ method: 'GET', url: `/api/quiz/${quizId}/leaderboard${query}`, headers: learner ? { cookie: learner.cookie } : {} }),
  };
}
