// Every kind of answer the server gives carries the same security headers: API answers good and bad,
// pages rendered on the server and the app's shell, built files, the crawlers' files, health checks.
// A tiny build in a temporary directory stands in for dist/web.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { signIn, testConfig } from '../../test/app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { reportCounts } from '../../test/report-counts.ts';
import { adNetworkOrigins } from '../../shared/ads.ts';
import { withAdNetwork } from './security.ts';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://prepverse.example',
  DATABASE_URL: 'postgres://unused.example/prepverse',
  SESSION_SECRET: 'a-production-secret-of-enough-length-0123456789',
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'razorpay-secret',
};

// not production by NODE_ENV, but on a public address with real accounts: the stand-ins do not run
const staging = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://staging.prepverse.example',
  SESSION_SECRET: 'a-staging-secret-of-enough-length-0123456789',
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'razorpay-secret',
};

let webDir: string;
let database: DatabaseHandle;
let development: FastifyInstance;
let live: FastifyInstance;
let stagingApp: FastifyInstance;
let cookie: string;
const previousWebDir = process.env.PREPVERSE_WEB_DIR;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-headers-'));
  await mkdir(path.join(webDir, 'assets'));
  await copyFile('src/web/index.html', path.join(webDir, 'index.html'));
  await writeFile(path.join(webDir, 'assets', 'main-Ab12Cd34.js'), 'export const answer = 42;\n');
  process.env.PREPVERSE_WEB_DIR = webDir;
  database = await createTestDatabase();
  development = await buildApp({ config: testConfig(), db: database.db, web: 'static' });
  live = await buildApp({ config: testConfig(production), db: database.db, web: 'static' });
  stagingApp = await buildApp({ config: testConfig(staging), db: database.db, web: 'static' });
  await Promise.all([development.ready(), live.ready(), stagingApp.ready()]);
  cookie = (await signIn(development)).cookie;
}, 120_000);
afterAll(async () => {
  await Promise.all([development.close(), live.close(), stagingApp.close()]);
  await database.close();
  await rm(webDir, { recursive: true, force: true });
  if (previousWebDir === undefined) delete process.env.PREPVERSE_WEB_DIR;
  else process.env.PREPVERSE_WEB_DIR = previousWebDir;
});

// one of each kind of answer, good and bad
const answers: { name: string; method: 'GET' | 'POST'; url: string; signedIn?: boolean; status: number }[] = [
  { name: 'API answer', method: 'GET', url: '/api/site', status: 200 },
  { name: 'API answer for a learner', method: 'GET', url: '/api/auth/session', signedIn: true, status: 200 },
  { name: 'API refusal', method: 'GET', url: '/api/auth/session', status: 401 },
  { name: 'API bad input', method: 'POST', url: '/api/testseries/startTest', signedIn: true, status: 400 },
  { name: 'API unknown path', method: 'GET', url: '/api/no-such-thing', status: 404 },
  { name: 'page rendered on the server', method: 'GET', url: '/about', status: 200 },
  { name: "the app's shell", method: 'GET', url: '/mylearning', status: 200 },
  { name: 'unknown page', method: 'GET', url: '/no-such-page', status: 404 },
  { name: 'built file', method: 'GET', url: '/assets/main-Ab12Cd34.js', status: 200 },
  { name: 'sitemap', method: 'GET', url: '/sitemap.xml', status: 200 },
  { name: 'robots', method: 'GET', url: '/robots.txt', status: 200 },
  { name: 'health check', method: 'GET', url: '/healthz', status: 200 },
];

function expectSecurityHeaders(headers: Record<string, unknown>, name: string) {
  const policy = String(headers['content-security-policy'] ?? '');
  const directives = new Map(
    policy.split(';').map((part) => {
      const [directive = '', ...values] = part.trim().split(/\s+/);
      return [directive, values] as const;
    }),
  );
  expect(directives.get('frame-ancestors'), `${name}: frame-ancestors`).toEqual(["'none'"]);
  // scripts come from files only: no inline script, no eval
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  expect(scripts.length, `${name}: script-src`).toBeGreaterThan(0);
  expect(scripts, `${name}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${name}: script-src`).not.toContain("'unsafe-eval'");
  expect(directives.get('object-src'), `${name}: object-src`).toEqual(["'none'"]);
  // images from the site itself, Google's profile pictures and (where it is real) Razorpay: no other host
  const images = directives.get('img-src') ?? [];
  expect(images.slice(0, 2), `${name}: img-src`).toEqual(["'self'", 'https://*.googleusercontent.com']);
  for (const source of images.slice(2)) expect(source, `${name}: img-src`).toBe('https://*.razorpay.com');
  expect(headers['x-frame-options'], name).toBe('DENY');
  expect(headers['referrer-policy'], name).toBe('no-referrer');
  expect(headers['x-content-type-options'], name).toBe('nosniff');
  expect(headers['cross-origin-opener-policy'], name).toBe('same-origin');
}

describe('the policy of a page with ads', () => {
  it('lets the ad network load its script, frames and images there, and nowhere else', () => {
    const policy = withAdNetwork("default-src 'self';script-src 'self';img-src 'self' https://*.googleusercontent.com;connect-src 'self';frame-src 'self'");
    const directives = new Map(policy.split(';').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src'])
      expect(directives.get(name), name).toEqual(expect.arrayContaining(adNetworkOrigins));
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });
});

describe('security headers', () => {
  it('are on every kind of answer, without HSTS on a developer machine', async () => {
    for (const answer of answers) {
      const response = await development.inject({
        method: answer.method,
        url: answer.url,
        headers: answer.signedIn ? { cookie } : {},
        payload: answer.method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, answer.name).toBe(answer.status);
      expectSecurityHeaders(response.headers, answer.name);
      expect(response.headers['strict-transport-security'], answer.name).toBeUndefined();
    }
    reportCounts('security headers', `${answers.length} kinds of answer checked, in development, in production and on a public address outside production`);
  });

  it('add HSTS in production, on every kind of answer', async () => {
    for (const answer of answers.filter((one) => !one.signedIn)) {
      const response = await live.inject({ method: answer.method, url: answer.url });
      expectSecurityHeaders(response.headers, answer.name);
      expect(response.headers['strict-transport-security'], answer.name).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('add HSTS wherever the stand-ins do not run and the site is on https, whatever NODE_ENV says', async () => {
    for (const answer of answers.filter((one) => !one.signedIn)) {
      const response = await stagingApp.inject({ method: answer.method, url: answer.url });
      expectSecurityHeaders(response.headers, answer.name);
      expect(response.headers['strict-transport-security'], answer.name).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
