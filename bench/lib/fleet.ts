// Several separate server instances (one process each, WORKERS=1), as deploy/ runs them behind nginx:
// each on its own port against the same PostgreSQL and Redis, each one stoppable (SIGTERM: it drains),
// killable (SIGKILL: gone mid-request) and startable again on its port. Their CPU is sampled twice a
// second, so what an instance used before it was killed still counts.
import { performance } from 'node:perf_hooks';
import { freePort } from '../../src/test/browserless-client.ts';
import { cpuTicks, residentKiB, spawnServer, type ServerOptions, type SpawnedServer } from './server.ts';

export interface FleetInstance {
  /** 1, 2, 3…: how the bench's report names it */
  number: number;
  port: number;
  baseUrl: string;
  running(): boolean;
  /** sends the signal and waits for the process to exit */
  signal(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** starts it again on its port; resolves once /readyz answers 200 */
  start(): Promise<void>;
}

export interface Fleet {
  instances: FleetInstance[];
  /** CPU seconds (user + system) every instance has used so far, those stopped included */
  cpuSeconds(): Promise<number>;
  residentMiB(): Promise<number>;
  stop(): Promise<void>;
}

/** Asks /readyz until it answers 200 (the instance may be sent learners); throws after `limitMs`. */
export async function waitReady(baseUrl: string, limitMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} was not ready within ${limitMs / 1000} s`);
}

export async function startFleet(count: number, options: Omit<ServerOptions, 'workers'>): Promise<Fleet> {
  const ended = { ticks: 0 };
  const lastTicks = new Map<number, number>();
  const live = new Set<SpawnedServer>();
  const killAll = () => {
    for (const server of live) server.child.kill('SIGKILL');
  };
  process.once('exit', killAll);

  const sample = async () => {
    await Promise.all(
      [...live].map(async ({ child }) => {
        // a process that exits as it is read reads as 0: never let that wipe what it had used
        const ticks = await cpuTicks(child.pid!);
        lastTicks.set(child.pid!, Math.max(ticks, lastTicks.get(child.pid!) ?? 0));
      }),
    );
  };
  const sampler = setInterval(() => void sample(), 500);
  sampler.unref();

  async function launch(port: number): Promise<SpawnedServer> {
    const server = await spawnServer(port, { ...options, workers: 1 });
    live.add(server);
    void server.exited.then(() => {
      live.delete(server);
      // the last sample before it exited: at most half a second of its CPU goes uncounted
      ended.ticks += lastTicks.get(server.child.pid!) ?? 0;
      lastTicks.delete(server.child.pid!);
    });
    await waitReady(server.baseUrl);
    return server;
  }

  // the first instance applies the migrations alone (the others would wait for its lock anyway)
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const servers: SpawnedServer[] = [await launch(ports[0]!)];
  servers.push(...(await Promise.all(ports.slice(1).map((port) => launch(port)))));

  const instances = servers.map((first, index): FleetInstance => {
    let current: SpawnedServer | null = first;
    const port = ports[index]!;
    return {
      number: index + 1,
      port,
      baseUrl: first.baseUrl,
      running: () => current !== null,
      signal: async (signal) => {
        if (!current) return;
        await sample();
        current.child.kill(signal);
        await current.exited;
        current = null;
      },
      start: async () => {
        if (current) return;
        current = await launch(port);
      },
    };
  });

  return {
    instances,
    cpuSeconds: async () => {
      await sample();
      let ticks = ended.ticks;
      for (const value of lastTicks.values()) ticks += value;
      return ticks / 100;
    },
    residentMiB: async () => {
      const kib = await Promise.all([...live].map(({ child }) => residentKiB(child.pid!)));
      return kib.reduce((sum, value) => sum + value, 0) / 1024;
    },
    stop: async () => {
      clearInterval(sampler);
      await Promise.all(
        [...live].map(async (server) => {
          server.child.kill('SIGTERM');
          const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
          await server.exited;
          clearTimeout(timer);
        }),
      );
      process.off('exit', killAll);
    },
  };
}
