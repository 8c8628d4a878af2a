// Where the server listens with no configuration at all: on this machine's loopback alone, both
// 127.0.0.1 and ::1, while the stand-ins (anyone signs in as anyone) run. Checked on real sockets,
// in this process and in a server started as a newcomer starts it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { listenOn } from './listen.ts';
import { createTestDatabase } from '../test/database.ts';
import { testConfig } from '../test/app.ts';
import { freePort } from '../test/browserless-client.ts';

/** This machine's addresses other than loopback (none on a machine with no network); link-local ones need a zone, left out. */
const otherAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((entry): entry is os.NetworkInterfaceInfo => entry !== undefined && !entry.internal && !entry.address.startsWith('fe80:'))
    .map((entry) => entry.address);

const hasIpv6Loopback = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .some((entry) => entry?.address === '::1');

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const healthOf = (host: string, port: number) =>
  fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/healthz`).then(
    (response) => response.status,
    () => null,
  );

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('with no configuration', () => {
  it('listens on 127.0.0.1 and ::1, and on no other address of this machine', async () => {
    const config = testConfig({ NODE_ENV: 'development' });
    const app = await buildApp({ config, db: database.db });
    const listening = await listenOn(app, 0, config.listen);
    const { port } = app.server.address() as net.AddressInfo;
    try {
      expect(listening).toEqual([`127.0.0.1:${port}`, ...(hasIpv6Loopback() ? [`[::1]:${port}`] : [])]);
      expect(await healthOf('127.0.0.1', port)).toBe(200);
      if (hasIpv6Loopback()) expect(await healthOf('::1', port)).toBe(200);
      for (const address of otherAddresses()) expect(await accepts(address, port), address).toBe(false);
    } finally {
      await app.close();
    }
    // closed on every address
    expect(await accepts('127.0.0.1', port)).toBe(false);
    if (hasIpv6Loopback()) expect(await accepts('::1', port)).toBe(false);
  });

  it('still listens on every address where the stand-ins do not run, or once LOCAL_STAND_INS=on opens them', () => {
    expect(testConfig({ LOCAL_STAND_INS: 'on' }).listen).toEqual([{ host: '0.0.0.0' }]);
    const live = testConfig({
      PUBLIC_URL: 'https://prepverse.example',
      SESSION_SECRET: 'T4nX8qP1wE6rK9yU3iO7aS2dG5hJ0lZ-staging',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    expect(live.listen).toEqual([{ host: '0.0.0.0' }]);
  });
});

describe('npm start on a newcomer machine', () => {
  it('says one line of its own about the stand-ins, none of their libraries, and answers on localhost only', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-listen-'));
    const port = await freePort();
    // what `env -i PORT=… node dist/server/main.js` gives the server: nothing but the port and where its data goes
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--api-only'], {
      env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: dataDir, DEMO_CONTENT: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      // compiling the server from source and making its database take 20 s on a quiet machine, far more on a busy one
      const until = Date.now() + 110_000;
      while (!output.includes('Prepverse is ready')) {
        if (child.exitCode !== null || Date.now() > until) throw new Error(`the server did not start: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await healthOf('localhost', port)).toBe(200);
      expect(await healthOf('127.0.0.1', port)).toBe(200);
      if (hasIpv6Loopback()) expect(await healthOf('::1', port)).toBe(200);
      for (const address of otherAddresses()) expect(await accepts(address, port), address).toBe(false);

      const lines = output.trim().split('\n');
      expect(lines.filter((line) => line.includes('Local stand-ins for'))).toHaveLength(1);
      expect(output).not.toContain('oidc-provider');
      expect(output).not.toMatch(/WARNING|Deprecation|DeprecationWarning/);
      // every line is the log's JSON: nothing printed around it
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
