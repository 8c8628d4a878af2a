// What one client can hold of the server over real TCP connections: a request that arrives too slowly
// is cut, and one address cannot open connections without end.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { testConfig } from '../test/app.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The app listening on 127.0.0.1, with the given settings and test-sized timeouts. */
async function listening(options: Partial<Parameters<typeof buildApp>[0]> = {}, env: Record<string, string> = {}) {
  const app = await buildApp({ config: testConfig(env), db: database.db, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, port };
}

async function stop(app: FastifyInstance) {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

interface Dribble {
  /** everything the server wrote back */
  answer: string;
  /** milliseconds from connecting until the server closed the connection */
  closedAfterMs: number;
}

/**
 * Connects, sends `atOnce`, then `slowly` a byte every `everyMs`, as a client on a very slow link (or
 * one holding the connection on purpose) would, and waits for the server to close the connection:
 * at most `giveUpMs`, after which it fails saying so.
 */
function dribble(port: number, { atOnce = '', slowly, everyMs, giveUpMs }: { atOnce?: string; slowly: string; everyMs: number; giveUpMs: number }): Promise<Dribble> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const bytes = [...Buffer.from(slowly)];
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(atOnce));
    const timer = setInterval(() => {
      const next = bytes.shift();
      if (next !== undefined && socket.writable) socket.write(Buffer.from([next]));
    }, everyMs);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server still held the connection after ${giveUpMs} ms (answer so far: ${JSON.stringify(answer)})`));
    }, giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

const jsonHead = (length: number) =>
  `POST /api/account/profile HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('a request that arrives too slowly', () => {
  const timeouts = { headersMs: 600, requestMs: 1200, checkEveryMs: 100 };

  it('is cut with a 408 once its body has taken longer than the request limit', async () => {
    const { app, port } = await listening({ serverTimeouts: timeouts });
    try {
      const body = JSON.stringify({ phone: '', targetExam: null, targetYear: null });
      // the headers at once, then a byte of the body every 100 ms: 5 s to arrive in full
      const slow = await dribble(port, { atOnce: jsonHead(body.length), slowly: body, everyMs: 100, giveUpMs: 4000 });
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(slow.answer).toContain('"message":"The request took too long to arrive."');
      expect(slow.closedAfterMs).toBeLessThan(timeouts.requestMs + 1000);
    } finally {
      await stop(app);
    }
  });

  it('is cut once its headers have taken longer than the headers limit', async () => {
    const { app, port } = await listening({ serverTimeouts: timeouts });
    try {
      const slow = await dribble(port, { slowly: 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n', everyMs: 50, giveUpMs: 4000 });
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(slow.closedAfterMs).toBeLessThan(timeouts.headersMs + 1000);
    } finally {
      await stop(app);
    }
  });

  it('is answered when it arrives in time, on the same settings', async () => {
    const { app, port } = await listening({ serverTimeouts: timeouts });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(response.status).toBe(200);
    } finally {
      await stop(app);
    }
  });
});
