// The built server on a PostgreSQL database of its own, reached through a link the spec can cut, in a
// process the spec can kill with SIGKILL and start again on the same port: what the faults spec does
// to it is what a crash or a database outage does on an exam day. Null where no PostgreSQL answers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { freePort } from '../../../src/test/browserless-client.ts';
import { faultyLink, type FaultyLink } from '../../../src/test/tcp-proxy.ts';

export interface FaultServer {
  baseURL: string;
  link: FaultyLink;
  /** SIGKILL: no shutdown, no last flush, as a power cut or the kernel's OOM killer would */
  kill(): Promise<void>;
  /** started again on the same port and database */
  start(): Promise<void>;
  close(): Promise<void>;
}

const postgresServer = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServer, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function startFaultServer(): Promise<FaultServer | null> {
  try {
    await adminQuery('select 1');
  } catch {
    return null;
  }
  const name = `prepverse_faults_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  const seeded = spawnSync('node_modules/.bin/tsx', ['src/test/e2e-seed.ts'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url.href },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`the faults database could not be seeded: ${seeded.stderr}`);

  const link = await faultyLink(url.href);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<unknown> = Promise.resolve();

  const start = async () => {
    const command = process.env.E2E_FROM_SOURCE
      ? ['--import', 'tsx', '--import', './scripts/no-styles/register.mjs', 'src/server/main.ts']
      : ['dist/server/main.js'];
    let stderr = '';
    const started = spawn(process.execPath, command, {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATABASE_URL: link.url,
        LOG_LEVEL: 'warn',
        ...(process.env.E2E_WEB_DIR ? { PREPVERSE_WEB_DIR: process.env.E2E_WEB_DIR } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child = started;
    exited = new Promise((resolve) => started.once('exit', resolve));
    const until = Date.now() + 60_000;
    while (
      !(await fetch(`${baseURL}/api/health`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (started.exitCode !== null || Date.now() > until) throw new Error(`the server did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const kill = async () => {
    child?.kill('SIGKILL');
    await exited;
    child = null;
  };

  await start();
  return {
    baseURL,
    link,
    kill,
    start,
    close: async () => {
      await kill();
      await link.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
