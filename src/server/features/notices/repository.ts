// SQL of one learner's own notices (a regrade changed their score, their report was answered).
import type { Database } from '../../db/client.ts';
import { userNotices } from '../../db/schema.ts';

export type NoticeRow = typeof userNotices.$inferSelect;
export type NoticeValues = Pick<typeof userNotices.$inferInsert, 'userId' | 'kind' | 'title' | 'body' | 'link'>;

export async function insertNotices(db: Database, notices: NoticeValues[]): Promise<void> {
  if (notices.length === 0) return;
  // a regrade of a large paper may notify thousands: in batches that stay well under the parameter limit
  for (let start = 0; start < notices.length; start += 1000) {
    await db.insert(userNotices).values(notices.slice(start, start + 1000));
  }
}
