import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { testConfig } from '../../../test/app.ts';
import { createBrowserlessClient, freePort } from '../../../test/browserless-client.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';

// The whole OpenID Connect round trip over real HTTP: our server, the local provider standing in
// for Google, and the same openid-client calls that production makes against accounts.google.com.
let app: FastifyInstance;
let database: DatabaseHandle;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ PORT: String(port), PUBLIC_URL: baseUrl }), db: database.db });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function signInThroughProvider(name: string, email: string, redirect: string, browser = createBrowserlessClient(baseUrl)) {
  const start = await browser.request(`/api/auth/google?redirect=${encodeURIComponent(redirect)}`);
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get('location')!);
  expect(authorizeUrl.pathname).toBe('/dev/oidc/auth');
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');

  const chooser = await browser.follow(authorizeUrl.href);
  expect(chooser.response.status).toBe(200);
  const page = await chooser.response.text();
  expect(page).toContain('Choose an account');
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;

  const finished = await browser.follow(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, email }).toString(),
  });
  return { browser, landing: new URL(finished.url) };
}

describe('sign-in with Google (local provider)', () => {
  it('creates the user, opens a session and lands on /login-success with the redirect', async () => {
    const { browser, landing } = await signInThroughProvider('Kavya Iyer', 'kavya.iyer@example.com', '/mylearning');
    expect(landing.pathname).toBe('/login-success');
    expect(landing.searchParams.get('redirect')).toBe('/mylearning');

    const session = await browser.request('/api/auth/session');
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ name: 'Kavya Iyer', email: 'kavya.iyer@example.com', role: 'learner' });
    expect(browser.jar.has('pv_signin')).toBe(false);
  });

  it("keeps the browser's language on an account that has none, and opens another device in the account's (decision 045)", async () => {
    const phone = createBrowserlessClient(baseUrl);
    phone.jar.set('lang', 'hi');
    await signInThroughProvider('Meenal Rao', 'meenal.rao@example.com', '/mylearning', phone);
    const laptop = createBrowserlessClient(baseUrl);
    await signInThroughProvider('Meenal Rao', 'meenal.rao@example.com', '/mylearning', laptop);
    expect(laptop.jar.get('lang')).toBe('hi');

    // the switch on the laptop changes what the account keeps; signed out, the switch keeps nothing
    const switched = await laptop.request('/api/account/language', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ language: 'en' }),
    });
    expect(await switched.json()).toEqual({ success: true, kept: true });
    const tablet = createBrowserlessClient(baseUrl);
    tablet.jar.set('lang', 'hi');
    await signInThroughProvider('Meenal Rao', 'meenal.rao@example.com', '/', tablet);
    expect(tablet.jar.get('lang')).toBe('en');
    const visitor = await createBrowserlessClient(baseUrl).request('/api/account/language', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ language: 'hi' }),
    });
    expect(await visitor.json()).toEqual({ success: true, kept: false });
  });

  it('updates the same user on a later sign-in instead of creating another', async () => {
    const first = await signInThroughProvider('Rohan Das', 'rohan.das@example.com', '/');
    const firstId = ((await (await first.browser.request('/api/auth/session')).json()) as { id: string }).id;
    const second = await signInThroughProvider('Rohan K. Das', 'rohan.das@example.com', '/');
    const user = (await (await second.browser.request('/api/auth/session')).json()) as { id: string; name: string };
    expect(user.id).toBe(firstId);
    expect(user.name).toBe('Rohan K. Das');
  });

  it('never redirects off the site', async () => {
    const { landing } = await signInThroughProvider('Zoya Khan', 'zoya.khan@example.com', 'https://evil.example/phish');
    expect(landing.origin).toBe(baseUrl);
    expect(landing.searchParams.get('redirect')).toBe('/');
  });

  it('never redirects off the site through dot segments that collapse into //host', async () => {
    const { landing } = await signInThroughProvider('Ira Sen', 'ira.sen@example.com', '/..//evil.com');
    expect(landing.origin).toBe(baseUrl);
    expect(landing.searchParams.get('redirect')).toBe('/');
  });

  it('refuses a callback without the flow cookie or with a forged state', async () => {
    const stranger = createBrowserlessClient(baseUrl);
    const noFlow = await stranger.request('/api/auth/google/callback?code=abc&state=xyz');
    expect(noFlow.headers.get('location')).toBe('/login?error=expired');

    const browser = createBrowserlessClient(baseUrl);
    await browser.request('/api/auth/google?redirect=/');
    const forged = await browser.request('/api/auth/google/callback?code=abc&state=forged');
    expect(forged.headers.get('location')).toBe('/login?error=failed');
    expect((await browser.request('/api/auth/session')).status).toBe(401);
  });

  it('shows the chooser again with an error for a bad e-mail', async () => {
    const browser = createBrowserlessClient(baseUrl);
    const start = await browser.request('/api/auth/google?redirect=/');
    const chooser = await browser.follow(start.headers.get('location')!);
    const action = /<form method="post" action="([^"]+)"/.exec(await chooser.response.text())![1]!;
    const bad = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=X&email=not-an-email',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter a name and a valid e-mail address.');
  });
});

describe('in production', () => {
  it('never mounts the local sign-in provider', async () => {
    const production = await buildApp({
      config: testConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
        SESSION_SECRET: 'T4nX8qP1wE6rK9yU3iO7aS2dG5hJ0lZ-staging',
        PUBLIC_URL: 'https://prepverse.example',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'secret',
      }),
      db: database.db,
    });
    const response = await production.inject({ method: 'GET', url: '/dev/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(404);
    await production.close();
  });
});

describe('the session cookie at sign-in', () => {
  it('is a new one, and a session cookie the browser brought along (planted or earlier) ends there', async () => {
    const planted = await signInThroughProvider('Planted Owner', 'planted.owner@example.com', '/');
    const plantedCookie = planted.browser.jar.get(SESSION_COOKIE)!;
    const victim = createBrowserlessClient(baseUrl);
    victim.jar.set(SESSION_COOKIE, plantedCookie);
    await signInThroughProvider('Victim Learner', 'victim.learner@example.com', '/', victim);

    expect(victim.jar.get(SESSION_COOKIE)).toBeDefined();
    expect(victim.jar.get(SESSION_COOKIE)).not.toBe(plantedCookie);
    const session = await victim.request('/api/auth/session');
    expect(await session.json()).toMatchObject({ email: 'victim.learner@example.com' });
    // whoever holds the planted cookie is signed out now
    const stale = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: `${SESSION_COOKIE}=${plantedCookie}` } });
    expect(stale.status).toBe(401);
  });
});
