// The admin API of notifications and the static pages (SPEC §6: a master writes them, learners read
// them on /notification and /about, /contact, /terms, /policy). Bodies are Markdown; dates are ISO.
import { z } from 'zod';
import { route } from './contract.ts';
import { idParams } from './admin-content.ts';
import { notificationHindi } from './content-hindi.ts';

// ---- notifications

/**
 * Draft: no publish date. Scheduled: a publish date still to come (learners see it from then on).
 * Published: a publish date that has passed.
 */
export const notificationState = z.enum(['draft', 'scheduled', 'published']);
export type NotificationState = z.infer<typeof notificationState>;

/** The same words as the learner's address /notification/{slug} accepts. */
export const notificationSlug = z
  .string()
  .trim()
  .min(1, 'Enter the address.')
  .max(80, 'At most 80 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens only, e.g. gate-2027-dates.');

const notificationFields = {
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
  slug: notificationSlug,
  body: z.string().trim().min(1, 'Write the notification.').max(50_000, 'At most 50,000 characters.'),
  /** the Hindi title and body (null: English only) */
  hindi: notificationHindi.nullable(),
};

/** POST /api/admin/notifications: a draft; without a slug the server makes one from the title. */
export const notificationInput = z.object({ ...notificationFields, slug: notificationFields.slug.optional(), hindi: notificationFields.hindi.default(null) });
export type NotificationInput = z.infer<typeof notificationInput>;

/** PATCH /api/admin/notifications/:id: only the fields sent change. */
export const notificationPatch = z.object(notificationFields).partial();
export type NotificationPatch = z.infer<typeof notificationPatch>;

/** POST /api/admin/notifications/:id/schedule: a moment still to come, with its offset (India: +05:30). */
export const notificationSchedule = z.object({ publishAt: z.iso.datetime({ offset: true }) });
export type NotificationSchedule = z.infer<typeof notificationSchedule>;

export const adminNotification = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  hindi: z.object({ title: z.string(), body: z.string() }).nullish(), // null or absent: English only
  state: notificationState,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotification>;

/** GET /api/admin/notifications: every notification, newest first (drafts by when they were written). */
export const adminNotificationListResponse = z.object({ success: z.literal(true), notifications: z.array(adminNotification) });
export const adminNotificationResponse = z.object({ success: z.literal(true), notification: adminNotification });

/** 'GATE 2027: Dates announced!' -> 'gate-2027-dates-announced' (the form suggests it; the server uses it when none is sent). */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
}

// ---- static pages

export const staticPageSlugs = ['about', 'contact', 'terms', 'policy'] as const;
export const staticPageSlug = z.enum(staticPageSlugs);
export type StaticPageSlug = z.infer<typeof staticPageSlug>;
export const pageParams = z.object({ slug: staticPageSlug });

/** PUT /api/admin/pages/:slug */
export const pageInput = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
  body: z.string().trim().min(1, 'Write the page.').max(100_000, 'At most 100,000 characters.'),
});
export type PageInput = z.infer<typeof pageInput>;

export const adminPage = z.object({
  slug: staticPageSlug,
  /** false: not written yet (learners see 'This page has not been written yet') */
  exists: z.boolean(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(), // the admin's name
});
export type AdminPage = z.infer<typeof adminPage>;

export const adminPageListResponse = z.object({ success: z.literal(true), pages: z.array(adminPage) });
export const adminPageResponse = z.object({ success: z.literal(true), page: adminPage });

/** Notifications and the static pages (src/server/features/admin/{notifications,pages}/routes.ts). */
export const adminNotificationApi = {
  list: route('GET', '/api/admin/notifications', { response: { 200: adminNotificationListResponse } }),
  create: route('POST', '/api/admin/notifications', { body: notificationInput, response: { 200: adminNotificationResponse } }),
  one: route('GET', '/api/admin/notifications/:id', { params: idParams, response: { 200: adminNotificationResponse } }),
  edit: route('PATCH', '/api/admin/notifications/:id', { params: idParams, body: notificationPatch, response: { 200: adminNotificationResponse } }),
  publish: route('POST', '/api/admin/notifications/:id/publish', { params: idParams, response: { 200: adminNotificationResponse } }),
  schedule: route('POST', '/api/admin/notifications/:id/schedule', {
    params: idParams,
    body: notificationSchedule,
    response: { 200: adminNotificationResponse },
  }),
  unpublish: route('POST', '/api/admin/notifications/:id/unpublish', { params: idParams, response: { 200: adminNotificationResponse } }),
  pages: route('GET', '/api/admin/pages', { response: { 200: adminPageListResponse } }),
  page: route('GET', '/api/admin/pages/:slug', { params: pageParams, response: { 200: adminPageResponse } }),
  pageSave: route('PUT', '/api/admin/pages/:slug', { params: pageParams, body: pageInput, response: { 200: adminPageResponse } }),
};
