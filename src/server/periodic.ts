// The background jobs' common clock (the attempt sweeper, the weekly winner job, the item statistics
// job): a run every so often, never two at once in one process, a failure logged and not thrown.
// With a lease (decision 032), never two at once across instances either: the process holding the
// job's named lease runs it, and another takes over once the holder stops renewing it.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { processOwner, releaseLease, withLease } from './leases.ts';

export interface PeriodicLease {
  db: Database;
  /** the job's name in job_leases */
  name: string;
  /** this process's name; a fresh one when not given */
  owner?: string;
  /** how long the holder keeps the job between runs; another instance takes it over this long after the holder died */
  ttlMs?: number;
}

export interface PeriodicJob {
  intervalMs: number;
  /** run once at once as well (the work left while no instance ran), not only after the first interval */
  runAtStart: boolean;
  /** what the log says when a run fails */
  failure: string;
  /** run only while holding this lease (one instance at a time) */
  lease?: PeriodicLease;
}

/** A lease outlives two missed runs and is never shorter than 30 s. */
export const periodicLeaseMs = (intervalMs: number) => Math.max(30_000, Math.round(intervalMs * 2.5));

/** Runs `work` every `intervalMs`; the returned function stops it, waits for a run under way and hands the lease back. */
export function runPeriodically(log: FastifyBaseLogger, job: PeriodicJob, work: () => Promise<void>): () => Promise<void> {
  const lease = job.lease && { ...job.lease, owner: job.lease.owner ?? processOwner(), ttlMs: job.lease.ttlMs ?? periodicLeaseMs(job.intervalMs) };
  const leased = lease ? () => withLease(lease.db, lease.name, lease.owner, lease.ttlMs, work).then(() => {}) : work;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return; // a slow run is not stacked on by the next tick
    running = leased()
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
    if (lease) await releaseLease(lease.db, lease.name, lease.owner).catch(() => {});
  };
}
