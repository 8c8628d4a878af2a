// The server in a process of its own, for tests that do to it what an operator's machine can: kill it
// with SIGKILL in the middle of a request, start it again on the same database, stop it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './browserless-client.ts';

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** resolves with the exit code (null when a signal ended it) */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export interface ServerProcessOptions {
  env: Record<string, string>;
  port?: number;
}

/** Starts `src/server/main.ts --api-only` and resolves once it answers /api/health. */
export async function startServerProcess({ env, port }: ServerProcessOptions): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--api-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DEMO_CONTENT: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    child,
    exited,
    kill: async (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}
