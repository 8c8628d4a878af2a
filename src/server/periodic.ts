// The background jobs' common clock (the attempt sweeper, the weekly winner job, the item statistics
// job): a run every so often, never two at once in one process, a failure logged and not thrown.
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  intervalMs: number;
  /** run once at once as well (the work left while no instance ran), not only after the first interval */
  runAtStart: boolean;
  /** what the log says when a run fails */
  failure: string;
}

/** Runs `work` every `intervalMs`; the returned function stops it and waits for a run under way. */
export function runPeriodically(log: FastifyBaseLogger, job: PeriodicJob, work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return; // a slow run is not stacked on by the next tick
    running = work()
      .catch((error: unknown) => log.error({ err: error }, job.failure))
      .finally(() => {
        running = null;
      });
  };
  if (job.runAtStart) run();
  const timer = setInterval(run, job.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
