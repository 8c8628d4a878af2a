// The weekly winner's confirmation in the admin area (issue 39): a finished quiz's rank 1 waits in
// a review until a master confirms them or passes them over, with a reason, for the next rank.
import { z } from 'zod';
import { route } from './contract.ts';
import { winnerFlags } from '../exam/winner-flags.ts';

export const winnerReviewStatuses = ['pending', 'confirmed', 'no-winner'] as const;
export type WinnerReviewStatus = (typeof winnerReviewStatuses)[number];

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One learner who may be confirmed: rank 1 among the takers not passed over (several when tied). */
export const winnerCandidate = z.object({
  user: person,
  /** on the quiz's leaderboard, passed-over learners included */
  rank: z.number(),
  score: z.number(),
  maxScore: z.number(),
  /** the grader's seconds for the whole attempt */
  timeTaken: z.number(),
  answered: z.number(),
  /** seconds on each question, in paper order, as the exam view recorded them; null where none was recorded */
  questionSeconds: z.array(z.number().nullable()),
  startedAt: z.string(),
  submittedAt: z.string(),
  /** the signs of an impossible finish (src/shared/exam/winner-flags.ts); empty for an honest-looking one */
  flags: z.array(z.enum(winnerFlags)),
});
export type WinnerCandidate = z.infer<typeof winnerCandidate>;

export const winnerPass = z.object({
  user: person,
  reason: z.string(),
  /** the master who passed them over; null when that account is gone */
  passedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  passedAt: z.string(),
});
export type WinnerPass = z.infer<typeof winnerPass>;

export const winnerReview = z.object({
  quizId: z.string(),
  quizTitle: z.string(),
  exam: z.string(),
  closesAt: z.string().nullable(),
  status: z.enum(winnerReviewStatuses),
  openedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  takers: z.number(),
  /** while pending: who may be confirmed now; empty once decided */
  candidates: z.array(winnerCandidate),
  /** the learners passed over, first passed first */
  passed: z.array(winnerPass),
});
export type WinnerReview = z.infer<typeof winnerReview>;

export const winnerReviewsResponse = z.object({
  success: z.literal(true),
  /** the pending first (oldest first), then the latest decided */
  reviews: z.array(winnerReview),
});
export const winnerReviewResponse = z.object({ success: z.literal(true), review: winnerReview });

export const reviewParams = z.object({ quizId: z.uuid() });
export const confirmWinnerInput = z.object({ userId: z.uuid('Choose the learner to confirm.') });
export type ConfirmWinnerInput = z.infer<typeof confirmWinnerInput>;
export const PASS_REASON_MISSING = 'Give the reason this learner is passed over (it is kept in the audit log).';
export const passWinnerInput = z.object({
  userId: z.uuid('Choose the learner to pass over.'),
  reason: z.string(PASS_REASON_MISSING).trim().min(1, PASS_REASON_MISSING).max(500, 'Keep the reason under 500 characters.'),
});
export type PassWinnerInput = z.infer<typeof passWinnerInput>;

/** src/server/features/admin/winners/routes.ts */
export const adminWinnersApi = {
  reviews: route('GET', '/api/admin/winners/reviews', { response: { 200: winnerReviewsResponse } }),
  confirm: route('POST', '/api/admin/winners/reviews/:quizId/confirm', {
    params: reviewParams,
    body: confirmWinnerInput,
    response: { 200: winnerReviewResponse },
  }),
  pass: route('POST', '/api/admin/winners/reviews/:quizId/pass', { params: reviewParams, body: passWinnerInput, response: { 200: winnerReviewResponse } }),
};
