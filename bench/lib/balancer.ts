// nginx (Debian's package) in front of the fleet, with the deployed rules: the upstream block of
// deploy/nginx/prepverse.conf (its balancing, failure and keep-alive settings, the instances' addresses
// swapped for the fleet's) and deploy/nginx/proxy.conf as it is. Only what a deployment sets for the
// public (TLS, per-visitor limits: every learner here is 127.0.0.1) is left out.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../src/test/browserless-client.ts';
import { childrenOf, cpuTicks } from './server.ts';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const DEPLOYED_SITE = resolve('deploy/nginx/prepverse.conf');
const DEPLOYED_PROXY = resolve('deploy/nginx/proxy.conf');

export interface Balancer {
  baseUrl: string;
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The deployed `upstream prepverse { … }` block with its server lines replaced by one per port, each
 * with the parameters the deployed lines carry (max_fails, fail_timeout).
 */
export function upstreamFor(siteConfig: string, ports: number[]): string {
  const block = /upstream prepverse \{[\s\S]*?\n\}/.exec(siteConfig)?.[0];
  if (!block) throw new Error(`${DEPLOYED_SITE} has no "upstream prepverse" block`);
  const serverLines = block.split('\n').filter((line) => /^\s*server\s/.test(line));
  const parameters = /^\s*server\s+\S+\s*(.*);\s*$/.exec(serverLines[0] ?? '')?.[1] ?? '';
  const ours = ports.map((port) => `    server 127.0.0.1:${port} ${parameters};`.replace(/ ;$/, ';'));
  const lines = block.split('\n');
  const first = lines.findIndex((line) => /^\s*server\s/.test(line));
  return [...lines.slice(0, first), ...ours, ...lines.slice(first).filter((line) => !/^\s*server\s/.test(line))].join('\n');
}

/**
 * How long nginx leaves a failed instance out of the rotation (the deployed server lines'
 * fail_timeout, 10 s when they set none), plus a second: what a rolling restart waits after each
 * instance is ready, as deploy/rolling-restart.sh does.
 */
export async function rejoinSeconds(): Promise<number> {
  const site = await readFile(DEPLOYED_SITE, 'utf8');
  const timeout = /fail_timeout=(\d+)s/.exec(site)?.[1];
  return Number(timeout ?? 10) + 1;
}

export async function startNginx(ports: number[], { workerProcesses = 1 } = {}): Promise<Balancer> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX}: apt-get install nginx (or set NGINX)`);
  const dir = await mkdtemp(join(tmpdir(), 'prepverse-nginx-'));
  const port = await freePort();
  const upstream = upstreamFor(await readFile(DEPLOYED_SITE, 'utf8'), ports);
  // as root, the workers would run as nobody and could not write the temporary files here
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const config = `${user}
daemon off;
worker_processes ${workerProcesses};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    client_max_body_size 8m;
    keepalive_requests 100000;
${upstream}
    server {
        listen 127.0.0.1:${port};
        location / {
            include ${DEPLOYED_PROXY};
        }
    }
}
`;
  await writeFile(join(dir, 'nginx.conf'), config);
  const check = spawn(NGINX, ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const checked = await new Promise<number | null>((done) => check.once('exit', done));
  if (checked !== 0) throw new Error(`nginx refused the configuration in ${dir}/nginx.conf`);

  const child = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    // any answer from an instance through nginx (the health check's) says it is passing requests on
    const passing = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (passing) break;
    if (child.exitCode !== null || tries > 100) throw new Error(`nginx did not start: see ${dir}/error.log`);
    await new Promise((done) => setTimeout(done, 100));
  }

  return {
    baseUrl,
    cpuSeconds: async () => {
      const pids = [child.pid!, ...(await childrenOf(child.pid!))];
      const ticks = await Promise.all(pids.map(cpuTicks));
      return ticks.reduce((sum, value) => sum + value, 0) / 100;
    },
    stop: async () => {
      // SIGQUIT: nginx's graceful stop
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      process.off('exit', killOnExit);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
