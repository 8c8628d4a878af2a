import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { notificationReads, notifications, pages } from '../../db/site-schema.ts';
import type { NotificationList } from '../../../shared/api/content.ts';
import { defaultPages } from './default-pages.ts';
import { excerptOf } from './service.ts';

let t: TestApp;
let learner: { cookie: string; id: string };
let other: { cookie: string; id: string };

const PUBLISHED = 23;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
// news-01 is the newest, news-23 the oldest
const slugAt = (index: number) => `news-${String(index + 1).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(notifications).values([
    ...Array.from({ length: PUBLISHED }, (_, index) => ({
      slug: slugAt(index),
      title: `News ${index + 1}`,
      body: `**Update ${index + 1}:** see [the list](/notification).`,
      publishedAt: hoursAgo(index + 1),
    })),
    { slug: 'a-draft', title: 'A draft', body: 'Not yet.', publishedAt: null },
    { slug: 'later', title: 'Scheduled', body: 'Tomorrow.', publishedAt: new Date(Date.now() + 86_400_000) },
  ]);
  const a = await signIn(t.app);
  const b = await signIn(t.app);
  learner = { cookie: a.cookie, id: a.user.id };
  other = { cookie: b.cookie, id: b.user.id };
});
afterAll(() => t.close());

const get = (url: string, who?: { cookie: string }) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const list = async (query: string, who?: { cookie: string }) => {
  const response = await get(`/api/notifications${query}`, who);
  expect(response.statusCode).toBe(200);
  return response.json() as NotificationList;
};
const markRead = (slug: string, who?: { cookie: string }) =>
  t.app.inject({ method: 'POST', url: `/api/notifications/${slug}/read`, headers: who ? { cookie: who.cookie } : {} });

describe('the notification list', () => {
  it('pages the published ones newest first, ten to a page by default, with the totals', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: PUBLISHED, totalPages: 3, unread: null });
    expect(first.notifications.map((n) => n.slug)).toEqual(Array.from({ length: 10 }, (_, i) => slugAt(i)));

    const third = await list('?page=3');
    expect(third.notifications.map((n) => n.slug)).toEqual([slugAt(20), slugAt(21), slugAt(22)]);

    // every published one exactly once across the pages; drafts and scheduled ones on none
    const seen = [...first.notifications, ...(await list('?page=2')).notifications, ...third.notifications].map((n) => n.slug);
    expect(new Set(seen).size).toBe(PUBLISHED);
    expect(seen).not.toContain('a-draft');
    expect(seen).not.toContain('later');
  });

  it('takes a page size, and answers a page past the last with no items rather than an error', async () => {
    const bySeven = await list('?page=2&pageSize=7');
    expect(bySeven).toMatchObject({ page: 2, pageSize: 7, totalPages: 4 });
    expect(bySeven.notifications.map((n) => n.slug)).toEqual(Array.from({ length: 7 }, (_, i) => slugAt(7 + i)));
    const past = await list('?page=9');
    expect(past).toMatchObject({ page: 9, total: PUBLISHED, totalPages: 3, notifications: [] });
  });

  it('refuses a page or size that is not a positive whole number, or a size over 50', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=two', '?page=1.5', '?pageSize=0', '?pageSize=51']) {
      const response = await get(`/api/notifications${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('invalid-input');
    }
  });

  it('shows plain-text excerpts of the Markdown bodies', async () => {
    const [newest] = (await list('')).notifications;
    expect(newest!.excerpt).toBe('Update 1: see the list.');
    expect(excerptOf(`# Heading\n\n- one *two*\n- ![alt](/x.png) $x^2$\n\n| a | b |\n|---|---|\n| cell | 2 |\n\n${'word '.repeat(60)}`)).toMatch(
      /^Heading one two alt x² a b cell 2 word word/,
    );
    const long = excerptOf('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/^(word )+word…$/);
  });

  it('writes the formulas of an excerpt as text, never as LaTeX', () => {
    const excerpt = excerptOf("- **Test series:** a wrong answer costs one third of the question's marks: $-\\tfrac{1}{3}$ for a 1-mark question.");
    expect(excerpt).toBe("Test series: a wrong answer costs one third of the question's marks: −1/3 for a 1-mark question.");
    expect(excerpt).not.toMatch(/[\\$]/);
  });
});

describe('read and unread', () => {
  it('marks nothing for a visitor who is signed out, and refuses to mark for one', async () => {
    expect((await list('')).notifications.every((n) => n.read === null)).toBe(true);
    expect((await get('/api/notifications/news-01')).json().read).toBeNull();
    const response = await markRead('news-01');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not-signed-in');
    expect((await get('/api/notifications/unread/count')).statusCode).toBe(401);
  });

  it('starts with every published notification unread for a learner; opening the page (GET) marks nothing', async () => {
    const page = await list('', learner);
    expect(page.unread).toBe(PUBLISHED);
    expect(page.notifications.every((n) => n.read === false)).toBe(true);
    expect((await get('/api/notifications/news-02', learner)).json()).toMatchObject({ slug: 'news-02', read: false });
    expect((await get('/api/notifications/unread/count', learner)).json()).toEqual({ unread: PUBLISHED });
  });

  it('marks one read for that learner only, once however often it is posted', async () => {
    const first = await markRead('news-02', learner);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, unread: PUBLISHED - 1 });
    const again = await markRead('news-02', learner);
    expect(again.json()).toEqual({ success: true, unread: PUBLISHED - 1 });
    const rows = await t.app.db.select().from(notificationReads).where(eq(notificationReads.userId, learner.id));
    expect(rows).toHaveLength(1);

    const mine = await list('', learner);
    expect(mine.unread).toBe(PUBLISHED - 1);
    expect(mine.notifications.filter((n) => n.read).map((n) => n.slug)).toEqual(['news-02']);
    expect((await get('/api/notifications/news-02', learner)).json().read).toBe(true);
    expect((await get('/api/notifications/unread/count', learner)).json()).toEqual({ unread: PUBLISHED - 1 });

    // another learner's reading counts for nothing of this one's, and the other way round
    await markRead('news-05', other);
    const theirs = await list('', other);
    expect(theirs.unread).toBe(PUBLISHED - 1);
    expect(theirs.notifications.find((n) => n.slug === 'news-02')!.read).toBe(false);
    expect(theirs.notifications.find((n) => n.slug === 'news-05')!.read).toBe(true);
    expect((await list('', learner)).notifications.find((n) => n.slug === 'news-05')!.read).toBe(false);
  });

  it('answers 404 for marking an unknown, draft or scheduled notification, and 400 for a slug that cannot be one', async () => {
    for (const slug of ['no-such-news', 'a-draft', 'later']) {
      const response = await markRead(slug, learner);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not-found', message: 'Notification not found.' });
    }
    expect((await markRead('Not_A_Slug', learner)).statusCode).toBe(400);
    expect((await get('/api/notifications/unread/count', learner)).json()).toEqual({ unread: PUBLISHED - 1 });
  });

  it('stops counting a notification that is unpublished', async () => {
    await t.app.db.update(notifications).set({ publishedAt: null }).where(eq(notifications.slug, 'news-03'));
    expect((await get('/api/notifications/unread/count', learner)).json()).toEqual({ unread: PUBLISHED - 2 });
    expect((await list('')).total).toBe(PUBLISHED - 1);
    await t.app.db
      .update(notifications)
      .set({ publishedAt: hoursAgo(3) })
      .where(eq(notifications.slug, 'news-03'));
  });
});

describe('one notification', () => {
  it('shows a published one with its Markdown body', async () => {
    const response = await get('/api/notifications/news-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'news-01', title: 'News 1', body: '**Update 1:** see [the list](/notification).' });
  });

  it('answers 404 for an unknown slug and for one not yet published, 400 for one that cannot be a slug', async () => {
    for (const slug of ['no-such-news', 'a-draft', 'later']) {
      const response = await get(`/api/notifications/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not-found', message: 'Notification not found.' });
    }
    expect((await get('/api/notifications/Bad%20Slug')).statusCode).toBe(400);
  });
});

describe('the static pages', () => {
  it('serves the shipped text for each of the four pages while none is written', async () => {
    for (const slug of ['about', 'contact', 'terms', 'policy'] as const) {
      const response = await get(`/api/pages/${slug}`);
      expect(response.statusCode, slug).toBe(200);
      expect(response.json()).toMatchObject({ slug, title: defaultPages[slug].title, body: defaultPages[slug].body });
      expect(Date.parse(response.json().updatedAt)).not.toBeNaN();
    }
  });

  it('states the facts of the spec in the terms and the privacy policy', async () => {
    const terms = (await get('/api/pages/terms')).json().body as string;
    expect(terms).toMatch(/non-refundable: we do not offer refunds/);
    expect(terms).toMatch(/Razorpay/);
    expect(terms).toMatch(/Indian rupees \(INR\)/);
    expect(terms).toMatch(/No hidden charges/);
    expect(terms).toMatch(/Each test and each weekly quiz can be attempted once only/);
    expect(terms).toMatch(/Solutions and analytics are available after each test/);
    expect(terms).toMatch(/not affiliated/);
    const policy = (await get('/api/pages/policy')).json().body as string;
    for (const fact of [
      /name, e-mail address and profile picture/,
      /phone number/,
      /attempts/,
      /payments/,
      /session cookie/,
      /\/userdetail/,
      /law on receipts/,
    ]) {
      expect(policy).toMatch(fact);
    }
  });

  it('serves what the admins wrote once a page is saved', async () => {
    await t.app.db.insert(pages).values({ slug: 'about', title: 'About us', body: 'Written by the team.' });
    expect((await get('/api/pages/about')).json()).toMatchObject({ slug: 'about', title: 'About us', body: 'Written by the team.' });
    expect((await get('/api/pages/contact')).json().title).toBe(defaultPages.contact.title);
  });

  it('answers 404 for a page that is none of the four', async () => {
    const response = await get('/api/pages/careers');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not-found', message: 'Page not found.' });
  });
});
