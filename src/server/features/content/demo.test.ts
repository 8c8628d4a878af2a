// The demo content `npm start` loads shows every state of the notifications and the static pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { loadDemoContent } from '../../dev/demo/load.ts';
import { findUserByEmail, openSession } from '../accounts/service.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';
import type { NotificationList } from '../../../shared/api/content.ts';
import { defaultPages } from './default-pages.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoContent(t.app.db)).toBe(true);
});
afterAll(() => t.close());

async function cookieOf(email: string) {
  const user = await findUserByEmail(t.app.db, email);
  const session = await openSession(t.app.db, user!.id, 3600);
  return `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(session.token))}`;
}

const list = async (query: string, cookie?: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: cookie ? { cookie } : {} })).json() as NotificationList;

describe('the demo notifications', () => {
  it('fill more than one page, newest first, without the draft and the scheduled one', async () => {
    const first = await list('');
    expect(first.totalPages).toBeGreaterThan(1);
    expect(first.notifications[0]!.slug).toBe('weekly-quiz-is-live');
    const all = [...first.notifications, ...(await list('?page=2')).notifications].map((n) => n.slug);
    expect(all).toHaveLength(first.total);
    expect(all).toContain('welcome-to-prepverse');
    expect(all).not.toContain('gate-2027-answer-key');
    expect(all).not.toContain('mock-test-4-opens');
  });

  it('are partly read by Aarav, the first demo learner: the newest unread, older ones read', async () => {
    const aarav = await cookieOf('aarav.sharma@example.com');
    const first = await list('', aarav);
    const read = new Map(first.notifications.map((n) => [n.slug, n.read]));
    expect(read.get('weekly-quiz-is-live')).toBe(false);
    expect(read.get('full-length-mock-added')).toBe(true);
    expect(first.unread).toBe(first.total - 4);
  });
});

describe('the demo static pages', () => {
  it('show About as the master rewrote it and the other three as shipped', async () => {
    const about = (await t.app.inject({ method: 'GET', url: '/api/pages/about' })).json();
    expect(about.body).toContain('## Who we are');
    for (const slug of ['contact', 'terms', 'policy'] as const) {
      expect((await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` })).json().body).toBe(defaultPages[slug].body);
    }
    const master = await cookieOf('kabir.das@example.com');
    const admin = (await t.app.inject({ method: 'GET', url: '/api/admin/pages', headers: { cookie: master } })).json();
    expect(admin.pages.map((page: { slug: string; exists: boolean; updatedBy: string | null }) => [page.slug, page.exists, page.updatedBy])).toEqual([
      ['about', true, 'Kabir Das'],
      ['contact', false, null],
      ['terms', false, null],
      ['policy', false, null],
    ]);
  });
});
