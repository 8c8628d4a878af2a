// A learner's own notices (a regrade changed their score, their report was answered, a prize): beside
// the site-wide notifications (content.ts), on the same page, counted in the same navbar badge.
// Bodies are Markdown; dates are ISO strings.
import { z } from 'zod';
import { route } from './contract.ts';

export const noticeKind = z.enum(['regrade', 'report', 'prize']);
export type NoticeKind = z.infer<typeof noticeKind>;

export const notice = z.object({
  id: z.string(),
  kind: noticeKind,
  title: z.string(),
  body: z.string(),
  /** where it leads (the result, say); a path of the site */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof notice>;

export const NOTICES_PAGE_SIZE = 5;

/** GET /api/notices?page=&pageSize= (signed in): the learner's own, newest first. */
export const noticeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(NOTICES_PAGE_SIZE),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

export const noticeList = z.object({
  notices: z.array(notice),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
  /** the learner's own notices not opened yet */
  unread: z.number(),
});
export type NoticeList = z.infer<typeof noticeList>;

/**
 * POST /api/notices/:id/read: marks one of the learner's own notices read; doing it again changes
 * nothing. `unread` is the navbar's whole count (site-wide notifications and own notices).
 */
export const markNoticeReadResponse = z.object({ success: z.literal(true), unread: z.number() });
export type MarkNoticeReadResponse = z.infer<typeof markNoticeReadResponse>;

/** The learner's own notices (src/server/features/notices/routes.ts). */
export const noticeApi = {
  list: route('GET', '/api/notices', { querystring: noticeListQuery, response: { 200: noticeList } }),
  markRead: route('POST', '/api/notices/:id/read', { params: z.object({ id: z.uuid() }), response: { 200: markNoticeReadResponse } }),
};
