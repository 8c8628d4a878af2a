// What one client can hold of the server over real TCP connections: a request that arrives too slowly
// is cut, and one address cannot open connections without end.
import net from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { testConfig } from '../test/app.ts';
import { isLoopback } from './loopback.ts';

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
function dribble(
  port: number,
  { atOnce = '', slowly, everyMs, giveUpMs }: { atOnce?: string; slowly: string; everyMs: number; giveUpMs: number },
): Promise<Dribble> {
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
      // well before the body would have arrived in full (4.8 s), with room for a busy machine
      expect(slow.closedAfterMs).toBeLessThan(timeouts.requestMs + 2000);
    } finally {
      await stop(app);
    }
  });

  it('is cut once its headers have taken longer than the headers limit', async () => {
    const { app, port } = await listening({ serverTimeouts: timeouts });
    try {
      const slow = await dribble(port, {
        slowly: 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n',
        everyMs: 50,
        giveUpMs: 4000,
      });
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408 /);
      // well before the headers would have arrived in full (3.7 s)
      expect(slow.closedAfterMs).toBeLessThan(timeouts.headersMs + 2000);
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

/** A connection that has been answered once and is kept alive, or null when the server closed it unanswered. */
function keptAlive(port: number, host = '127.0.0.1'): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, localAddress: host }, () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    let answer = '';
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (/^HTTP\/1\.1 200 [\s\S]*\r\n\r\n[\s\S]*"ok"/.test(answer)) resolve(socket);
    });
    socket.on('close', () => resolve(null));
  });
}

const closeAll = (sockets: (net.Socket | null)[]) => {
  for (const socket of sockets) socket?.destroy();
};

/** A non-loopback IPv4 address of this machine, when it has one. */
const lanAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;

describe('connections from one address', () => {
  it('beyond the cap are closed unanswered, and one is accepted again once another has closed', async () => {
    // the cap leaves this machine's own addresses alone: here it counts them, so that a loopback socket stands for a visitor
    const { app, port } = await listening({ exemptFromConnectionCap: () => false }, { MAX_CONNECTIONS_PER_ADDRESS: '4' });
    const sockets: (net.Socket | null)[] = [];
    try {
      for (let i = 0; i < 4; i += 1) sockets.push(await keptAlive(port));
      expect(sockets.every((socket) => socket !== null)).toBe(true);
      const fifth = await keptAlive(port);
      expect(fifth).toBeNull();
      sockets[0]!.destroy();
      // the server hears of the close a moment later: a visitor's retry gets through then
      let again: net.Socket | null = null;
      for (let tries = 0; again === null && tries < 100; tries += 1) {
        again = await keptAlive(port);
        if (again === null) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(again).not.toBeNull();
      sockets.push(again);
    } finally {
      closeAll(sockets);
      await stop(app);
    }
  });

  it('are not capped from this machine itself, nor behind a trusted proxy, nor with the cap at 0', async () => {
    const settings: Record<string, string>[] = [
      { MAX_CONNECTIONS_PER_ADDRESS: '2' },
      { MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' },
      { MAX_CONNECTIONS_PER_ADDRESS: '0' },
    ];
    for (const env of settings) {
      const exempt = 'TRUST_PROXY' in env || env.MAX_CONNECTIONS_PER_ADDRESS === '0' ? { exemptFromConnectionCap: () => false } : {};
      const { app, port } = await listening(exempt, env);
      const sockets: (net.Socket | null)[] = [];
      try {
        for (let i = 0; i < 5; i += 1) sockets.push(await keptAlive(port));
        expect(
          sockets.every((socket) => socket !== null),
          JSON.stringify(env),
        ).toBe(true);
      } finally {
        closeAll(sockets);
        await stop(app);
      }
    }
  });

  it('are capped when they come from another address of this machine than loopback', async () => {
    const address = lanAddress();
    // a machine with no network interface but loopback has no such address to try: the first test stands for it
    if (address === undefined) return;
    const app = await buildApp({ config: testConfig({ MAX_CONNECTIONS_PER_ADDRESS: '2' }), db: database.db });
    await app.listen({ port: 0, host: address });
    const { port } = app.server.address() as net.AddressInfo;
    const sockets: (net.Socket | null)[] = [];
    try {
      for (let i = 0; i < 3; i += 1) sockets.push(await keptAlive(port, address));
      expect(sockets.map((socket) => socket !== null)).toEqual([true, true, false]);
    } finally {
      closeAll(sockets);
      await stop(app);
    }
  });
});

describe("this machine's own addresses", () => {
  it('are 127.0.0.0/8 and ::1, as IPv4 or mapped into IPv6', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2']) expect(isLoopback(address), address).toBe(true);
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', 'fe80::1', 'fd00::2', '::', '0.0.0.0', '128.0.0.1', undefined]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});
