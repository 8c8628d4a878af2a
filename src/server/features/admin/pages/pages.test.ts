import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, type AdminApi, type AdminCaller } from '../../../../test/admin-api.ts';
import { auditLog } from '../../../db/site-schema.ts';

let t: TestApp;
let api: AdminApi;
let master: AdminCaller & { id: string; name: string };
let creator: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  const m = await signIn(t.app, { role: 'master', name: 'Meera Master' });
  master = { cookie: m.cookie, id: m.user.id, name: m.user.name };
  creator = await signIn(t.app, { role: 'creator' });
});
afterAll(() => t.close());

describe('static pages in the admin area', () => {
  it('lists the four pages, written or not', async () => {
    const { pages } = (await api.call(master, 'GET', '/api/admin/pages')).json();
    expect(pages.map((page: { slug: string }) => page.slug)).toEqual(['about', 'contact', 'terms', 'policy']);
  });

  it('saves a page: learners get the new text at once, and the change is audited', async () => {
    // a page not written yet shows the shipped text, which the editor starts from; its first save creates it
    const shipped = (await t.app.inject({ method: 'GET', url: '/api/pages/terms' })).json();
    expect(shipped).toMatchObject({ slug: 'terms', title: 'Terms and conditions' });
    expect((await api.call(master, 'GET', '/api/admin/pages/terms')).json().page).toMatchObject({ exists: false, title: shipped.title, body: shipped.body });
    const first = await api.call(master, 'PUT', '/api/admin/pages/terms', { title: 'Terms', body: '# Terms\n\nFirst version.' });
    expect(first.statusCode).toBe(200);
    expect(first.json().page).toMatchObject({ slug: 'terms', exists: true, title: 'Terms', updatedBy: 'Meera Master' });

    const second = await api.call(master, 'PUT', '/api/admin/pages/terms', { title: 'Terms & Conditions', body: 'Second version, with $x^2$.' });
    expect(second.statusCode).toBe(200);
    const learner = await t.app.inject({ method: 'GET', url: '/api/pages/terms' });
    expect(learner.json()).toMatchObject({ slug: 'terms', title: 'Terms & Conditions', body: 'Second version, with $x^2$.' });
    expect((await api.call(master, 'GET', '/api/admin/pages/terms')).json().page.body).toBe('Second version, with $x^2$.');

    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pages'), eq(auditLog.entityId, 'terms')))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['page.edit', master.id],
      ['page.edit', master.id],
    ]);
    expect(entries[0]!.detail).toMatchObject({ before: null, after: { title: 'Terms' } });
    expect(entries[1]!.detail).toMatchObject({ before: { body: '# Terms\n\nFirst version.' }, after: { body: 'Second version, with $x^2$.' } });
  });

  it('refuses a page that is not one of the four, and an empty title or body', async () => {
    expect((await api.call(master, 'PUT', '/api/admin/pages/home', { title: 'x', body: 'y' })).statusCode).toBe(400);
    expect((await api.call(master, 'PUT', '/api/admin/pages/about', { title: ' ', body: 'y' })).statusCode).toBe(400);
    expect((await api.call(master, 'PUT', '/api/admin/pages/about', { title: 'About', body: '' })).statusCode).toBe(400);
  });

  it('is a master’s: a creator gets 403', async () => {
    for (const response of [
      await api.call(creator, 'GET', '/api/admin/pages'),
      await api.call(creator, 'GET', '/api/admin/pages/about'),
      await api.call(creator, 'PUT', '/api/admin/pages/about', { title: 'About', body: 'Mine now.' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
  });
});
