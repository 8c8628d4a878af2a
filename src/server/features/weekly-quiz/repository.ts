// SQL of the weekly-quiz module: the winners it announces. Nothing else imports weekly_winners.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { weeklyWinners } from '../../db/site-schema.ts';

export type WinnerRow = typeof weeklyWinners.$inferSelect;

/**
 * Records a quiz's winner, once. At its closing there is one 'closing' row per quiz (a unique
 * index), so of two closing jobs only one inserts; a regrade that changes rank 1 later adds a
 * 'regrade' row beside it, one per learner and quiz (the primary key). True when this call
 * inserted the row (and so owns the prize and the announcement).
 */
export async function insertWinner(
  db: Database,
  values: { quizId: string; userId: string; seriesId: string | null; reason?: 'closing' | 'regrade'; regradeId?: string },
): Promise<boolean> {
  const insert = db.insert(weeklyWinners).values(values);
  const inserted = await (
    values.reason === 'regrade'
      ? insert.onConflictDoNothing({ target: [weeklyWinners.quizId, weeklyWinners.userId] })
      : insert.onConflictDoNothing({ target: weeklyWinners.quizId, where: sql`${weeklyWinners.reason} = 'closing'` })
  ).returning({ quizId: weeklyWinners.quizId });
  return inserted.length > 0;
}

export async function findWinners(db: Database, quizIds: string[]): Promise<WinnerRow[]> {
  if (quizIds.length === 0) return [];
  return db.select().from(weeklyWinners).where(inArray(weeklyWinners.quizId, quizIds));
}

/** The most recent announcements, newest first. */
export async function latestWinners(db: Database, limit: number): Promise<WinnerRow[]> {
  return db.select().from(weeklyWinners).orderBy(desc(weeklyWinners.announcedAt)).limit(limit);
}

/** The weekly quizzes a learner won, newest first (their data export). */
export async function listWinsOfUser(db: Database, userId: string): Promise<WinnerRow[]> {
  return db.select().from(weeklyWinners).where(eq(weeklyWinners.userId, userId)).orderBy(desc(weeklyWinners.announcedAt));
}
