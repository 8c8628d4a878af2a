import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app.ts';

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

describe('per-session limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('count each learner on their own, even behind one address', async () => {
    const first = await signIn(t.app);
    const second = await signIn(t.app);
    const order = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/payment/order', headers: { cookie }, payload: {}, remoteAddress: '10.1.1.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await order(first.cookie)).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    expect((await order(second.cookie)).statusCode).not.toBe(429);
  });
});
