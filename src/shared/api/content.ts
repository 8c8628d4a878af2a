// The static pages (about, contact, terms, policy) and the published notifications. Bodies are
// Markdown; dates are ISO strings.
import { z } from 'zod';

/** GET /api/pages/:slug */
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
  publishedAt: z.string(),
});
export type NotificationSummary = z.infer<typeof notificationSummary>;

/** GET /api/notifications: the published ones, newest first. */
export const notificationList = z.object({ notifications: z.array(notificationSummary) });
export type NotificationList = z.infer<typeof notificationList>;

/** GET /api/notifications/:slug */
export const notification = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type Notification = z.infer<typeof notification>;
