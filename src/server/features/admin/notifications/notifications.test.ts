import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, idOf, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { auditLog } from '../../../db/site-schema.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller & { id: string };
let creator: AdminCaller;
let learner: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  const m = await signIn(t.app, { role: 'master' });
  master = { cookie: m.cookie, id: m.user.id };
  creator = await signIn(t.app, { role: 'creator' });
  learner = await signIn(t.app);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown> = {}, who: AdminCaller = master) =>
  api.call(who, 'POST', '/api/admin/notifications', { title: 'GATE 2027 dates announced!', body: 'The exam is in **February**.', ...body });
const action = (id: string, what: 'publish' | 'unpublish' | 'schedule', body?: unknown) =>
  api.call(master, 'POST', `/api/admin/notifications/${id}/${what}`, body);
const learnerList = async () =>
  ((await api.call(learner, 'GET', '/api/notifications?pageSize=50')).json() as { notifications: { slug: string }[] }).notifications.map((n) => n.slug);
const learnerRead = (slug: string) => api.call(learner, 'GET', `/api/notifications/${slug}`);

describe('notifications in the admin area', () => {
  it('creates a draft with a slug made from the title, which learners cannot see', async () => {
    const response = await create({ title: 'Draft: Mock test #3 is live' });
    expect(response.statusCode).toBe(200);
    const { notification } = response.json();
    expect(notification).toMatchObject({ slug: 'draft-mock-test-3-is-live', state: 'draft', publishedAt: null, body: 'The exam is in **February**.' });
    expect(await learnerList()).not.toContain(notification.slug);
    expect((await learnerRead(notification.slug)).statusCode).toBe(404);
  });

  it('numbers a generated slug that is taken, and refuses a chosen one that is taken with a clear 409', async () => {
    const first = (await create({ title: 'Results out' })).json().notification;
    const second = (await create({ title: 'Results out' })).json().notification;
    expect([first.slug, second.slug]).toEqual(['results-out', 'results-out-2']);

    const taken = await create({ title: 'Something else', slug: 'results-out' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'slug-taken',
      message: 'The address /notification/results-out is already used by “Results out”. Choose another address.',
    });

    const renamed = await api.call(master, 'PATCH', `/api/admin/notifications/${second.id}`, { slug: 'results-out' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('slug-taken');
    // its own slug is not a clash
    expect((await api.call(master, 'PATCH', `/api/admin/notifications/${first.id}`, { slug: 'results-out', title: 'Results are out' })).statusCode).toBe(200);
  });

  it('refuses a slug that is not an address and an empty title or body', async () => {
    for (const body of [{ slug: 'Not A Slug' }, { slug: 'a--b' }, { title: '  ' }, { body: '' }]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('invalid-input');
    }
  });

  it('publishes now: learners see it newest first and can read it', async () => {
    const older = idOf(await create({ title: 'Older news' }), 'notification');
    await action(older, 'publish');
    const response = await action(idOf(await create({ title: 'Newest news', body: 'Read **this**.' }), 'notification'), 'publish');
    expect(response.json().notification).toMatchObject({ state: 'published' });
    const list = await learnerList();
    expect(list.indexOf('newest-news')).toBeLessThan(list.indexOf('older-news'));
    expect((await learnerRead('newest-news')).json()).toMatchObject({ title: 'Newest news', body: 'Read **this**.' });
  });

  it('schedules: hidden from learners before its time, shown once it has come', async () => {
    const id = idOf(await create({ title: 'Scheduled news' }), 'notification');
    const publishAt = new Date(Date.now() + 1500);
    const response = await action(id, 'schedule', { publishAt: publishAt.toISOString() });
    expect(response.json().notification).toMatchObject({ state: 'scheduled', publishedAt: publishAt.toISOString() });
    expect(await learnerList()).not.toContain('scheduled-news');
    expect((await learnerRead('scheduled-news')).statusCode).toBe(404);
    // no sleep: the learner's list is asked again until the time has come
    await expect.poll(learnerList, { timeout: 5000, interval: 200 }).toContain('scheduled-news');
    expect((await learnerRead('scheduled-news')).statusCode).toBe(200);
    expect((await api.call(master, 'GET', `/api/admin/notifications/${id}`)).json().notification.state).toBe('published');
  });

  it('takes an India time with its offset, and refuses a time that has passed', async () => {
    const id = idOf(await create({ title: 'Next year' }), 'notification');
    const year = new Date().getUTCFullYear() + 1;
    const response = await action(id, 'schedule', { publishAt: `${year}-01-01T09:00:00+05:30` });
    expect(response.json().notification.publishedAt).toBe(`${year}-01-01T03:30:00.000Z`);
    const past = await action(id, 'schedule', { publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('That time has already passed: pick a later one, or publish now.');
  });

  it('unpublishes: gone from the learners at once, back to a draft', async () => {
    const id = idOf(await create({ title: 'Withdrawn news' }), 'notification');
    await action(id, 'publish');
    expect(await learnerList()).toContain('withdrawn-news');
    const response = await action(id, 'unpublish');
    expect(response.json().notification).toMatchObject({ state: 'draft', publishedAt: null });
    expect(await learnerList()).not.toContain('withdrawn-news');
    expect((await learnerRead('withdrawn-news')).statusCode).toBe(404);
  });

  it('lists every notification with its state', async () => {
    const { notifications } = (await api.call(master, 'GET', '/api/admin/notifications')).json();
    const states = new Map(notifications.map((n: { slug: string; state: string }) => [n.slug, n.state]));
    expect(states.get('draft-mock-test-3-is-live')).toBe('draft');
    expect(states.get('newest-news')).toBe('published');
    expect(states.get('next-year')).toBe('scheduled');
    // drafts first
    expect(notifications[0].state).toBe('draft');
  });

  it('audits every change with who and the row before and after', async () => {
    const id = idOf(await create({ title: 'Audited' }), 'notification');
    await api.call(master, 'PATCH', `/api/admin/notifications/${id}`, { body: 'Changed.' });
    await action(id, 'schedule', { publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    await action(id, 'publish');
    await action(id, 'publish'); // already published: nothing changes, nothing is written
    await action(id, 'unpublish');
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notifications'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'notification.create',
      'notification.edit',
      'notification.schedule',
      'notification.publish',
      'notification.unpublish',
    ]);
    expect(entries.every((entry) => entry.actorId === master.id)).toBe(true);
    expect(entries[1]!.detail).toMatchObject({ before: { body: 'The exam is in **February**.' }, after: { body: 'Changed.' } });
  });

  it('is a master’s: a creator gets 403 for every action', async () => {
    const id = idOf(await create({ title: 'Masters only' }), 'notification');
    const calls = [
      api.call(creator, 'GET', '/api/admin/notifications'),
      create({ title: 'By a creator' }, creator),
      api.call(creator, 'GET', `/api/admin/notifications/${id}`),
      api.call(creator, 'PATCH', `/api/admin/notifications/${id}`, { title: 'No' }),
      api.call(creator, 'POST', `/api/admin/notifications/${id}/publish`),
      api.call(creator, 'POST', `/api/admin/notifications/${id}/schedule`, { publishAt: new Date(Date.now() + 60_000).toISOString() }),
      api.call(creator, 'POST', `/api/admin/notifications/${id}/unpublish`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
  });

  it('answers 404 for an unknown notification', async () => {
    const response = await action('00000000-0000-4000-8000-000000000000', 'publish');
    expect(response.statusCode).toBe(404);
  });
});
