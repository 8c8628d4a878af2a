// The weekly-quiz module: the week's list, the leaderboards, the quiz view and the winner job.
// The attempt itself runs on the exam engine (attempts); the quizzes are the catalogue's.
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { AnalyzedData } from '../../../shared/api/exam.ts';
import type { LeaderboardResponse, MyQuizState, QuizCard, QuizWeek, WeeklyQuizzesResponse } from '../../../shared/api/quiz.ts';
import { addWeeks, weekStart } from '../../../shared/week.ts';
import * as accounts from '../accounts/service.ts';
import * as attempts from '../attempts/service.ts';
import * as catalogue from '../catalogue/service.ts';
import { QUIZ_NOT_FOUND } from './quiz-view.ts';
import { findWinners, latestWinners, winnerCards } from './winners.ts';
import { findReviews } from './reviews.ts';

export { quizPaper, quizView, startQuiz, submitQuiz } from './quiz-view.ts';
export { openWinnerReviews, prizeSettingOf, startWinnerJob, type PrizeSetting } from './winners.ts';
/** For a regrade of a quiz (admin/regrade): the winner rows, the closing job kept away, a new rank 1's prize. */
export { awardRegradeWinner, findWinners, holdWinnerLock } from './winners.ts';
/** For the admin's winner reviews (admin/winners): the pending rank 1s, their confirmation or passing over. */
export { candidatesOf, confirmCandidate, findPasses, findReviews, listReviews, passCandidate, passedOver, type PassRow, type ReviewRow } from './reviews.ts';
/** For the admin's winners list: the newest winner rows (quiz, learner, prize series, when). */
export { latestWinners as listWinnersForAdmin } from './winners.ts';
/** For a learner's data export: the quizzes they won. */
export { listWinsOfUser } from './repository.ts';

const PAST_WEEKS = 8;
const MAX_LISTED = 200;

function windowState(quiz: { opensAt: Date; closesAt: Date }, now: number): QuizCard['state'] {
  if (now < quiz.opensAt.getTime()) return 'upcoming';
  return now < quiz.closesAt.getTime() ? 'open' : 'closed';
}

/** The learner's own state on one quiz; an attempt whose time ran out is finalised first, so it shows its result. */
async function myState(db: Database, now: number, attempt: attempts.AttemptRow | undefined): Promise<MyQuizState> {
  if (!attempt) return { status: 'not-started' };
  const settled = await attempts.settleIfExpired(db, now, attempt);
  const analysis = settled.analysis as AnalyzedData | null;
  if (!settled.submittedAt || !analysis) {
    return { status: 'in-progress', attemptId: settled.id, deadline: settled.deadline.toISOString() };
  }
  return {
    status: 'attempted',
    attemptId: settled.id,
    score: analysis.basicMetrics.score,
    maxScore: analysis.basicMetrics.maxPossibleMarks,
    standing: await attempts.standingOf(db, { kind: 'quiz', id: settled.quizId! }, analysis),
  };
}

/** GET /api/quiz/weekly: this week's quizzes (any whose window touches the week), past weeks newest first, the latest winner. */
export async function weeklyQuizzes(db: Database, now: number, userId: string | null, exam?: string): Promise<Omit<WeeklyQuizzesResponse, 'serverTime'>> {
  const startsAt = weekStart(new Date(now));
  const endsAt = addWeeks(startsAt, 1);
  const [rows, exams, recentWinners] = await Promise.all([
    catalogue.listPublishedQuizzes(db, { exam: exam || undefined, openedBefore: endsAt, limit: MAX_LISTED }),
    catalogue.listQuizExams(db),
    latestWinners(db, 20),
  ]);
  const ids = rows.map((row) => row.id);
  const [takers, mine, winnerRows, reviews] = await Promise.all([
    attempts.countTakers(db, ids),
    userId ? attempts.findAttemptsOfQuizzes(db, userId, ids) : Promise.resolve(null),
    findWinners(db, ids),
    findReviews(db, ids),
  ]);
  // a closed quiz whose rank 1 a master has not confirmed yet shows no winner, and says it waits
  const pendingReview = new Set(reviews.filter((review) => review.status === 'pending').map((review) => review.quizId));
  const winners = await winnerCards(db, [...winnerRows, ...recentWinners.filter((row) => !ids.includes(row.quizId))]);

  const cards = await Promise.all(
    rows.map(async (row): Promise<QuizCard> => ({
      _id: row.id,
      title: row.title,
      exam: row.exam,
      questionCount: row.questionCount,
      timeLimit: row.timeLimitSeconds,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      state: windowState(row, now),
      takers: takers.get(row.id) ?? 0,
      mine: mine ? await myState(db, now, mine.get(row.id)) : null,
      winner: winners.get(row.id) ?? null,
      winnerPending: pendingReview.has(row.id),
    })),
  );

  const thisWeek: QuizWeek = { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), quizzes: [] };
  const past = new Map<number, QuizWeek>();
  for (const [index, row] of rows.entries()) {
    if (row.closesAt.getTime() > startsAt.getTime()) {
      thisWeek.quizzes.push(cards[index]!);
      continue;
    }
    const start = weekStart(row.opensAt);
    const week = past.get(start.getTime()) ?? { startsAt: start.toISOString(), endsAt: addWeeks(start, 1).toISOString(), quizzes: [] };
    past.set(start.getTime(), week);
    week.quizzes.push(cards[index]!);
  }
  const pastWeeks = [...past.values()].sort((a, b) => b.startsAt.localeCompare(a.startsAt)).slice(0, PAST_WEEKS);

  const wanted = exam?.trim().toLowerCase();
  const lastWinner = recentWinners.map((row) => winners.get(row.quizId)).find((card) => card && (!wanted || card.exam.toLowerCase() === wanted)) ?? null;
  return { success: true, exams, thisWeek, pastWeeks, lastWinner };
}

/** GET /api/quiz/:quizId/leaderboard: a page of the ranking, and the signed-in learner's own place wherever it is. */
export async function leaderboard(
  db: Database,
  userId: string | null,
  quizId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<LeaderboardResponse> {
  const quiz = await catalogue.findQuiz(db, quizId);
  if (!quiz || quiz.status !== 'published') throw notFound(QUIZ_NOT_FOUND, { reason: 'quiz-not-found' });
  const ref = { kind: 'quiz', id: quizId } as const;
  const [takers, places, own] = await Promise.all([
    attempts.countTakers(db, [quizId]),
    attempts.leaderboardPage(db, quizId, (page - 1) * pageSize, pageSize),
    userId ? attempts.findAttemptOf(db, userId, ref) : Promise.resolve(null),
  ]);
  const profiles = await accounts.findPublicProfiles(
    db,
    places.map((place) => place.userId),
  );
  const ownResult = own?.submittedAt ? (own.analysis as AnalyzedData | null) : null;
  const standing = ownResult ? await attempts.standingOf(db, ref, ownResult) : null;
  return {
    success: true,
    quizId,
    title: quiz.title,
    takers: takers.get(quizId) ?? 0,
    page,
    pageSize,
    rows: places.map((place) => ({
      rank: place.rank,
      // the name the learner chose on their Google account; e-mails never leave for a public list
      name: profiles.get(place.userId)?.name ?? 'A learner',
      image: profiles.get(place.userId)?.image ?? null,
      score: place.score,
      timeTaken: place.timeTaken,
      submittedAt: place.submittedAt.toISOString(),
      isMe: place.userId === userId,
    })),
    me:
      ownResult && standing
        ? { rank: standing.rank, score: ownResult.basicMetrics.score, timeTaken: ownResult.basicMetrics.timeTaken, percentile: standing.percentile }
        : null,
  };
}
