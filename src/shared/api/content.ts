// The static pages (about, contact, terms, policy) and the published notifications. Bodies are
// Markdown; dates are ISO strings.
import { z } from 'zod';
import { route } from './contract.ts';
import { notificationSummaryHindi } from './content-hindi.ts';

/** GET /api/pages/:slug: the admins' text, or the text Prepverse ships with while none is written. */
export const staticPage = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPage>;

export const notificationSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(), // plain text, at most 160 characters
  // its Hindi title and excerpt, when written (null or absent: English only); the page picks by its language
  hindi: notificationSummaryHindi.nullish(),
  publishedAt: z.string(),
  // whether the signed-in learner has opened it; null when signed out (nothing is tracked)
  read: z.boolean().nullable(),
});
export type NotificationSummary = z.infer<typeof notificationSummary>;

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET /api/notifications?page=&pageSize= */
export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** The published ones, newest first, a page at a time; a page past the last is empty, not an error. */
export const notificationList = z.object({
  notifications: z.array(notificationSummary),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(), // published notifications in all
  totalPages: z.number(), // at least 1, so 'page 1 of 1' reads right for an empty list
  // the signed-in learner's unread ones in all, their own notices (notices.ts) included; null when signed out
  unread: z.number().nullable(),
});
export type NotificationList = z.infer<typeof notificationList>;

/** GET /api/notifications/:slug */
export const notification = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  hindi: z.object({ title: z.string(), body: z.string() }).nullish(), // as in the list
  publishedAt: z.string(),
  read: z.boolean().nullable(), // as in the list: null when signed out
});
export type Notification = z.infer<typeof notification>;

/**
 * GET /api/notifications/unread/count (the navbar's badge; signed in only): the published notifications
 * not opened and the learner's own notices not read. No slug has a '/', so the path can never be a notification's.
 */
export const unreadCount = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** POST /api/notifications/:slug/read: marks it read for the signed-in learner; doing it again changes nothing. `unread` as the badge's. */
export const markReadResponse = z.object({ success: z.literal(true), unread: z.number() });
export type MarkReadResponse = z.infer<typeof markReadResponse>;

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a page name') });

/** The static pages and the published notifications (src/server/features/content/routes.ts). */
export const contentApi = {
  page: route('GET', '/api/pages/:slug', { params: slugParams, response: { 200: staticPage } }),
  notifications: route('GET', '/api/notifications', { querystring: notificationListQuery, response: { 200: notificationList } }),
  unreadCount: route('GET', '/api/notifications/unread/count', { response: { 200: unreadCount } }),
  notification: route('GET', '/api/notifications/:slug', { params: slugParams, response: { 200: notification } }),
  markRead: route('POST', '/api/notifications/:slug/read', { params: slugParams, response: { 200: markReadResponse } }),
};
