// SIGTERM with connections in every state: the server finishes what is in flight, refuses what is
// new, cuts what hangs, and is gone within 10 s (a server was once seen running a minute after SIGTERM).
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { migratedDataDir } from '../test/database.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { reportCounts } from '../test/report-counts.ts';

/** A raw connection that collects what the server sends and notices when it is closed. */
function rawConnection(port: number) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  const answered = async () => {
    while (!received.includes('\r\n\r\n')) await new Promise((resolve) => setTimeout(resolve, 20));
    return received;
  };
  return { socket, closed, answered, received: () => received };
}

describe('shutting down on SIGTERM', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await migratedDataDir(await mkdtemp(path.join(os.tmpdir(), 'prepverse-shutdown-')));
    server = await startServerProcess({ env: { DATA_DIR: dataDir } });
  }, 90_000);
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes a request in flight, cuts one that hangs, closes idle keep-alive, refuses new ones, and exits within 10 s', async () => {
    const port = Number(new URL(server.baseUrl).port);
    const host = `Host: 127.0.0.1:${port}\r\n`;

    const idle = rawConnection(port);
    idle.socket.write(`GET /healthz HTTP/1.1\r\n${host}Connection: keep-alive\r\n\r\n`);
    expect(await idle.answered()).toMatch(/^HTTP\/1\.1 200/);

    // its body never arrives: without a limit this request would hold the process for ever
    const hung = rawConnection(port);
    hung.socket.write(`POST /api/auth/logout HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);

    // its body is finished after the signal: it was accepted before, so it is answered
    const late = rawConnection(port);
    late.socket.write(`POST /api/auth/logout HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    late.socket.write('}');
    expect(await late.answered()).toMatch(/^HTTP\/1\.1 200/);

    const refused = await fetch(`${server.baseUrl}/healthz`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);

    const code = await server.exited;
    const took = Date.now() - signalled;
    reportCounts('shutdown', `exited ${code} after ${took} ms with a hung request, an idle keep-alive connection and a late one`);
    expect(code).toBe(0);
    expect(took).toBeLessThan(10_000);
    await Promise.all([idle.closed, hung.closed]);
    expect(hung.received()).toBe('');
  }, 60_000);
});

describe('draining behind a balancer', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await migratedDataDir(await mkdtemp(path.join(os.tmpdir(), 'prepverse-drain-')));
    server = await startServerProcess({ env: { DATA_DIR: dataDir } });
  }, 90_000);
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('closes a kept-alive connection busy at the signal once its answer is sent, so the exit does not wait for the grace period', async () => {
    const port = Number(new URL(server.baseUrl).port);
    const host = `Host: 127.0.0.1:${port}\r\n`;
    // as nginx holds it: a kept-alive connection that has served a request and carries the next one
    const busy = rawConnection(port);
    busy.socket.write(`GET /healthz HTTP/1.1\r\n${host}Connection: keep-alive\r\n\r\n`);
    expect(await busy.answered()).toMatch(/^HTTP\/1\.1 200/);
    const before = busy.received().length;
    busy.socket.write(`POST /api/auth/logout HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\n{`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    busy.socket.write('}');
    await busy.closed;
    const second = busy.received().slice(before);
    expect(second).toMatch(/^HTTP\/1\.1 200/);
    expect(second.toLowerCase()).toContain('connection: close');

    const code = await server.exited;
    const took = Date.now() - signalled;
    reportCounts('shutdown', `exited ${code} after ${took} ms with a busy kept-alive connection`);
    expect(code).toBe(0);
    // the grace period (7 s) cuts connections still open: this one had closed long before
    expect(took).toBeLessThan(5000);
  }, 60_000);
});

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready with the database up to date, and says draining once shutdown has begun', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    t.app.lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining' });
      // the process itself is still up: an orchestrator must not restart it for draining
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});
