// The stand-ins let anyone sign in as anyone and pay nothing: they answer this machine alone unless
// the operator opened them with LOCAL_STAND_INS=on, judged by the connection's own peer address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/app.ts';
import { STAND_INS_LOCAL_ONLY, standInsNotice } from './stand-ins-reach.ts';

const ADS = { ADS_CLIENT_ID: 'ca-pub-1234567890123456' };
const ANOTHER_HOST = '192.0.2.50';

// one request to each stand-in, as a browser or the app itself makes it
const standInRequests = [
  { method: 'GET', url: '/dev/oidc/.well-known/openid-configuration' },
  { method: 'GET', url: '/dev/razorpay/checkout.js' },
  { method: 'GET', url: '/dev/ads/adsbygoogle.js?client=ca-pub-1234567890123456' },
  { method: 'POST', url: '/dev/llm/v1/chat/completions', payload: { model: 'x', messages: [{ role: 'user', content: 'Exam: GATE CS' }] } },
] as const;

let closed: TestApp;
let opened: TestApp;
beforeAll(async () => {
  [closed, opened] = await Promise.all([createTestApp(ADS), createTestApp({ ...ADS, LOCAL_STAND_INS: 'on' })]);
});
afterAll(async () => {
  await Promise.all([closed.close(), opened.close()]);
});

describe('the stand-ins under /dev', () => {
  it('refuse a request from another address with a 403 saying how to open them', async () => {
    for (const request of standInRequests) {
      const response = await closed.app.inject({ ...request, remoteAddress: ANOTHER_HOST });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json(), request.url).toEqual({ success: false, code: 'forbidden', message: STAND_INS_LOCAL_ONLY });
    }
    // a percent-encoded path reaches the same routes, and the same refusal
    const encoded = await closed.app.inject({ method: 'GET', url: '/%64ev/oidc/.well-known/openid-configuration', remoteAddress: ANOTHER_HOST });
    expect(encoded.statusCode).toBe(403);
  });

  it('judge by the connection, not by X-Forwarded-For, even from a trusted proxy', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: ANOTHER_HOST });
    try {
      const response = await behindProxy.app.inject({
        method: 'GET',
        url: '/dev/oidc/.well-known/openid-configuration',
        remoteAddress: ANOTHER_HOST,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('answer this machine, over IPv4, IPv6 and IPv4 mapped into IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const request of standInRequests) {
        const response = await closed.app.inject({ ...request, remoteAddress });
        expect(response.statusCode, `${request.url} from ${remoteAddress}`).toBe(200);
      }
    }
  });

  it('answer every address once LOCAL_STAND_INS=on opens them', async () => {
    for (const request of standInRequests) {
      const response = await opened.app.inject({ ...request, remoteAddress: ANOTHER_HOST });
      expect(response.statusCode, request.url).toBe(200);
    }
  });

  it('leave the rest of the site to everyone', async () => {
    for (const url of ['/healthz', '/api/site']) {
      expect((await closed.app.inject({ method: 'GET', url, remoteAddress: ANOTHER_HOST })).statusCode, url).toBe(200);
    }
  });
});

describe('the line said at start', () => {
  it('names the stand-ins and where they answer, and warns what opening them exposes', () => {
    const local = standInsNotice(testConfig({ PORT: '3415', ...ADS }), 3415)!;
    expect(local).toMatch(/^Local stand-ins for Google sign-in, Razorpay, the language model and the ad network run under \/dev, for development only/);
    expect(local).toContain('They answer only on this machine');
    expect(local).not.toContain('\n');
    const open = standInsNotice(testConfig({ PORT: '3415', LOCAL_STAND_INS: 'on' }), 3415)!;
    expect(open).toContain('anyone who can reach port 3415 signs in as anyone, the demo admins included, and payments cost nothing');
    expect(open).not.toContain('\n');
  });

  it('is not said where the stand-ins do not run', () => {
    const live = testConfig({
      PUBLIC_URL: 'https://prepverse.example',
      SESSION_SECRET: 'T4nX8qP1wE6rK9yU3iO7aS2dG5hJ0lZ-staging',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    expect(standInsNotice(live, 3000)).toBeNull();
  });
});
