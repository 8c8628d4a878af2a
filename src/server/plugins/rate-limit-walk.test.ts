// The routes a bot or a runaway tab would hammer (sign-in, payments, start, autosave, submit) each
// have a limit: one request over it is answered 429 with Retry-After in the one error shape. With
// REDIS_URL the count is kept in Redis, so two instances share it (run where Redis answers on
// 127.0.0.1:6379, as on CI machines).
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, testConfig, type TestApp } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { reportCounts } from '../../test/report-counts.ts';

const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = connect({ host: '127.0.0.1', port: 6379, timeout: 500 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

/** The abuse-prone routes the issue names, and a request for each (its body need not be valid: the limit counts before validation). */
const limited: { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; signedIn: boolean }[] = [
  { name: 'sign-in', method: 'GET', url: '/api/auth/google', signedIn: false },
  { name: 'sign-in callback', method: 'GET', url: '/api/auth/google/callback', signedIn: false },
  { name: 'payment order', method: 'POST', url: '/api/payment/order', signedIn: true },
  { name: 'payment verify', method: 'POST', url: '/api/payment/verify', signedIn: true },
  { name: 'start a test', method: 'POST', url: '/api/testseries/startTest', signedIn: true },
  { name: 'start a quiz', method: 'POST', url: '/api/quiz/start', signedIn: true },
  { name: 'autosave', method: 'PUT', url: `/api/attempts/${randomUUID()}/answers`, signedIn: true },
  { name: 'submit a test', method: 'POST', url: '/api/testseries/submittest', signedIn: true },
  { name: 'submit a quiz', method: 'POST', url: '/api/quiz/submit', signedIn: true },
];

async function walk(apps: FastifyInstance[], label: string) {
  let requests = 0;
  for (const entry of limited) {
    const who = entry.signedIn ? await signIn(apps[0]!) : null;
    const request: InjectOptions = {
      method: entry.method,
      url: entry.url,
      remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      headers: who ? { cookie: who.cookie } : {},
      ...(entry.method === 'GET' ? {} : { payload: {} }),
    };
    // the route says its limit on every answer; the walk holds it to it
    const first = await apps[0]!.inject(request);
    const max = Number(first.headers['x-ratelimit-limit']);
    expect(max, `${entry.name} has a limit`).toBeGreaterThan(0);
    for (let i = 1; i < max; i += 1) {
      const response = await apps[i % apps.length]!.inject(request);
      requests += 1;
      expect(response.statusCode, `${entry.name}, request ${i + 1} of ${max}`).not.toBe(429);
    }
    requests += 1;
    const refused = await apps[max % apps.length]!.inject(request);
    requests += 1;
    expect(refused.statusCode, `${entry.name} over its limit of ${max}`).toBe(429);
    expect(Number(refused.headers['retry-after']), `${entry.name}: Retry-After`).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ success: false, code: 'rate-limited', message: expect.stringMatching(/\w+ \w+/) });
  }
  reportCounts(`rate limits (${label})`, `${limited.length} routes walked to their limits, ${requests} requests`);
}

describe('rate limits, counted in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer 429 with Retry-After one request over each limit', async () => {
    await walk([t.app], 'memory');
  });
});

describe.runIf(redisAnswers)('rate limits, counted in Redis', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
    // a second instance on the same database (a session opened on one is valid on both), counting in the same Redis
    second = await buildApp({ config: testConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }), db: first.database.db });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('share one count between two instances: the limit holds across them', async () => {
    await walk([first.app, second], 'Redis, two instances');
  });
});
