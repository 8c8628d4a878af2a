// A learner's own notices: listed newest first a page at a time, counted in the navbar's unread badge
// beside the site's notifications, marked read when opened; nobody reads or marks another's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { userNotices } from '../../db/review-schema.ts';
import { noticesOf } from '../../../test/reports-api.ts';
import { notifyUsers } from './service.ts';
import { publishNotification } from '../content/service.ts';
import type { NoticeList } from '../../../shared/api/notices.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unreadBadge = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications/unread/count', headers: { cookie } })).json().unread as number;
const markRead = (cookie: string, id: string) => t.app.inject({ method: 'POST', url: `/api/notices/${id}/read`, headers: { cookie } });

/** `count` notices for the learner, a minute apart, the last one the newest. */
async function noticesFor(userId: string, count: number) {
  await notifyUsers(
    t.app.db,
    Array.from({ length: count }, (_, index) => ({
      userId,
      kind: 'regrade' as const,
      title: `Notice ${index + 1}`,
      body: `Body **${index + 1}**`,
      link: index === 0 ? '/mylearning' : null,
    })),
  );
  const rows = await t.app.db.select().from(userNotices).where(eq(userNotices.userId, userId));
  for (const row of rows) {
    const minutesAgo = count - Number(row.title.split(' ')[1]);
    await t.app.db
      .update(userNotices)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(userNotices.id, row.id));
  }
}

describe("a learner's own notices", () => {
  it('are listed newest first, a page at a time, with what is unread', async () => {
    const { user, cookie } = await signIn(t.app);
    await noticesFor(user.id, 7);
    const first = (await noticesOf(t.app, { cookie })).json() as NoticeList;
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 7, totalPages: 2, unread: 7 });
    expect(first.notices.map((notice) => notice.title)).toEqual(['Notice 7', 'Notice 6', 'Notice 5', 'Notice 4', 'Notice 3']);
    expect(first.notices[0]).toMatchObject({ kind: 'regrade', body: 'Body **7**', link: null, read: false });
    const second = (await noticesOf(t.app, { cookie }, '?page=2')).json() as NoticeList;
    expect(second.notices.map((notice) => [notice.title, notice.link])).toEqual([
      ['Notice 2', null],
      ['Notice 1', '/mylearning'],
    ]);
    expect((await noticesOf(t.app, { cookie }, '?page=3')).json().notices).toEqual([]);
    expect((await noticesOf(t.app, { cookie }, '?page=0')).statusCode).toBe(400);
  });

  it("count in the navbar's badge with the site's notifications, and stop counting once opened; opening again changes nothing", async () => {
    const { user, cookie } = await signIn(t.app);
    await publishNotification(t.app.db, { slug: `site-news-${Date.now()}`, title: 'Site news', body: 'For everyone.' });
    const siteUnread = await unreadBadge(cookie);
    expect(siteUnread).toBeGreaterThanOrEqual(1);
    await noticesFor(user.id, 2);
    expect(await unreadBadge(cookie)).toBe(siteUnread + 2);
    // the site's list says the same number
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json().unread).toBe(siteUnread + 2);

    const [newest] = (await noticesOf(t.app, { cookie })).json().notices;
    const opened = await markRead(cookie, newest.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ success: true, unread: siteUnread + 1 });
    const [row] = await t.app.db.select().from(userNotices).where(eq(userNotices.id, newest.id));
    const again = await markRead(cookie, newest.id);
    expect(again.json()).toEqual({ success: true, unread: siteUnread + 1 });
    const [after] = await t.app.db.select().from(userNotices).where(eq(userNotices.id, newest.id));
    expect(after!.readAt).toEqual(row!.readAt);
    const list = (await noticesOf(t.app, { cookie })).json() as NoticeList;
    expect(list.unread).toBe(1);
    expect(list.notices.map((notice) => notice.read)).toEqual([true, false]);
  });

  it("are nobody else's to read or mark: another learner's notice is not found, and signed out is 401", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    await noticesFor(owner.user.id, 1);
    const [notice] = (await noticesOf(t.app, owner)).json().notices;
    expect((await noticesOf(t.app, other)).json()).toMatchObject({ total: 0, unread: 0, notices: [] });
    const refused = await markRead(other.cookie, notice.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('not-found');
    expect((await markRead(other.cookie, randomUUID())).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(userNotices).where(eq(userNotices.id, notice.id));
    expect(row!.readAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/notices/${notice.id}/read` })).statusCode).toBe(401);
  });
});
