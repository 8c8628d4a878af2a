import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openSession } from '../features/accounts/service.ts';
import { createTestApp, signIn, testConfig, type TestApp } from '../../test/app.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

// With REDIS_URL the limits are counted in Redis, shared by every instance. Runs where a Redis
// server answers on 127.0.0.1:6379 (CI machines have one); elsewhere it is skipped.
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = connect({ host: '127.0.0.1', port: 6379, timeout: 500 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

describe.runIf(redisAnswers)('rate limits in Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const client = `10.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}.7`;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
    second = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts one client across two instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await app.inject({ method: 'GET', url: '/api/auth/google', remoteAddress: client })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('rate limits when Redis does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // and quietly: the setup file fails any test that writes to console.error, as ioredis does with no listener
  it('start anyway and serve at once, the limits skipped', async () => {
    const started = Date.now();
    // nothing listens on port 1: the connection is refused at once, and ioredis keeps trying
    const app = await buildApp({ config: testConfig({ REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' }), db: t.app.db });
    try {
      await app.ready();
      expect(Date.now() - started).toBeLessThan(10_000);
      const served = Date.now();
      const statuses = await statusesOf(app, 32, () => ({ method: 'GET', url: '/api/auth/google', remoteAddress: '10.9.9.9' }));
      expect(statuses).not.toContain(429);
      expect(Date.now() - served).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});

describe('per-session limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const order = (cookie: string, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: '/api/payment/order', headers: { cookie }, payload: {}, remoteAddress });

  it('count each learner on their own, even behind one address', async () => {
    const first = await signIn(t.app);
    const second = await signIn(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await order(first.cookie)).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    expect((await order(second.cookie)).statusCode).not.toBe(429);
  });

  it('count made-up session cookies as the one signed-out address they come from', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await order(`${SESSION_COOKIE}=made-up-${i}`, '10.1.1.2')).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('give a learner one allowance however many times they sign in', async () => {
    const { user, cookie } = await signIn(t.app);
    for (let i = 0; i < 10; i += 1) expect((await order(cookie, `10.1.2.${i}`)).statusCode).not.toBe(429);
    const again = await openSession(t.app.db, user.id, 3600);
    const freshCookie = `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(again.token))}`;
    expect((await order(freshCookie, '10.1.2.99')).statusCode).toBe(429);
  });
});

/** Sends `count` requests and returns their status codes. */
async function statusesOf(app: FastifyInstance, count: number, request: (i: number) => InjectOptions) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await app.inject(request(i))).statusCode);
  return statuses;
}

describe('client addresses behind proxies', () => {
  let t: TestApp;
  const extra: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const app of extra) await app.close();
    await t.close();
  });

  // the local provider is not listening under inject, so sign-in starts fail fast: the limit is what counts
  async function appWith(env: Record<string, string>) {
    const app = await buildApp({ config: testConfig(env), db: t.app.db });
    extra.push(app);
    return app;
  }
  const signInStart = (remoteAddress: string, forwardedFor: string): InjectOptions => ({
    method: 'GET',
    url: '/api/auth/google',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

  it('ignores X-Forwarded-For by default, in production too', async () => {
    const production = await appWith({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      SESSION_SECRET: 'T4nX8qP1wE6rK9yU3iO7aS2dG5hJ0lZ-staging',
      PUBLIC_URL: 'https://prepverse.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    const statuses = await statusesOf(production, 32, (i) => signInStart('203.0.113.9', `198.51.100.${i}`));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('reads the client address from the proxies named in TRUST_PROXY, and only from them', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.1, 10.0.9.0/24' });
    for (const proxy of ['10.0.0.1', '10.0.9.7']) {
      const viaProxy = await statusesOf(app, 32, (i) => signInStart(proxy, `198.51.100.${i}`));
      expect(viaProxy).not.toContain(429);
    }
    const direct = await statusesOf(app, 32, (i) => signInStart('203.0.113.10', `198.51.100.${i}`));
    expect(direct.slice(30)).toEqual([429, 429]);
  });

  it('takes the address a hop count of proxies saw, whatever the client put before it', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const clients = await statusesOf(app, 32, (i) => signInStart('10.0.0.1', `198.51.100.${i}`));
    expect(clients).not.toContain(429);
    const spoofed = await statusesOf(app, 32, (i) => signInStart('10.0.0.1', `198.51.100.${i}, 203.0.113.11`));
    expect(spoofed.slice(30)).toEqual([429, 429]);
  });
});

describe('limits on the receipt, the dashboard and the webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets a learner render 10 receipts a minute', async () => {
    const { user, cookie } = await signIn(t.app);
    const statuses = await statusesOf(t.app, 11, () => ({
      method: 'GET',
      url: `/api/testseries/receipt/${user.id}/${randomUUID()}`,
      headers: { cookie },
    }));
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('lets a learner open the dashboard 60 times a minute', async () => {
    const { user, cookie } = await signIn(t.app);
    const statuses = await statusesOf(t.app, 61, () => ({ method: 'GET', url: `/api/testseries/mylearning/${user.id}`, headers: { cookie } }));
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
  });

  it('takes 300 webhook calls a minute from one address', async () => {
    const statuses = await statusesOf(t.app, 301, () => ({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: { event: 'payment.captured' },
      headers: { 'x-razorpay-signature': 'not-a-signature' },
      remoteAddress: '198.51.100.200',
    }));
    expect(statuses.slice(0, 300)).not.toContain(429);
    expect(statuses[300]).toBe(429);
  });
});
