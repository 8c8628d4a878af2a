import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/app.ts';
import { insertSeries } from '../../test/series-fixtures.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

let app: FastifyInstance;
let database: DatabaseHandle;

// answers of known sizes beside the real API, declared after the compressor like every feature's routes
const bigAnswer = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Question ${i} of the practice paper` })) };
const ownBytes = brotliCompressSync(Buffer.from(JSON.stringify(bigAnswer)));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db });
  app.get('/api/test/big', async () => bigAnswer);
  app.get('/api/test/small', async () => ({ success: true, savedAt: 1 }));
  app.get('/api/test/own-encoding', async (_request, reply) => reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(ownBytes));
  app.get('/api/test/progress', async (_request, reply) => {
    const events = new PassThrough();
    setImmediate(() => {
      for (let i = 0; i < 200; i += 1) events.write(`${JSON.stringify({ type: 'progress', done: i })}\n`);
      events.end();
    });
    return reply.type('application/x-ndjson; charset=utf-8').send(events);
  });
  await app.ready();
  for (let i = 0; i < 6; i += 1) {
    await insertSeries(app.db, { title: `GATE CS 2027 Series ${i}`, pricePaise: 49900, discountPercent: 10, createdAt: `2026-01-0${i + 1}T00:00:00Z` });
  }
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compression of dynamic answers', () => {
  it('sends a large API answer in brotli when the browser takes it, preferred over gzip', async () => {
    const response = await get('/api/testseries/getAllTestSeries', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as { testSeries: unknown[] };
    expect(body.testSeries).toHaveLength(6);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)));
  });

  it('sends gzip to a browser that takes only gzip', async () => {
    const response = await get('/api/test/big', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(bigAnswer);
  });

  it('sends the same answer plain to a client that asks for no encoding, still marked as varying by it', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/api/test/big', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual(bigAnswer);
      expect(response.headers.vary).toContain('accept-encoding');
    }
  });

  it('leaves an answer under the threshold plain: an autosave is not worth a compressor', async () => {
    const response = await get('/api/test/small', 'br, gzip');
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ success: true, savedAt: 1 });
  });

  it('passes an answer that carries its own content-encoding through untouched', async () => {
    for (const acceptEncoding of ['br, gzip', 'gzip']) {
      const response = await get('/api/test/own-encoding', acceptEncoding);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.equals(ownBytes)).toBe(true);
      expect(response.headers.vary).toContain('accept-encoding');
    }
  });

  it('streams NDJSON progress as it is written, uncompressed, so each line arrives when it happens', async () => {
    const response = await get('/api/test/progress', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(200);
    expect(JSON.parse(lines[199]!)).toEqual({ type: 'progress', done: 199 });
  });
});
