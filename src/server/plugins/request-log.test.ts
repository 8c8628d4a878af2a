// Each request has an id of ours, in its one JSON log line, in the x-request-id header, and in the
// words of a server error, so what a learner quotes to support leads to the log.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/app.ts';
import type { DatabaseHandle } from '../db/client.ts';

const REQUEST_ID = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;
let app: FastifyInstance;
let database: DatabaseHandle;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), db: database.db, logStream });
  app.get('/api/test-failure', async () => {
    throw new Error('a bug with internals: select * from users');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

describe('request ids', () => {
  it('name every answer and its one log line, a JSON object with method, path, route, status and time', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site?utm=campaign' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(REQUEST_ID);
    const logged = linesOf(id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/site', route: '/api/site', status: 200, ms: expect.any(Number) });
    // the query string stays out of the log (a sign-in callback carries a one-time code there)
    expect(JSON.stringify(logged[0])).not.toContain('utm=');
  });

  it('are new for every request, and a client cannot choose one', async () => {
    const first = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'AAAAA-AAAAA', 'request-id': 'mine' } });
    const second = await app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).not.toBe('AAAAA-AAAAA');
    expect(first.headers['x-request-id']).not.toBe('mine');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('are in a server error for the learner to quote, and in the error log line with the cause, never in the answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    const id = String(response.headers['x-request-id']);
    expect(body).toEqual({ success: false, code: 'server-error', requestId: id, message: expect.stringContaining(`reference ${id}`) });
    expect(response.body).not.toContain('select');
    const logged = linesOf(id);
    expect(logged.find((line) => line.msg === 'request failed')).toMatchObject({ level: 50, err: { message: expect.stringContaining('select * from users') } });
    expect(logged.find((line) => line.msg === 'request')).toMatchObject({ status: 500 });
  });

  it('are on refused answers too (a 404, a 401)', async () => {
    for (const url of ['/api/no-such-thing', '/api/auth/session']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(String(response.headers['x-request-id'])).toMatch(REQUEST_ID);
    }
  });
});
