// A learner's own notices, beside the site-wide notifications: written in the transaction of what
// they tell (a regrade, a report's answer), so a learner is told exactly when it happened.
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { Notice, NoticeList, NoticeListQuery } from '../../../shared/api/notices.ts';
import * as repository from './repository.ts';

export type { NoticeRow, NoticeValues } from './repository.ts';

/** Tells each learner named; in the caller's transaction. */
export const notifyUsers = (db: Database, notices: repository.NoticeValues[]) => repository.insertNotices(db, notices);

const toNotice = (row: repository.NoticeRow): Notice => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** The learner's own notices, newest first, a page at a time; a page past the last is empty, not an error. */
export async function noticesOf(db: Database, userId: string, { page, pageSize }: NoticeListQuery): Promise<NoticeList> {
  const [rows, { total, unread }] = await Promise.all([
    repository.listNotices(db, userId, { limit: pageSize, offset: (page - 1) * pageSize }),
    repository.countNotices(db, userId),
  ]);
  return { notices: rows.map(toNotice), page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)), unread };
}

export const unreadNoticeCount = (db: Database, userId: string) => repository.countUnreadNotices(db, userId);

/** The learner opened one of their notices; another learner's is 'not found', as if it did not exist. */
export async function markNoticeRead(db: Database, userId: string, noticeId: string): Promise<void> {
  if (!(await repository.markNoticeRead(db, userId, noticeId))) throw notFound('Notice not found.', { reason: 'notice-not-found' });
}

/** Every notice of a learner, for their data export. */
export const allNoticesOf = async (db: Database, userId: string) => (await repository.listAllNoticesOf(db, userId)).map(toNotice);
