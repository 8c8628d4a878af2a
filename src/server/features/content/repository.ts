// SQL of the content module: the static pages and the notifications.
import { and, asc, count, desc, eq, getTableColumns, isNotNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationReads, notifications, pages } from '../../db/site-schema.ts';
import { notificationsHindi, type NotificationHindi } from '../../db/content-hindi-schema.ts';

export type PageRow = typeof pages.$inferSelect;
/** The row with its Hindi version (migration 0014's column, read through its mirror: site-schema.ts stays as it was). */
export type NotificationRow = typeof notifications.$inferSelect & { hindi: NotificationHindi | null };

const rowColumns = { ...getTableColumns(notifications), hindi: notificationsHindi.hindi };

const published = and(isNotNull(notifications.publishedAt), lte(notifications.publishedAt, sql`now()`));

export async function findPage(db: Database, slug: string): Promise<PageRow | null> {
  const [page] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return page ?? null;
}

export type NotificationListRow = {
  slug: string;
  title: string;
  bodyStart: string;
  /** the Hindi title and the start of the Hindi body, when written */
  hindi: { title: string; bodyStart: string } | null;
  publishedAt: Date;
  read: boolean | null;
};

// enough of the body for a 160-character excerpt, without reading a long notification whole
const BODY_START = 1000;

/**
 * A page of the published notifications, newest first (the slug breaks ties, so pages never overlap);
 * a notification dated in the future waits for its time. With a reader, whether they have opened each.
 */
export async function listPublishedNotifications(
  db: Database,
  { limit, offset, readerId }: { limit: number; offset: number; readerId: string | null },
): Promise<NotificationListRow[]> {
  const columns = {
    slug: notifications.slug,
    title: notifications.title,
    bodyStart: sql<string>`left(${notifications.body}, ${BODY_START})`,
    hindiTitle: sql<string | null>`${notificationsHindi.hindi} ->> 'title'`,
    hindiBodyStart: sql<string | null>`left(${notificationsHindi.hindi} ->> 'body', ${BODY_START})`,
    publishedAt: notifications.publishedAt,
  };
  const withHindi = <Row extends { hindiTitle: string | null; hindiBodyStart: string | null }>({ hindiTitle, hindiBodyStart, ...row }: Row) => ({
    ...row,
    hindi: hindiTitle === null ? null : { title: hindiTitle, bodyStart: hindiBodyStart ?? '' },
  });
  const order = [desc(notifications.publishedAt), asc(notifications.slug)] as const;
  if (readerId === null) {
    const rows = await db
      .select(columns)
      .from(notifications)
      .where(published)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({ ...withHindi(row), publishedAt: row.publishedAt!, read: null }));
  }
  const rows = await db
    .select({ ...columns, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, readerId)))
    .where(published)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(({ readAt, ...row }) => ({ ...withHindi(row), publishedAt: row.publishedAt!, read: readAt !== null }));
}

export async function countPublishedNotifications(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notifications).where(published);
  return row?.total ?? 0;
}

/** The published notifications this learner has not opened. */
export async function countUnreadNotifications(db: Database, readerId: string): Promise<number> {
  const opened = db
    .select({ one: sql`1` })
    .from(notificationReads)
    .where(and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, readerId)));
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(published, notExists(opened)));
  return row?.unread ?? 0;
}

export async function hasRead(db: Database, readerId: string, notificationId: string): Promise<boolean> {
  const [row] = await db
    .select({ readAt: notificationReads.readAt })
    .from(notificationReads)
    .where(and(eq(notificationReads.userId, readerId), eq(notificationReads.notificationId, notificationId)))
    .limit(1);
  return row !== undefined;
}

/** Records the first opening; a second one keeps the first's time. */
export async function insertRead(db: Database, readerId: string, notificationId: string): Promise<void> {
  await db.insert(notificationReads).values({ userId: readerId, notificationId }).onConflictDoNothing();
}

export async function findPublishedNotification(db: Database, slug: string): Promise<NotificationRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(notifications)
    .where(and(eq(notifications.slug, slug), published))
    .limit(1);
  return row ?? null;
}

/** Adds a notification published now (the database's clock), then its Hindi; false when one with the slug exists. */
export async function insertPublishedNotification(
  db: Database,
  values: { slug: string; title: string; body: string; hindi?: NotificationHindi | null },
): Promise<boolean> {
  const { hindi, ...english } = values;
  const inserted = await db
    .insert(notifications)
    .values({ ...english, publishedAt: sql`now()` })
    .onConflictDoNothing({ target: notifications.slug })
    .returning({ id: notifications.id });
  if (inserted.length > 0 && hindi) await db.update(notificationsHindi).set({ hindi }).where(eq(notificationsHindi.id, inserted[0]!.id));
  return inserted.length > 0;
}

// ---- the admin's side: every notification whatever its state, and writing pages

export type NotificationValues = {
  slug: string;
  title: string;
  body: string;
  hindi?: NotificationHindi | null;
  publishedAt?: Date | null;
  createdBy?: string | null;
};

/** Drafts first (by when they were last touched), then by publish date, newest first. */
export async function listAllNotifications(db: Database): Promise<NotificationRow[]> {
  return db
    .select(rowColumns)
    .from(notifications)
    .orderBy(sql`${notifications.publishedAt} desc nulls first`, desc(notifications.updatedAt));
}

export async function findNotificationById(db: Database, id: string, { lock = false } = {}): Promise<NotificationRow | null> {
  const query = db.select(rowColumns).from(notifications).where(eq(notifications.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whatever its state; `exceptId` leaves out the notification being edited. */
export async function findNotificationBySlug(db: Database, slug: string, exceptId?: string): Promise<NotificationRow | null> {
  const where = exceptId ? and(eq(notifications.slug, slug), ne(notifications.id, exceptId)) : eq(notifications.slug, slug);
  const [row] = await db.select(rowColumns).from(notifications).where(where).limit(1);
  return row ?? null;
}

/** Every slug starting with `base`, to pick a free one. */
export async function slugsLike(db: Database, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: notifications.slug })
    .from(notifications)
    .where(sql`${notifications.slug} = ${base} or ${notifications.slug} like ${`${base}-%`}`);
  return rows.map((row) => row.slug);
}

const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || (error instanceof Error && codeOf(error.cause) === '23505');
};

/** null when another notification took the slug in the meantime. The English row first, then its Hindi. */
export async function insertNotification(db: Database, values: NotificationValues): Promise<NotificationRow | null> {
  const { hindi, ...english } = values;
  const [row] = await db.insert(notifications).values(english).onConflictDoNothing({ target: notifications.slug }).returning();
  if (!row) return null;
  if (hindi) await db.update(notificationsHindi).set({ hindi }).where(eq(notificationsHindi.id, row.id));
  return { ...row, hindi: hindi ?? null };
}

/** null when the new slug is another notification's (checked before; this catches a race). */
export async function updateNotification(db: Database, id: string, values: Partial<NotificationValues>): Promise<NotificationRow | null> {
  const { hindi, ...english } = values;
  try {
    if (hindi !== undefined) await db.update(notificationsHindi).set({ hindi }).where(eq(notificationsHindi.id, id));
    const [row] = await db
      .update(notifications)
      .set({ ...english, updatedAt: sql`now()` })
      .where(eq(notifications.id, id))
      .returning(rowColumns);
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function listPages(db: Database): Promise<PageRow[]> {
  return db.select().from(pages);
}

export async function lockPage(db: Database, slug: string): Promise<PageRow | null> {
  const [page] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1).for('update');
  return page ?? null;
}

export async function upsertPage(db: Database, values: { slug: string; title: string; body: string; updatedBy: string }): Promise<PageRow> {
  const [row] = await db
    .insert(pages)
    .values(values)
    .onConflictDoUpdate({ target: pages.slug, set: { title: values.title, body: values.body, updatedBy: values.updatedBy, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Which notifications a learner has opened, newest first (their data export). */
export async function listReadsOfUser(db: Database, userId: string) {
  return db
    .select({ notificationId: notificationReads.notificationId, title: notifications.title, readAt: notificationReads.readAt })
    .from(notificationReads)
    .innerJoin(notifications, eq(notifications.id, notificationReads.notificationId))
    .where(eq(notificationReads.userId, userId))
    .orderBy(desc(notificationReads.readAt));
}
