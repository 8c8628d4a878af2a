// SQL of the content module: the static pages and the notifications.
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, pages } from '../../db/schema.ts';

export type PageRow = typeof pages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

const published = and(isNotNull(notifications.publishedAt), lte(notifications.publishedAt, sql`now()`));

export async function findPage(db: Database, slug: string): Promise<PageRow | null> {
  const [page] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return page ?? null;
}

/** Published notifications, newest first (a notification dated in the future waits for its time). */
export async function listPublishedNotifications(db: Database, limit: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(published).orderBy(desc(notifications.publishedAt)).limit(limit);
}

export async function findPublishedNotification(db: Database, slug: string): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.slug, slug), published))
    .limit(1);
  return row ?? null;
}

/** Adds a notification published now (the database's clock); false when one with the slug exists. */
export async function insertPublishedNotification(db: Database, values: { slug: string; title: string; body: string }): Promise<boolean> {
  const inserted = await db
    .insert(notifications)
    .values({ ...values, publishedAt: sql`now()` })
    .onConflictDoNothing({ target: notifications.slug })
    .returning({ id: notifications.id });
  return inserted.length > 0;
}
