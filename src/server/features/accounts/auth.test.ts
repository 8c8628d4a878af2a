import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { sessions } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionWith = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

describe('the session', () => {
  it('is 401 when signed out', async () => {
    const response = await sessionWith();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, code: 'not-signed-in', message: 'Not signed in.' });
  });

  it("returns the signed-in user's id, name, e-mail, image and role", async () => {
    const { user, cookie } = await signIn(t.app, { name: 'Ishita Rao' });
    const response = await sessionWith(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, name: 'Ishita Rao', email: user.email, image: null, role: 'learner' });
  });

  it('counts a tampered cookie as signed out and drops it, even once the genuine one is remembered', async () => {
    const { token } = await signIn(t.app);
    const signed = t.app.signCookie(token);
    // the genuine cookie first: its checked signature is remembered, and no forgery may ride on that
    expect((await sessionWith(`${SESSION_COOKIE}=${encodeURIComponent(signed)}`)).statusCode).toBe(200);
    const badSignature = `${signed.slice(0, -2)}${signed.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherToken = t.app.signCookie(`${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`);
    const unsignedToken = token;
    for (const value of [badSignature, otherToken, unsignedToken, 'garbage']) {
      const response = await sessionWith(`${SESSION_COOKIE}=${encodeURIComponent(value)}`);
      expect(response.statusCode).toBe(401);
      expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    }
  });

  it('counts an expired session as signed out, even one the server has just looked up', async () => {
    const { user, cookie } = await signIn(t.app);
    const expiresAt = Date.now() + 1500;
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(expiresAt) })
      .where(eq(sessions.userId, user.id));
    expect((await sessionWith(cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 50));
    expect((await sessionWith(cookie)).statusCode).toBe(401);
  });

  it('ends on the server at logout, so the old cookie no longer works', async () => {
    const { cookie } = await signIn(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await sessionWith(cookie)).statusCode).toBe(401);
  });
});

describe('the admin API', () => {
  const overview = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: cookie ? { cookie } : {} });

  it('is 401 signed out and 403 for a learner, on known and unknown admin paths', async () => {
    expect((await overview()).statusCode).toBe(401);
    const { cookie } = await signIn(t.app, { role: 'learner' });
    const response = await overview(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, code: 'admin-only', message: 'Admin access only.' });
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/admin/users/1', headers: { cookie } });
    expect(unknown.statusCode).toBe(403);
  });

  it('answers creators, masters and gods', async () => {
    for (const role of ['creator', 'master', 'god'] as const) {
      const { cookie } = await signIn(t.app, { role });
      const response = await overview(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ users: expect.any(Number), testSeries: 0 });
    }
  });
});

describe('the API', () => {
  it('answers an unknown endpoint with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'no-such-endpoint', message: 'No such endpoint: GET /api/nothing-here' });
  });
});

describe('sign-in start', () => {
  it('is rate limited per client', async () => {
    // discovery needs the listening local provider, so the route fails here; the limit is what we count
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/google', remoteAddress: '10.9.8.7' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
