// Helpers for the exam engine's API tests: an enrolled learner and one call per endpoint.
import type { FastifyInstance } from 'fastify';
import { signIn } from './app.ts';
import { enrol } from '../server/features/enrolments/service.ts';
import { e2eQuestions } from './e2e-fixtures.ts';
import type { SavedAnswer } from '../shared/api/exam.ts';
import { readTarget, type TargetRef } from '../server/features/attempts/targets.ts';

export interface Learner {
  userId: string;
  cookie: string;
}

export async function enrolledLearner(app: FastifyInstance, seriesId: string): Promise<Learner> {
  const { user, cookie } = await signIn(app);
  await enrol(app.db, { userId: user.id, seriesId, source: 'free' });
  return { userId: user.id, cookie };
}

/** Question id by e2e fixture key, read from a getTest response (the same order as e2eQuestions). */
export function questionIdsByKey(questionIds: string[], keys = e2eQuestions.map((q) => q.key)): Record<string, string> {
  return Object.fromEntries(keys.map((key, index) => [key, questionIds[index]!]));
}

/**
 * A paper's question ids in the order the paper serves them, read from the database: a learner may
 * read the paper only once their attempt has started (decision 039), and a start would make them a
 * taker. Read uncached, so the paper cache a test measures is left as it was.
 */
export async function paperQuestionIds(app: FastifyInstance, ref: TargetRef): Promise<string[]> {
  const target = await readTarget(app.db, ref);
  if (!target) throw new Error(`No ${ref.kind} ${ref.id} to read the questions of`);
  return target.questions.map((question) => question.id);
}

export const answered = (answer: SavedAnswer['answer']): SavedAnswer => ({ answer, status: answer === null ? 'not-answered' : 'answered' });

export function examApi(app: FastifyInstance, seriesId: string) {
  return {
    getTest: (learner: Learner, testId: string, userId = learner.userId) =>
      app.inject({ method: 'GET', url: `/api/testseries/getTest/${userId}/${seriesId}/${testId}`, headers: { cookie: learner.cookie } }),
    paper: (learner: Learner, testId: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/testseries/paper/${seriesId}/${testId}`, headers: { cookie: learner.cookie, ...headers } }),
    start: (learner: Learner, testId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/testseries/startTest',
        headers: { cookie: learner.cookie },
        payload: { userId: learner.userId, testSeriesId: seriesId, testId },
      }),
    save: (learner: Learner, attemptId: string, answers: Record<string, SavedAnswer>) =>
      app.inject({ method: 'PUT', url: `/api/attempts/${attemptId}/answers`, headers: { cookie: learner.cookie }, payload: { answers } }),
    attempt: (learner: Learner, attemptId: string) => app.inject({ method: 'GET', url: `/api/attempts/${attemptId}`, headers: { cookie: learner.cookie } }),
    submit: (learner: Learner, testId: string, extra: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/testseries/submittest',
        headers: { cookie: learner.cookie },
        payload: { userId: learner.userId, testId, ...extra },
      }),
  };
}
