// What the rush's learners talk to: the server as one process (or Node's cluster, --workers), or
// separate instances behind nginx (--instances N --balancer nginx), as deploy/ runs them.
import { randomBytes } from 'node:crypto';
import { startNginx } from './balancer.ts';
import { startFleet, type Fleet } from './fleet.ts';
import { startServer } from './server.ts';

export interface RushTarget {
  baseUrl: string;
  /** '2 server process(es)', '3 instances behind nginx' */
  description: string;
  /** the instances, when there are several to disrupt */
  fleet: Fleet | null;
  cpuSeconds(): Promise<number>;
  residentMiB(): Promise<number>;
  balancerCpuSeconds?: () => Promise<number>;
  /** a line per instance: the requests it answered since it last started, from its own /metrics */
  servedLines(): Promise<string[]>;
  stop(): Promise<void>;
}

interface TargetOptions {
  /** PostgreSQL's address, or the embedded database's DATA_DIR (one instance, one process) */
  databaseUrl?: string;
  dataDir?: string;
  workers: number;
  instances: number;
  nodeArgs: string[];
}

/** The requests an instance has answered since it started, summed over its duration histogram's counts. */
async function requestsServed(baseUrl: string, token: string): Promise<number | null> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
  if (!response?.ok) return null;
  let total = 0;
  for (const line of (await response.text()).split('\n')) {
    if (line.startsWith('prepverse_http_request_duration_seconds_count')) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

export async function startTarget({ databaseUrl, dataDir, workers, instances, nodeArgs }: TargetOptions): Promise<RushTarget> {
  if (instances <= 1) {
    const server = await startServer({ databaseUrl, dataDir, workers, nodeArgs });
    return {
      baseUrl: server.baseUrl,
      description: databaseUrl ? `${workers} server process(es)` : 'one server process on the embedded database',
      fleet: null,
      cpuSeconds: () => server.cpuSeconds(),
      residentMiB: () => server.residentMiB(),
      servedLines: async () => [],
      stop: () => server.stop(),
    };
  }
  const metricsToken = randomBytes(16).toString('hex');
  // the deployment's settings (deploy/env.example): rate limits shared through Redis, nginx trusted
  // to name the visitor; the bench's learners all come from 127.0.0.1 either way
  const fleet = await startFleet(instances, {
    databaseUrl: databaseUrl!,
    nodeArgs,
    env: { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', TRUST_PROXY: 'loopback', METRICS_TOKEN: metricsToken },
  });
  const nginx = await startNginx(fleet.instances.map((instance) => instance.port));
  return {
    baseUrl: nginx.baseUrl,
    description: `${instances} instances behind nginx`,
    fleet,
    cpuSeconds: () => fleet.cpuSeconds(),
    residentMiB: () => fleet.residentMiB(),
    balancerCpuSeconds: () => nginx.cpuSeconds(),
    servedLines: async () =>
      Promise.all(
        fleet.instances.map(async (instance) => {
          const served = await requestsServed(instance.baseUrl, metricsToken);
          return `instance ${instance.number}: ${served === null ? 'not running' : `${served} requests answered since it last started`}`;
        }),
      ),
    stop: async () => {
      await nginx.stop();
      await fleet.stop();
    },
  };
}
