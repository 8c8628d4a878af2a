import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app.ts';

// testConfig's PUBLIC_URL is http://localhost:3000: that is the site's own origin here
const SITE = 'http://localhost:3000';
const crossSite = { success: false, code: 'cross-site', message: expect.stringContaining('another site') };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'content-type': 'application/json', ...headers }, payload: {} });
const sessionOf = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).statusCode;

describe('a state-changing request from another site', () => {
  it('is refused with 403 when its Origin is another site, and changes nothing', async () => {
    const { cookie } = await signIn(t.app);
    for (const origin of ['https://evil.com', 'null', 'http://localhost:3001', 'https://localhost:3000', 'http://localhost:3000.evil.com']) {
      const response = await logout(cookie, { origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json(), origin).toEqual(crossSite);
    }
    expect(await sessionOf(cookie)).toBe(200);
  });

  it('is refused however its path is spelled: percent-encoding reaches the same route', async () => {
    const { cookie } = await signIn(t.app);
    for (const url of ['/%61pi/auth/logout', '/api/auth/%6Cogout', '/api/auth/logout?next=/home']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: 'https://evil.com', 'content-type': 'application/json' },
        payload: {},
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(crossSite);
    }
    expect(await sessionOf(cookie)).toBe(200);
  });

  it('is judged by its Referer when it has no Origin', async () => {
    const { cookie } = await signIn(t.app);
    const response = await logout(cookie, { referer: 'https://evil.com/page?x=1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(crossSite);
    expect(await sessionOf(cookie)).toBe(200);
  });

  it('is refused for PUT, PATCH and DELETE as well', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/attempts/00000000-0000-4000-8000-000000000000/answers',
        headers: { origin: 'https://evil.com' },
      });
      expect(response.statusCode, method).toBe(403);
      expect(response.json().code, method).toBe('cross-site');
    }
  });
});

describe('requests that pass', () => {
  it("are this site's own, by Origin or by Referer", async () => {
    const first = await signIn(t.app);
    expect((await logout(first.cookie, { origin: SITE })).statusCode).toBe(200);
    const second = await signIn(t.app);
    expect((await logout(second.cookie, { referer: `${SITE}/mylearning` })).statusCode).toBe(200);
    expect(await sessionOf(first.cookie)).toBe(401);
    expect(await sessionOf(second.cookie)).toBe(401);
  });

  it('carry neither header (not sent from a page in a browser)', async () => {
    const { cookie } = await signIn(t.app);
    expect((await logout(cookie, {})).statusCode).toBe(200);
  });

  it('only read, whatever their Origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { origin: 'https://evil.com' } });
    expect(response.statusCode).toBe(401);
  });

  it("reach Razorpay's webhook from anywhere, since it carries a signature", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { origin: 'https://api.razorpay.com', 'x-razorpay-signature': 'not-a-signature' },
      payload: { event: 'payment.captured' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('payment-failed');
  });
});
