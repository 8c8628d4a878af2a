// The content module: the static pages (about, contact, terms, policy) and the notifications, as the
// site shows them.
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { Notification, NotificationList, StaticPage } from '../../../shared/api/content.ts';
import * as repository from './repository.ts';

const excerptOf = (markdown: string) => {
  const plain = markdown.replace(/[*_`#>[\]()]/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
};

export async function pageOf(db: Database, slug: string): Promise<StaticPage> {
  const page = await repository.findPage(db, slug);
  if (!page) throw notFound('Page not found.');
  return { slug: page.slug, title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() };
}

export async function publishedNotifications(db: Database): Promise<NotificationList> {
  const rows = await repository.listPublishedNotifications(db, 100);
  return {
    notifications: rows.map((n) => ({ slug: n.slug, title: n.title, excerpt: excerptOf(n.body), publishedAt: n.publishedAt!.toISOString() })),
  };
}

export async function notificationOf(db: Database, slug: string): Promise<Notification> {
  const row = await repository.findPublishedNotification(db, slug);
  if (!row) throw notFound('Notification not found.');
  return { slug: row.slug, title: row.title, body: row.body, publishedAt: row.publishedAt!.toISOString() };
}

/**
 * Publishes a notification at once (a weekly winner's announcement, say). Idempotent by slug; pass a
 * transaction's handle to publish together with the change it announces.
 */
export async function publishNotification(db: Database, notification: { slug: string; title: string; body: string }) {
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
