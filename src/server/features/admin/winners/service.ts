// Weekly winners for the admin: who won which quiz, with what score, and the prize enrolment.
import type { Database } from '../../../db/client.ts';
import type { AnalyzedData } from '../../../../shared/api/exam.ts';
import type { AdminWinner } from '../../../../shared/api/admin-people.ts';
import { findUsersForAdmin } from '../../accounts/service.ts';
import { findAttemptOf } from '../../attempts/service.ts';
import { findQuizzes, findSeriesMany } from '../../catalogue/service.ts';
import { findRegrades } from '../../catalogue/regrades.service.ts';
import { findEnrolment } from '../../enrolments/service.ts';
import { listWinnersForAdmin } from '../../weekly-quiz/service.ts';

const WINNERS_SHOWN = 200;

type WinnerRow = Awaited<ReturnType<typeof listWinnersForAdmin>>[number];

const regradeOf = (regrade: { id: string; createdAt: Date; reason: string } | undefined) =>
  regrade ? { id: regrade.id, at: regrade.createdAt.toISOString(), reason: regrade.reason } : null;

/**
 * Newest first by quiz; a quiz's winner after a regrade comes right after its closing winner, so
 * the two are read together.
 */
function besideTheirQuiz(rows: WinnerRow[]): WinnerRow[] {
  const firstSeen = new Map<string, number>();
  rows.forEach((row, index) => firstSeen.set(row.quizId, Math.min(firstSeen.get(row.quizId) ?? index, index)));
  return [...rows].sort(
    (a, b) =>
      firstSeen.get(a.quizId)! - firstSeen.get(b.quizId)! ||
      Number(a.reason === 'regrade') - Number(b.reason === 'regrade') ||
      a.announcedAt.getTime() - b.announcedAt.getTime(),
  );
}

export async function listWinners(db: Database): Promise<AdminWinner[]> {
  const rows = besideTheirQuiz(await listWinnersForAdmin(db, WINNERS_SHOWN));
  if (rows.length === 0) return [];
  const regrades = new Map(
    (
      await findRegrades(
        db,
        rows.flatMap((row) => (row.regradeId ? [row.regradeId] : [])),
      )
    ).map((regrade) => [regrade.id, regrade]),
  );
  const [quizzes, people, series, attempts, enrolments] = await Promise.all([
    findQuizzes(
      db,
      rows.map((row) => row.quizId),
    ),
    findUsersForAdmin(db, [...new Set(rows.map((row) => row.userId))]),
    findSeriesMany(
      db,
      rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])),
      null,
    ),
    Promise.all(rows.map((row) => findAttemptOf(db, row.userId, { kind: 'quiz', id: row.quizId }))),
    Promise.all(rows.map((row) => (row.seriesId ? findEnrolment(db, row.userId, row.seriesId) : null))),
  ]);
  const quizById = new Map(quizzes.map((quiz) => [quiz.id, quiz]));
  const seriesById = new Map(series.map((item) => [item.id, item]));
  return rows.map((row, index) => {
    const quiz = quizById.get(row.quizId);
    const analysis = attempts[index]?.analysis as AnalyzedData | null | undefined;
    const prize = row.seriesId ? seriesById.get(row.seriesId) : undefined;
    const enrolment = enrolments[index];
    const person = people.get(row.userId);
    return {
      quizId: row.quizId,
      quizTitle: quiz?.title ?? 'Deleted quiz',
      exam: quiz?.exam ?? '',
      closesAt: quiz?.closesAt.toISOString() ?? null,
      user: { id: row.userId, name: person?.name ?? 'Deleted user', email: person?.email ?? '' },
      score: analysis?.basicMetrics.score ?? attempts[index]?.score ?? null,
      maxScore: analysis?.basicMetrics.maxPossibleMarks ?? null,
      announcedAt: row.announcedAt.toISOString(),
      reason: row.reason,
      regrade: regradeOf(row.regradeId ? regrades.get(row.regradeId) : undefined),
      prize: prize
        ? {
            seriesId: prize.id,
            seriesTitle: prize.title,
            enrolment: enrolment ? { source: enrolment.source, createdAt: enrolment.createdAt.toISOString() } : null,
          }
        : null,
    };
  });
}
