// The weekly winner: once a quiz has closed and every attempt on it has ended, its winner review
// opens (issue 39); rank 1 is recorded, enrolled free in the prize series and announced only when
// a master confirms them (reviews.ts), exactly once.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { IN_FLIGHT_ALLOWANCE_SECONDS, type AnalyzedData } from '../../../shared/api/exam.ts';
import type { WeeklyWinner } from '../../../shared/api/quiz.ts';
import { formatScore } from '../../../shared/number-format.ts';
import * as accounts from '../accounts/service.ts';
import * as attempts from '../attempts/service.ts';
import * as catalogue from '../catalogue/service.ts';
import { enrol } from '../enrolments/service.ts';
import * as repository from './repository.ts';
import * as reviews from './reviews.repository.ts';
import { runPeriodically } from '../../periodic.ts';

export type { WinnerRow } from './repository.ts';

// any fixed number, the same in every instance: 4_242_001 is the migration lock, 4_242_002 the sweeper's
export const WINNER_LOCK_KEY = 4_242_003;
/** its name in job_leases: one instance runs the closing job (decision 032) */
export const WINNER_LEASE = 'weekly-winners';
/** Where the demo content is loaded, with PRIZE_SERIES_ID unset, the demo's paid GATE CS series is the prize. */
export const DEMO_PRIZE_SERIES_SLUG = 'gate-cs-pro';

export interface PrizeSetting {
  /** PRIZE_SERIES_ID */
  seriesId?: string;
  /** whether the demo series stands in (config.loadDemoContent): never on a live site, whose own series may share its slug */
  demoPrize: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The app's prize setting, read when it is needed (a test may set the series after the app started). */
export const prizeSettingOf = (app: Pick<FastifyInstance, 'config'>): PrizeSetting => ({
  seriesId: app.config.site.prizeSeriesId,
  demoPrize: app.config.loadDemoContent,
});

/** The prize series, or null when none is configured or the configured one does not exist. */
export async function prizeSeries(db: Database, setting: PrizeSetting): Promise<{ id: string; title: string } | null> {
  const id = setting.seriesId ?? (setting.demoPrize ? await catalogue.findSeriesIdBySlug(db, DEMO_PRIZE_SERIES_SLUG) : null);
  if (!id || !UUID.test(id)) return null;
  const row = await catalogue.findSeries(db, id, null);
  return row ? { id: row.id, title: row.title } : null;
}

export function winnerNotification(
  quiz: { slug: string; title: string },
  winner: { name: string; score: number; maxScore: number },
  prize: { title: string } | null,
) {
  const prizeLine = prize
    ? `${winner.name} wins free access to the ${prize.title}.`
    : 'No prize series is on offer this week, so the title comes without a prize.';
  // in Hindi too (issue 30), for learners who read the site in Hindi; the quiz and series keep their names
  const hindiPrizeLine = prize ? `इनाम में उन्हें ${prize.title} का मुफ़्त एक्सेस मिला है।` : 'इस हफ़्ते कोई इनाम वाली सीरीज़ नहीं है, इसलिए यह ख़िताब बिना इनाम के है।';
  const score = formatScore(winner.score, winner.maxScore);
  return {
    slug: `winner-${quiz.slug}`.slice(0, 80),
    title: `${winner.name} wins the ${quiz.title}`,
    body: `Congratulations to **${winner.name}**, rank 1 of the ${quiz.title} with ${score}. ${prizeLine}`,
    hindi: {
      title: `${quiz.title} के विजेता: ${winner.name}`,
      body: `बधाई हो! **${winner.name}** ने ${quiz.title} में ${score} के साथ पहली रैंक हासिल की। ${hindiPrizeLine}`,
    },
  };
}

/**
 * Records a winner and enrols them in the prize series, together: a prize never comes without its
 * record, nor twice. True when this call recorded them (the caller then announces it).
 */
export async function recordWinner(tx: Database, winner: Parameters<typeof repository.insertWinner>[1]): Promise<boolean> {
  if (!(await repository.insertWinner(tx, winner))) return false;
  if (winner.seriesId) await enrol(tx, { userId: winner.userId, seriesId: winner.seriesId, source: 'prize' });
  return true;
}

/**
 * Waits for the closing job (and any other regrade of a quiz) to finish, and keeps it away until
 * the caller's transaction ends: a regrade then sees the winner rows as they are, and the closing
 * job ranks on the regraded scores, never on scores about to change.
 */
export async function holdWinnerLock(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WINNER_LOCK_KEY})`);
}

/**
 * After a regrade of a quiz whose winner was confirmed changed rank 1: the new rank 1 wins the same
 * prize as well (nobody loses one they were told they won), once, beside the closing winner. Null
 * when nothing is awarded: no winner confirmed yet (the pending review's candidates simply follow
 * the new scores), or this learner already holds a winner row. Call with holdWinnerLock held, in
 * the regrade's transaction.
 */
export async function awardRegradeWinner(
  tx: Database,
  award: { quizId: string; userId: string; regradeId: string },
): Promise<{ seriesId: string | null } | null> {
  const rows = await repository.findWinners(tx, [award.quizId]);
  const closing = rows.find((row) => row.reason === 'closing');
  if (!closing || rows.some((row) => row.userId === award.userId)) return null;
  // a learner a master passed over (a suspicious finish) wins nothing by a regrade either
  if ((await reviews.findPasses(tx, [award.quizId])).some((pass) => pass.userId === award.userId)) return null;
  const seriesId = closing.seriesId;
  return (await recordWinner(tx, { ...award, seriesId, reason: 'regrade' })) ? { seriesId } : null;
}

/**
 * One run of the closing job: opens the winner review of every finished quiz that has takers and no
 * review yet, and returns how many it opened. Nothing is recorded, enrolled or announced here: that
 * waits for a master's confirmation (reviews.ts, issue 39). A transaction-scoped advisory lock lets
 * one instance run at a time (and cannot outlive a crashed one); the review's primary key, inserted
 * with `on conflict do nothing`, opens each review once even without it.
 */
export async function openWinnerReviews(db: Database, { log }: { log?: Pick<FastifyBaseLogger, 'warn'> } = {}) {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${WINNER_LOCK_KEY}) as locked`);
    if (!lock?.locked) return 0;
    const finished = await catalogue.listFinishedQuizzes(tx, IN_FLIGHT_ALLOWANCE_SECONDS);
    const ids = finished.map((quiz) => quiz.id);
    // a quiz whose winner was recorded before reviews existed keeps it: no review is opened for it
    const [opened, recorded] = await Promise.all([reviews.findReviews(tx, ids), repository.findWinners(tx, ids)]);
    const done = new Set([...opened, ...recorded].map((row) => row.quizId));
    let count = 0;
    for (const quiz of finished.filter((item) => !done.has(item.id))) {
      // the ranking is final only when nobody can still be graded: the learner who left is finalised first
      const stillOpen = await attempts.finaliseOpenAttemptsOfQuiz(tx, quiz.id);
      if (stillOpen > 0) {
        log?.warn({ quizId: quiz.id, stillOpen }, 'weekly winner review waits for attempts that could not be finalised');
        continue;
      }
      const [top] = await attempts.leaderboardPage(tx, quiz.id, 0, 1);
      if (!top) continue; // nobody took it: no winner, nothing to review
      if (await reviews.insertReview(tx, quiz.id)) count += 1;
    }
    return count;
  });
}

/** The contract's winner cards for winner rows, by quiz id. */
export async function winnerCards(db: Database, rows: repository.WinnerRow[]): Promise<Map<string, WeeklyWinner>> {
  if (rows.length === 0) return new Map();
  const [quizzes, profiles, series, results] = await Promise.all([
    catalogue.findQuizzes(
      db,
      rows.map((row) => row.quizId),
    ),
    accounts.findPublicProfiles(
      db,
      rows.map((row) => row.userId),
    ),
    catalogue.findSeriesMany(
      db,
      rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])),
      null,
    ),
    Promise.all(rows.map((row) => attempts.findAttemptOf(db, row.userId, { kind: 'quiz', id: row.quizId }))),
  ]);
  const quizById = new Map(quizzes.map((quiz) => [quiz.id, quiz]));
  const seriesById = new Map(series.map((item) => [item.id, item]));
  const cards = new Map<string, WeeklyWinner>();
  // a quiz regraded after its closing has a second winner: its card shows the latest, rank 1 now
  const byAnnouncement = [...rows.entries()].sort(([, a], [, b]) => a.announcedAt.getTime() - b.announcedAt.getTime());
  for (const [index, row] of byAnnouncement) {
    const quiz = quizById.get(row.quizId);
    const analysis = results[index]?.analysis as AnalyzedData | null | undefined;
    if (!quiz || !analysis) continue;
    const prize = row.seriesId ? seriesById.get(row.seriesId) : undefined;
    cards.set(row.quizId, {
      quizId: quiz.id,
      quizTitle: quiz.title,
      exam: quiz.exam,
      name: profiles.get(row.userId)?.name ?? 'A learner',
      image: profiles.get(row.userId)?.image ?? null,
      score: analysis.basicMetrics.score,
      maxScore: analysis.basicMetrics.maxPossibleMarks,
      announcedAt: row.announcedAt.toISOString(),
      prizeSeries: prize ? { testSeriesId: prize.id, title: prize.title } : null,
    });
  }
  return cards;
}

export const findWinners = repository.findWinners;
export const latestWinners = repository.latestWinners;

/** Runs the closing job now and every `intervalMs`, while this process holds its lease; the returned function stops it and waits for a run under way. */
export function startWinnerJob(app: FastifyInstance, { intervalMs, owner }: { intervalMs: number; owner?: string }): () => Promise<void> {
  return runPeriodically(
    app.log,
    { intervalMs, runAtStart: true, failure: 'weekly winner job failed', lease: { db: app.db, name: WINNER_LEASE, owner } },
    async () => {
      const opened = await openWinnerReviews(app.db, { log: app.log });
      if (opened > 0) app.log.info({ opened }, 'weekly winners wait for confirmation');
    },
  );
}
