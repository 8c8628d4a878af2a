// SQL of the winner reviews (issue 39): a finished quiz's rank 1 waits in winner_reviews until a
// master decides; winner_passes keeps each learner passed over, with the reason.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { winnerPasses, winnerReviews } from '../../db/site-schema.ts';

export type ReviewRow = typeof winnerReviews.$inferSelect;
export type PassRow = typeof winnerPasses.$inferSelect;

/** Opens a quiz's review, once: true when this call opened it. */
export async function insertReview(db: Database, quizId: string): Promise<boolean> {
  const inserted = await db.insert(winnerReviews).values({ quizId }).onConflictDoNothing().returning({ quizId: winnerReviews.quizId });
  return inserted.length > 0;
}

export async function findReviews(db: Database, quizIds: string[]): Promise<ReviewRow[]> {
  if (quizIds.length === 0) return [];
  return db.select().from(winnerReviews).where(inArray(winnerReviews.quizId, quizIds));
}

/** The review, its row locked until the caller's transaction ends: two decisions on it go one after the other. */
export async function lockReview(db: Database, quizId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(winnerReviews).where(eq(winnerReviews.quizId, quizId)).for('update');
  return row;
}

/** Every pending review, oldest first, then the latest decided ones, newest first. */
export async function listReviews(db: Database, decidedShown: number): Promise<ReviewRow[]> {
  const [pending, decided] = await Promise.all([
    db.select().from(winnerReviews).where(eq(winnerReviews.status, 'pending')).orderBy(asc(winnerReviews.openedAt)),
    db.select().from(winnerReviews).where(ne(winnerReviews.status, 'pending')).orderBy(desc(winnerReviews.decidedAt)).limit(decidedShown),
  ]);
  return [...pending, ...decided];
}

/** Decides a pending review; false when it was no longer pending. */
export async function decideReview(db: Database, quizId: string, status: 'confirmed' | 'no-winner', decidedBy: string): Promise<boolean> {
  const updated = await db
    .update(winnerReviews)
    .set({ status, decidedAt: new Date(), decidedBy })
    .where(and(eq(winnerReviews.quizId, quizId), eq(winnerReviews.status, 'pending')))
    .returning({ quizId: winnerReviews.quizId });
  return updated.length > 0;
}

export async function insertPass(db: Database, pass: { quizId: string; userId: string; reason: string; passedBy: string }): Promise<PassRow | undefined> {
  const [row] = await db.insert(winnerPasses).values(pass).onConflictDoNothing().returning();
  return row;
}

/** The learners passed over on these quizzes, first passed first. */
export async function findPasses(db: Database, quizIds: string[]): Promise<PassRow[]> {
  if (quizIds.length === 0) return [];
  return db.select().from(winnerPasses).where(inArray(winnerPasses.quizId, quizIds)).orderBy(asc(winnerPasses.passedAt));
}
