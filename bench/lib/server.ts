// The server as production runs it: the built bundle (npm run build) in its own process(es), so the
// load generator never shares its event loop. Started on a free port against the given database.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { freePort } from '../../src/test/browserless-client.ts';

export interface BenchServer {
  baseUrl: string;
  process: ChildProcess;
  /** resident memory of the server and its workers, in MiB */
  residentMiB(): Promise<number>;
  /** CPU seconds (user + system) spent by the server and its workers so far */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** PostgreSQL's address; without it, the embedded database in `dataDir` */
  databaseUrl?: string;
  dataDir?: string;
  /** worker processes behind the one port (WORKERS); 1 runs the server alone */
  workers?: number;
  env?: Record<string, string>;
  /** flags for node itself (the workers inherit them), e.g. --cpu-prof */
  nodeArgs?: string[];
}

export async function startServer({ databaseUrl, dataDir, workers = 1, env = {}, nodeArgs = [] }: ServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const { child, baseUrl, exited } = await spawnServer(port, { databaseUrl, dataDir, workers, env, nodeArgs });
  // a benchmark that fails half-way must not leave its server running
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  // every worker must be listening before the clock starts: ask until each has answered once
  if (workers > 1) await waitForWorkers(child.pid!, workers);

  return {
    baseUrl,
    process: child,
    residentMiB: async () => sumOverTree(child.pid!, residentKiB).then((kib) => kib / 1024),
    cpuSeconds: async () => sumOverTree(child.pid!, cpuTicks).then((ticks) => ticks / 100),
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      process.off('exit', killOnExit);
    },
  };
}

export interface SpawnedServer {
  child: ChildProcess;
  baseUrl: string;
  /** resolves when the process has exited */
  exited: Promise<void>;
}

/**
 * Starts the built server on `port` and waits until it answers /api/health: one instance of the
 * rush's fleet, or the whole server (startServer). The caller stops it.
 */
export async function spawnServer(port: number, { databaseUrl, dataDir, workers = 1, env = {}, nodeArgs = [] }: ServerOptions): Promise<SpawnedServer> {
  if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run npm run build first');
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js', '--api-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir! }),
      DEMO_CONTENT: 'off',
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; ; tries += 1) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null || tries > 240) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, baseUrl, exited };
}

async function waitForWorkers(pid: number, workers: number) {
  for (let tries = 0; tries < 240; tries += 1) {
    if ((await childrenOf(pid)).length >= workers) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`fewer than ${workers} workers started`);
}

export async function childrenOf(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.split(/\s+/).filter(Boolean).map(Number);
}

async function sumOverTree(pid: number, read: (pid: number) => Promise<number>): Promise<number> {
  const children = await childrenOf(pid);
  const values = await Promise.all([pid, ...children].map(read));
  return values.reduce((sum, value) => sum + value, 0);
}

export async function residentKiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** utime + stime of the process, in clock ticks (100 a second on Linux) */
export async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // the command name may hold spaces: count fields from after its closing parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

/** CPU seconds this process (the load generator) has used so far. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}
