// Several server processes behind one port (WORKERS=N): Node's cluster, whose primary accepts each
// connection and hands it to the next worker in turn. One Node process runs JavaScript on one core;
// the weekly-quiz rush needs every core of the machine, and a worker that dies is replaced while the
// others go on serving. Instances on other machines scale the same way behind a load balancer.
import cluster, { type Worker } from 'node:cluster';

export interface ClusterOptions {
  workers: number;
  log: (message: string) => void;
}

/** Runs in the primary: starts the workers, replaces one that crashes, and stops them all on SIGTERM or SIGINT. */
export function superviseWorkers({ workers, log }: ClusterOptions): void {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i += 1) fork();

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
    // a worker that cannot start at all (a bad setting) must not be restarted in a tight loop
    setTimeout(fork, 1000);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    // each worker exits within its own limit (shutdown.ts); a worker that does not is not waited for
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, 11_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
