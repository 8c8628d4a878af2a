import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, signIn, testConfig, type TestApp } from '../../test/app.ts';

let t: TestApp;
let learnerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  learnerCookie = (await signIn(t.app)).cookie;
});
afterAll(() => t.close());

/** The project's one error shape, with a message short enough that no long input came back in it. */
function expectShortError(response: { statusCode: number; json: () => unknown; body: string }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { success: boolean; code: string; message: string; field?: string };
  // beside its code and message, a refusal may name its reason and the field that did not fit (a page in Hindi words them)
  expect(
    Object.keys(body)
      .filter((key) => !['reason', 'field', 'limit'].includes(key))
      .sort(),
  ).toEqual(['code', 'message', 'success']);
  expect((body.field ?? '').length).toBeLessThanOrEqual(80);
  expect(body).toMatchObject({ success: false, code });
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message.length).toBeLessThanOrEqual(200);
  return body.message;
}

describe("Fastify's own errors", () => {
  it('answer a 2,000-character path parameter with 414 in the project shape, without the path', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/attempts/${'a'.repeat(2000)}`, headers: { cookie: learnerCookie } });
    const message = expectShortError(response, 414, 'payload-too-large');
    expect(message).not.toContain('aaaaaaaaaa');
  });

  it('answer an address that is not valid percent-encoding with 400 in the project shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/attempts/%E0%A4%A' });
    expectShortError(response, 400, 'invalid-input');
  });

  it('keep the shape for a malformed JSON body, a body too large and a type we do not read', async () => {
    const post = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/testseries/rating', headers: { cookie: learnerCookie, 'content-type': contentType }, payload });
    expectShortError(await post('application/json', `{"a":${'x'.repeat(3000)}`), 400, 'invalid-input');
    expectShortError(await post('application/json', JSON.stringify({ a: 'x'.repeat(1024 * 1024) })), 413, 'payload-too-large');
    expectShortError(await post('x'.repeat(3000), 'x'), 415, 'unsupported-type');
  });
});

describe('a request the API cannot read', () => {
  it('names a missing field in words, not as "received undefined"', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/testseries/rating', headers: { cookie: learnerCookie }, payload: { rating: 4 } });
    expect(expectShortError(response, 400, 'invalid-input')).toBe('Missing userId.');
    expect(response.json()).toMatchObject({ reason: 'missing-field', field: 'userId' });
  });

  it('refuses a text/plain body, which a form on another site could post without a preflight', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: learnerCookie, 'content-type': 'text/plain' },
      payload: 'anything',
    });
    expectShortError(response, 415, 'unsupported-type');
    // and the session it carried is still open
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: learnerCookie } })).statusCode).toBe(200);
  });
});

describe('input echoed in a message', () => {
  it('is cut short: a 5,000-character key in a validation error', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/attempts/00000000-0000-4000-8000-000000000000/answers',
      headers: { cookie: learnerCookie },
      payload: { answers: { ['k'.repeat(5000)]: { answer: 1, status: 'answered' } } },
    });
    const message = expectShortError(response, 400, 'invalid-input');
    expect(message).toMatch(/^Invalid answers\.k+…/);
    expect(response.json()).toMatchObject({ reason: 'invalid-field', field: expect.stringMatching(/^answers\.k+…$/) });
  });

  it('is cut short: the path of an endpoint that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/${'n'.repeat(3000)}` });
    const message = expectShortError(response, 404, 'no-such-endpoint');
    expect(message).toMatch(/^No such endpoint: GET \/api\/n+…$/);
  });
});

describe('a request that is not HTTP', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), db: t.app.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  const rawExchange = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(bytes);
    });

  it('gets the project shape too', async () => {
    const reply = await rawExchange('NOT-HTTP at all\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, code: 'invalid-input', message: expect.any(String) });
  });
});
