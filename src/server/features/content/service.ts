// The content module: the static pages (about, contact, terms, policy) and the notifications, as the
// site shows them.
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { MarkReadResponse, Notification, NotificationList, NotificationListQuery, StaticPage } from '../../../shared/api/content.ts';
import { defaultPages, DEFAULT_PAGES_UPDATED_AT, isDefaultPageSlug } from './default-pages.ts';
import { unreadNoticeCount } from '../notices/service.ts';
import * as repository from './repository.ts';
import { plainExcerpt } from '../../../shared/markdown/plain-text.ts';
import type { NotificationHindi } from '../../../shared/api/content-hindi.ts';

/** The words a reader sees at the start of a Markdown body, formulas as text ('−1/3'), cut to 160 characters for the list. */
export const excerptOf = (markdown: string) => plainExcerpt(markdown, 160);

/** The admins' text of a page, or the text Prepverse ships with while they have written none. */
export async function pageOf(db: Database, slug: string): Promise<StaticPage> {
  const page = await repository.findPage(db, slug);
  if (page) return { slug: page.slug, title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() };
  if (isDefaultPageSlug(slug)) return { slug, ...defaultPages[slug], updatedAt: DEFAULT_PAGES_UPDATED_AT };
  throw notFound('Page not found.', { reason: 'page-not-found' });
}

/** The shipped text of one of the four pages: the admin's editor starts from it. */
export const defaultPageOf = (slug: string): { title: string; body: string } | null => (isDefaultPageSlug(slug) ? defaultPages[slug] : null);

/** `readerId`: the signed-in learner, whose unread ones are marked; null when signed out. */
export async function publishedNotifications(db: Database, { page, pageSize }: NotificationListQuery, readerId: string | null): Promise<NotificationList> {
  const [rows, total, unread] = await Promise.all([
    repository.listPublishedNotifications(db, { limit: pageSize, offset: (page - 1) * pageSize, readerId }),
    repository.countPublishedNotifications(db),
    readerId === null ? null : unreadFor(db, readerId),
  ]);
  return {
    notifications: rows.map((n) => ({
      slug: n.slug,
      title: n.title,
      excerpt: excerptOf(n.bodyStart),
      hindi: n.hindi && { title: n.hindi.title, excerpt: excerptOf(n.hindi.bodyStart) },
      publishedAt: n.publishedAt.toISOString(),
      read: n.read,
    })),
    page,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    unread,
  };
}

export async function notificationOf(db: Database, slug: string, readerId: string | null): Promise<Notification> {
  const row = await repository.findPublishedNotification(db, slug);
  if (!row) throw notFound('Notification not found.', { reason: 'notification-not-found' });
  const read = readerId === null ? null : await repository.hasRead(db, readerId, row.id);
  const hindi = row.hindi && { title: row.hindi.title, body: row.hindi.body };
  return { slug: row.slug, title: row.title, body: row.body, hindi, publishedAt: row.publishedAt!.toISOString(), read };
}

/**
 * What the learner has not read: the published notifications not opened and their own notices (a
 * regrade, a report's answer) not opened. One number, for the navbar's badge and the page's summary.
 */
async function unreadFor(db: Database, readerId: string): Promise<number> {
  const [site, own] = await Promise.all([repository.countUnreadNotifications(db, readerId), unreadNoticeCount(db, readerId)]);
  return site + own;
}

export const unreadNotificationCount = unreadFor;

/** The learner opened it: a notification not (yet) published cannot be marked. */
export async function markNotificationRead(db: Database, slug: string, readerId: string): Promise<MarkReadResponse> {
  const row = await repository.findPublishedNotification(db, slug);
  if (!row) throw notFound('Notification not found.', { reason: 'notification-not-found' });
  await repository.insertRead(db, readerId, row.id);
  return { success: true, unread: await unreadFor(db, readerId) };
}

/**
 * Publishes a notification at once (a weekly winner's announcement, say). Idempotent by slug; pass a
 * transaction's handle to publish together with the change it announces.
 */
export async function publishNotification(db: Database, notification: { slug: string; title: string; body: string; hindi?: NotificationHindi | null }) {
  return { created: await repository.insertPublishedNotification(db, notification) };
}

// ---- for the admin area (features/admin/notifications and features/admin/pages), which adds the
// rules and the audit: here only the reads and writes of the module's tables

export type { NotificationRow, NotificationValues, PageRow } from './repository.ts';
export const allNotifications = (db: Database) => repository.listAllNotifications(db);
/** `lock`: inside a transaction, held until it ends */
export const notificationById = (db: Database, id: string, options?: { lock?: boolean }) => repository.findNotificationById(db, id, options);
export const notificationWithSlug = (db: Database, slug: string, exceptId?: string) => repository.findNotificationBySlug(db, slug, exceptId);
export const notificationSlugsLike = (db: Database, base: string) => repository.slugsLike(db, base);
export const createNotification = (db: Database, values: repository.NotificationValues) => repository.insertNotification(db, values);
export const changeNotification = (db: Database, id: string, values: Partial<repository.NotificationValues>) => repository.updateNotification(db, id, values);
export const allPages = (db: Database) => repository.listPages(db);
export const lockPage = (db: Database, slug: string) => repository.lockPage(db, slug);
export const savePage = (db: Database, values: { slug: string; title: string; body: string; updatedBy: string }) => repository.upsertPage(db, values);

/** The notifications a learner has opened, for their data export. */
export const notificationReadsOf = (db: Database, userId: string) => repository.listReadsOfUser(db, userId);
