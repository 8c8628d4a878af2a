// The winner reviews for the admin (issue 39): each finished quiz's rank 1 waiting for a master, with
// what tells an honest finish from an impossible one, and the confirmation or passing over, audited.
import type { Database } from '../../../db/client.ts';
import type { AnalyzedData } from '../../../../shared/api/exam.ts';
import type { WinnerCandidate, WinnerPass, WinnerReview } from '../../../../shared/api/admin-winners.ts';
import { impossibleFinish } from '../../../../shared/exam/winner-flags.ts';
import { findUsersForAdmin } from '../../accounts/service.ts';
import { countTakers, findAttemptOf, type AttemptRow, type LeaderboardPlace } from '../../attempts/service.ts';
import { recordChange } from '../../audit/service.ts';
import { findQuizzes } from '../../catalogue/service.ts';
import {
  candidatesOf,
  confirmCandidate,
  findPasses,
  findReviews,
  holdWinnerLock,
  listReviews,
  passCandidate,
  type PassRow,
  type PrizeSetting,
  type ReviewRow,
} from '../../weekly-quiz/service.ts';
import type { Actor } from '../authoring.ts';

/** Decided reviews listed after the pending ones: the latest few, for their passed-over learners. */
const DECIDED_SHOWN = 20;

type People = Map<string, { name: string; email: string }>;

const personOf = (people: People, id: string) => ({ id, name: people.get(id)?.name ?? 'Deleted user', email: people.get(id)?.email ?? '' });
const actorOf = (people: People, id: string | null) => (id ? { id, name: people.get(id)?.name ?? 'Deleted user' } : null);

// a partial analysis (an attempt graded before per-question times were kept) reads as no times
type Analysis = Partial<Pick<AnalyzedData, 'questionAnalysis'>> | null;

function candidateView(place: LeaderboardPlace, attempt: AttemptRow | null, people: People): WinnerCandidate {
  const questions = [...((attempt?.analysis as Analysis)?.questionAnalysis ?? [])].sort((a, b) => a.questionIndex - b.questionIndex);
  const answered = questions.filter((question) => question.selectedAnswer !== null).length;
  const startedAt = attempt?.startedAt ?? place.submittedAt;
  return {
    user: personOf(people, place.userId),
    rank: place.rank,
    score: place.score,
    maxScore: place.maxScore,
    timeTaken: place.timeTaken,
    answered,
    questionSeconds: questions.map((question) => (typeof question.timeSpent === 'number' ? question.timeSpent : null)),
    startedAt: startedAt.toISOString(),
    submittedAt: place.submittedAt.toISOString(),
    flags: impossibleFinish({
      score: place.score,
      maxScore: place.maxScore,
      answered,
      secondsTaken: place.timeTaken,
      startedAt,
      submittedAt: place.submittedAt,
    }),
  };
}

const passView = (pass: PassRow, people: People): WinnerPass => ({
  user: personOf(people, pass.userId),
  reason: pass.reason,
  passedBy: actorOf(people, pass.passedBy),
  passedAt: pass.passedAt.toISOString(),
});

async function reviewViews(db: Database, rows: ReviewRow[]): Promise<WinnerReview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.quizId);
  const [quizzes, passes, takers] = await Promise.all([findQuizzes(db, ids), findPasses(db, ids), countTakers(db, ids)]);
  const passesOf = (quizId: string) => passes.filter((pass) => pass.quizId === quizId);
  const candidates = await Promise.all(
    rows.map(async (row) => {
      if (row.status !== 'pending') return [];
      const places = await candidatesOf(db, row.quizId, new Set(passesOf(row.quizId).map((pass) => pass.userId)));
      return Promise.all(places.map(async (place) => ({ place, attempt: await findAttemptOf(db, place.userId, { kind: 'quiz', id: row.quizId }) })));
    }),
  );
  const named = [
    ...candidates.flat().map(({ place }) => place.userId),
    ...passes.flatMap((pass) => (pass.passedBy ? [pass.userId, pass.passedBy] : [pass.userId])),
    ...rows.flatMap((row) => (row.decidedBy ? [row.decidedBy] : [])),
  ];
  const people = await findUsersForAdmin(db, [...new Set(named)]);
  const quizById = new Map(quizzes.map((quiz) => [quiz.id, quiz]));
  return rows.map((row, index) => {
    const quiz = quizById.get(row.quizId);
    return {
      quizId: row.quizId,
      quizTitle: quiz?.title ?? 'Deleted quiz',
      exam: quiz?.exam ?? '',
      closesAt: quiz?.closesAt.toISOString() ?? null,
      status: row.status,
      openedAt: row.openedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: actorOf(people, row.decidedBy),
      takers: takers.get(row.quizId) ?? 0,
      candidates: candidates[index]!.map(({ place, attempt }) => candidateView(place, attempt, people)),
      passed: passesOf(row.quizId).map((pass) => passView(pass, people)),
    };
  });
}

/** The pending reviews (oldest first), then the latest decided. */
export async function listWinnerReviews(db: Database): Promise<WinnerReview[]> {
  return reviewViews(db, await listReviews(db, DECIDED_SHOWN));
}

async function reviewOf(db: Database, quizId: string): Promise<WinnerReview> {
  const [view] = await reviewViews(db, await findReviews(db, [quizId]));
  return view!;
}

const scoreOf = (place: LeaderboardPlace) => ({ score: place.score, maxScore: place.maxScore, timeTaken: place.timeTaken, rank: place.rank });

/**
 * A master confirms a candidate: the winner row, the prize enrolment, the announcement, the review
 * decided and the audit entry, in one transaction; the closing job and regrades wait for it.
 */
export async function confirmWinner(db: Database, setting: PrizeSetting, actor: Actor, quizId: string, userId: string): Promise<WinnerReview> {
  await db.transaction(async (tx) => {
    await holdWinnerLock(tx);
    const { review, winner } = await confirmCandidate(tx, setting, { quizId, userId, actorId: actor.id });
    await recordChange(tx, {
      actorId: actor.id,
      action: 'quiz.winner-confirm',
      entity: 'quiz',
      entityId: quizId,
      before: { status: review.status },
      after: { status: 'confirmed', userId, ...scoreOf(winner), prizeSeriesId: winner.prizeSeriesId },
    });
  });
  return reviewOf(db, quizId);
}

/** A master passes a candidate over, with the reason; audited. When nobody is left the review closes with no winner. */
export async function passOverCandidate(db: Database, actor: Actor, quizId: string, userId: string, reason: string): Promise<WinnerReview> {
  await db.transaction(async (tx) => {
    await holdWinnerLock(tx);
    const { review, passed, status, next } = await passCandidate(tx, { quizId, userId, reason, actorId: actor.id });
    await recordChange(tx, {
      actorId: actor.id,
      action: 'quiz.winner-pass',
      entity: 'quiz',
      entityId: quizId,
      before: { status: review.status, candidate: { userId, ...scoreOf(passed) } },
      after: { status, passed: userId, reason, nextCandidates: next },
    });
  });
  return reviewOf(db, quizId);
}
