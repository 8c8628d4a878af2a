// Helpers for tests that reach a weekly quiz's winner (issue 39): the admin's review calls, and a
// shortcut that opens the finished quizzes' reviews and confirms rank 1, for tests about something
// that follows the winner (a regrade, the week's list) rather than the confirmation itself.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signIn } from './app.ts';
import { confirmWinner } from '../server/features/admin/winners/reviews.service.ts';
import { openWinnerReviews, type PrizeSetting } from '../server/features/weekly-quiz/service.ts';
import type { WinnerReview } from '../shared/api/admin-winners.ts';

interface Caller {
  cookie: string;
}

/**
 * The review calls as an admin makes them:
 * - GET  /api/admin/winners/reviews                    → { success, reviews: WinnerReview[] }
 * - POST /api/admin/winners/reviews/:quizId/confirm    { userId }          → { success, review }
 * - POST /api/admin/winners/reviews/:quizId/pass       { userId, reason }  → { success, review }
 */
export function winnerReviewApi(app: FastifyInstance) {
  const call = (who: Caller, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const options: InjectOptions = { method, url, headers: { cookie: who.cookie } };
    if (payload !== undefined) options.payload = payload;
    return app.inject(options);
  };
  return {
    list: (who: Caller) => call(who, 'GET', '/api/admin/winners/reviews'),
    /** the review of one quiz, from the list; undefined when it has none */
    reviewOf: async (who: Caller, quizId: string): Promise<WinnerReview | undefined> =>
      ((await call(who, 'GET', '/api/admin/winners/reviews')).json().reviews as WinnerReview[]).find((review) => review.quizId === quizId),
    confirm: (who: Caller, quizId: string, userId: string) => call(who, 'POST', `/api/admin/winners/reviews/${quizId}/confirm`, { userId }),
    pass: (who: Caller, quizId: string, userId: string, reason: unknown) => call(who, 'POST', `/api/admin/winners/reviews/${quizId}/pass`, { userId, reason }),
  };
}

/**
 * Opens the reviews of every finished quiz and confirms this quiz's rank 1 (the first candidate) as
 * a new master, with the given prize setting. Answers the winner's user id.
 */
export async function confirmRankOne(app: FastifyInstance, quizId: string, setting: PrizeSetting): Promise<string> {
  await openWinnerReviews(app.db);
  const master = await signIn(app, { role: 'master' });
  const [review] = (await winnerReviewApi(app).list(master)).json().reviews.filter((item: WinnerReview) => item.quizId === quizId) as WinnerReview[];
  const candidate = review?.candidates[0];
  if (!candidate) throw new Error(`quiz ${quizId} has no pending review with a candidate`);
  await confirmWinner(app.db, setting, { id: master.user.id, role: 'master' }, quizId, candidate.user.id);
  return candidate.user.id;
}
