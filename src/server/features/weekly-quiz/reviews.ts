// A finished weekly quiz's winner review (issue 39, decision 038): the closing job opens it; a master
// confirms rank 1 among the takers not passed over, or passes them over with a reason and the next
// rank becomes the candidate. Only a confirmation records, enrols and announces the winner.
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { AnalyzedData } from '../../../shared/api/exam.ts';
import * as accounts from '../accounts/service.ts';
import * as attempts from '../attempts/service.ts';
import * as catalogue from '../catalogue/service.ts';
import { publishNotification } from '../content/service.ts';
import * as reviews from './reviews.repository.ts';
import { prizeSeries, recordWinner, winnerNotification, type PrizeSetting } from './winners.ts';

export type { PassRow, ReviewRow } from './reviews.repository.ts';

export const REVIEW_NOT_FOUND = 'This quiz has no winner review: it has not finished yet, or nobody took it.';
export const ALREADY_CONFIRMED = "This quiz's winner is already confirmed: the prize is given once.";
export const NO_WINNER_LEFT = 'Every taker of this quiz was passed over: its review is closed with no winner.';
export const NOT_A_TAKER = 'This learner did not submit this quiz, so cannot be its winner.';
export const notACandidate = (rank: number) =>
  `This learner is rank ${rank} on the leaderboard, not rank 1 among the takers not passed over: only a current candidate can be confirmed or passed over.`;
export const wasPassedOver = (reason: string) => `This learner was passed over ("${reason}"): a passed-over learner cannot be confirmed or passed again.`;

// leaderboard rows read past the passed-over learners: more than enough to find rank 1's ties
const CANDIDATE_WINDOW = 50;

export const listReviews = reviews.listReviews;
export const findReviews = reviews.findReviews;
export const findPasses = reviews.findPasses;

/** The learners passed over on a quiz, by id. */
export async function passedOver(db: Database, quizId: string): Promise<Map<string, reviews.PassRow>> {
  return new Map((await reviews.findPasses(db, [quizId])).map((pass) => [pass.userId, pass]));
}

/**
 * Who may be confirmed: rank 1 of the leaderboard once the passed-over learners are left out, with
 * anyone tied with them (the same score and time: the leaderboard's own rule of a shared rank), in
 * leaderboard order. Each keeps their rank on the whole leaderboard.
 */
export async function candidatesOf(db: Database, quizId: string, passed: ReadonlySet<string>): Promise<attempts.LeaderboardPlace[]> {
  const places = await attempts.leaderboardPage(db, quizId, 0, passed.size + CANDIDATE_WINDOW);
  const remaining = places.filter((place) => !passed.has(place.userId));
  const [first] = remaining;
  if (!first) return [];
  return remaining.filter((place) => place.score === first.score && place.timeTaken === first.timeTaken);
}

/** The review, locked for this transaction; refused unless it waits for a decision. */
async function pendingReview(tx: Database, quizId: string): Promise<reviews.ReviewRow> {
  const review = await reviews.lockReview(tx, quizId);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  if (review.status === 'confirmed') throw conflict(ALREADY_CONFIRMED, 'review-decided');
  if (review.status === 'no-winner') throw conflict(NO_WINNER_LEFT, 'review-decided');
  return review;
}

/** The learner as a current candidate of the pending review, or a 409 that says why they are not. */
async function requireCandidate(tx: Database, quizId: string, userId: string) {
  const passes = await passedOver(tx, quizId);
  const pass = passes.get(userId);
  if (pass) throw conflict(wasPassedOver(pass.reason), 'not-a-candidate');
  const candidates = await candidatesOf(tx, quizId, new Set(passes.keys()));
  const chosen = candidates.find((place) => place.userId === userId);
  if (chosen) return { chosen, passes };
  const attempt = await attempts.findAttemptOf(tx, userId, { kind: 'quiz', id: quizId });
  const analysis = attempt?.submittedAt ? (attempt.analysis as AnalyzedData | null) : null;
  if (!analysis) throw conflict(NOT_A_TAKER, 'not-a-candidate');
  const { rank } = await attempts.standingOf(tx, { kind: 'quiz', id: quizId }, analysis);
  throw conflict(notACandidate(rank), 'not-a-candidate');
}

/**
 * Confirms a candidate: records them as the quiz's winner, enrols them in the prize series and
 * publishes the announcement, and closes the review, all in the caller's transaction. A quiz has one
 * winner at its closing (weekly_winners' closing index), so of tied candidates the one confirmed
 * wins and the review is decided (decision 038). Call with holdWinnerLock held.
 */
export async function confirmCandidate(tx: Database, setting: PrizeSetting, decision: { quizId: string; userId: string; actorId: string }) {
  const { quizId, userId, actorId } = decision;
  const review = await pendingReview(tx, quizId);
  const { chosen } = await requireCandidate(tx, quizId, userId);
  const quiz = await catalogue.findQuiz(tx, quizId);
  if (!quiz) throw notFound(REVIEW_NOT_FOUND);
  const prize = await prizeSeries(tx, setting);
  // a closing winner recorded before reviews existed: nothing more is given
  if (!(await recordWinner(tx, { quizId, userId, seriesId: prize?.id ?? null }))) throw conflict(ALREADY_CONFIRMED, 'review-decided');
  const name = (await accounts.findPublicProfiles(tx, [userId])).get(userId)?.name ?? 'A learner';
  await publishNotification(tx, winnerNotification(quiz, { name, score: chosen.score, maxScore: chosen.maxScore }, prize));
  await reviews.decideReview(tx, quizId, 'confirmed', actorId);
  return { review, winner: { ...chosen, prizeSeriesId: prize?.id ?? null } };
}

/**
 * Passes a candidate over with the reason: the next rank becomes the candidate. When nobody is left,
 * the review closes with no winner. In the caller's transaction, with holdWinnerLock held.
 */
export async function passCandidate(tx: Database, decision: { quizId: string; userId: string; reason: string; actorId: string }) {
  const { quizId, userId, reason, actorId } = decision;
  const review = await pendingReview(tx, quizId);
  const { chosen, passes } = await requireCandidate(tx, quizId, userId);
  const pass = await reviews.insertPass(tx, { quizId, userId, reason, passedBy: actorId });
  const next = await candidatesOf(tx, quizId, new Set([...passes.keys(), userId]));
  const status = next.length > 0 ? ('pending' as const) : ('no-winner' as const);
  if (status === 'no-winner') await reviews.decideReview(tx, quizId, 'no-winner', actorId);
  return { review, passed: { ...chosen, pass }, status, next: next.map((place) => place.userId) };
}
