// The built server (`npm run build`) as `npm start` runs it, on a free port and a fresh embedded
// database, so the demo content is loaded and nothing another run left behind is measured.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/test/browserless-client.ts';

export interface BuiltServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export const WEB_DIR = path.resolve('dist/web');
const SERVER_ENTRY = path.resolve('dist/server/main.js');

export function isBuilt(): boolean {
  return existsSync(SERVER_ENTRY) && existsSync(path.join(WEB_DIR, '.vite/manifest.json'));
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  // the first start runs initdb and loads the demo content: a few seconds on a fresh directory
  for (let tries = 0; tries < 240; tries += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

export async function startBuiltServer(): Promise<BuiltServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-bench-web-'));
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
