// SQL of one learner's own notices (a regrade changed their score, their report was answered).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userNotices } from '../../db/review-schema.ts';

export type NoticeRow = typeof userNotices.$inferSelect;
export type NoticeValues = Pick<typeof userNotices.$inferInsert, 'userId' | 'kind' | 'title' | 'body' | 'link'>;

export async function insertNotices(db: Database, notices: NoticeValues[]): Promise<void> {
  if (notices.length === 0) return;
  // a regrade of a large paper may notify thousands: in batches that stay well under the parameter limit
  for (let start = 0; start < notices.length; start += 1000) {
    await db.insert(userNotices).values(notices.slice(start, start + 1000));
  }
}

/** A page of the learner's notices, newest first (the id breaks ties, so pages never overlap). */
export async function listNotices(db: Database, userId: string, { limit, offset }: { limit: number; offset: number }): Promise<NoticeRow[]> {
  return db
    .select()
    .from(userNotices)
    .where(eq(userNotices.userId, userId))
    .orderBy(desc(userNotices.createdAt), desc(userNotices.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotices(db: Database, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${userNotices.readAt} is null)`.mapWith(Number) })
    .from(userNotices)
    .where(eq(userNotices.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function countUnreadNotices(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), isNull(userNotices.readAt)));
  return row?.unread ?? 0;
}

/** Marks the learner's own notice read, keeping the first reading's time; false when it is not theirs (or not there). */
export async function markNoticeRead(db: Database, userId: string, noticeId: string): Promise<boolean> {
  const [row] = await db
    .update(userNotices)
    .set({ readAt: sql`coalesce(${userNotices.readAt}, now())` })
    .where(and(eq(userNotices.id, noticeId), eq(userNotices.userId, userId)))
    .returning({ id: userNotices.id });
  return row !== undefined;
}

/** Every notice of a learner, oldest first (their data export). */
export async function listAllNoticesOf(db: Database, userId: string): Promise<NoticeRow[]> {
  return db.select().from(userNotices).where(eq(userNotices.userId, userId)).orderBy(userNotices.createdAt);
}
