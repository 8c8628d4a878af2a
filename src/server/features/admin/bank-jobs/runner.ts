// The bank's job runner (docs/decisions/031-bank-jobs.md): each process runs one, which claims a job
// under a lease, keeps the lease while it works, and commits the work in chunks together with the
// job's progress, so a job whose process died is taken over where its last chunk left it.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { BankJobKind } from '../../../db/bank-schema.ts';
import { keepRenewing, processOwner, type Renewals } from '../../../leases.ts';
import { claimJob, endJob, lockOwnedJob, releaseJob, renewLease, type BankJobRow, type JobEnding } from './repository.ts';

/** What one job's work is told: its chunks and progress go through here, under the lease. */
export interface JobSteps {
  readonly signal: AbortSignal;
  /** the database outside any transaction: for reads and checks that write nothing (the lease is kept meanwhile) */
  readonly db: Database;
  /**
   * Runs `write` in a transaction that first checks the lease is still ours (and stops for a cancel
   * or a shutdown), then commits the progress it returns with it.
   */
  chunk(write: (tx: Database, job: BankJobRow) => Promise<{ done: number; total: number }>): Promise<void>;
  /** Progress of work that writes nothing until its end (an export); also renews the lease. */
  progress(done: number, total: number): Promise<void>;
}

/** One job's work, by kind: `run` does it all (from the job's committed position); `end` writes its outcome. */
export interface JobWork {
  run(steps: JobSteps): Promise<void>;
  end(tx: Database, job: BankJobRow, status: JobEnding['status']): Promise<Omit<JobEnding, 'status'>>;
}
export type JobKinds = Partial<Record<BankJobKind, (job: BankJobRow) => JobWork>>;

/** A failure the job's author can act on; any other is said in general words (and logged). */
export class JobProblem extends Error {}

class LeaseLost extends Error {}
class CancelSeen extends Error {}
class Stopping extends Error {}

export interface RunnerOptions {
  kinds: JobKinds;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** this process's name on the jobs it holds */
  owner?: string;
  /** how long a lease lasts unless renewed; a dead process's job waits this long before another takes it */
  leaseMs?: number;
  /** how often to look for work when no job was created in this process */
  pollMs?: number;
  /** told after each committed chunk; the next chunk waits for it */
  onChunk?: (job: BankJobRow, done: number) => unknown;
}

export const LEASE_MS = 30_000;
export const POLL_MS = 5_000;

// jobs created by a request of this process wake its runner at once, rather than at the next poll
const wakers = new WeakMap<Database, Set<() => void>>();
export function announceJob(db: Database): void {
  for (const wake of wakers.get(db) ?? []) wake();
}

export { processOwner };

const FAILED_MESSAGE = 'The job stopped on our side. What it finished is kept; please start it again for the rest.';

export class BankJobRunner {
  readonly owner: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private halted = false;
  private current: AbortController | null = null;
  private readonly wake = () => this.poll();

  constructor(
    private readonly db: Database,
    private readonly options: RunnerOptions,
  ) {
    this.owner = options.owner ?? processOwner();
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.pollMs = options.pollMs ?? POLL_MS;
  }

  /** Looks for work now, every `pollMs`, and whenever a job is created in this process. */
  start(): void {
    const set = wakers.get(this.db) ?? new Set();
    wakers.set(this.db, set.add(this.wake));
    this.timer = setInterval(this.wake, this.pollMs);
    this.timer.unref();
    this.poll();
  }

  /** Stops cleanly: the job under way stops at its next chunk and is handed back for another process to resume. */
  async stop(): Promise<void> {
    this.stopping = true;
    wakers.get(this.db)?.delete(this.wake);
    if (this.timer) clearInterval(this.timer);
    this.current?.abort(new Stopping());
    await this.draining;
  }

  /** Stops as a killed process would: nothing more is written, not even the hand-back; the lease runs out. */
  halt(): void {
    this.halted = true;
    void this.stop();
  }

  /** Claims and works jobs until none is waiting; resolves when done (tests, the demo content). */
  async drain(): Promise<void> {
    while (!this.stopping) {
      const job = await claimJob(this.db, this.owner, this.leaseMs);
      if (!job) return;
      await this.work(job);
    }
  }

  private poll(): void {
    if (this.stopping) return;
    if (this.draining) {
      this.again = true; // a job created while one runs is claimed when that one ends
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'bank job runner failed'))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.poll();
        }
      });
  }

  private async work(job: BankJobRow): Promise<void> {
    const make = this.options.kinds[job.kind];
    if (!make) {
      await endJob(this.db, job.id, { status: 'failed', error: `This server cannot run ${job.kind} jobs.` });
      return;
    }
    const controller = new AbortController();
    this.current = controller;
    const keeper = this.keepLease(job.id, controller);
    const work = make(job);
    try {
      await work.run(this.steps(job.id, controller));
      await this.end(job.id, work, 'completed');
    } catch (caught) {
      const reason = controller.signal.aborted ? controller.signal.reason : caught;
      if (this.halted || reason instanceof LeaseLost) {
        this.options.log?.warn({ jobId: job.id }, 'a bank job was left to another process');
      } else if (reason instanceof Stopping) {
        await releaseJob(this.db, job.id, this.owner);
      } else if (reason instanceof CancelSeen) {
        await this.end(job.id, work, 'cancelled');
      } else {
        this.options.log?.error({ err: caught, jobId: job.id }, 'bank job failed');
        await this.end(job.id, work, 'failed', caught instanceof JobProblem ? caught.message : FAILED_MESSAGE);
      }
    } finally {
      await keeper.stop();
      this.current = null;
    }
  }

  private steps(id: string, controller: AbortController): JobSteps {
    const check = () => {
      if (this.halted || this.stopping) throw new Stopping();
      if (controller.signal.aborted) throw controller.signal.reason;
    };
    return {
      signal: controller.signal,
      db: this.db,
      chunk: async (write) => {
        check();
        const job = await this.db.transaction(async (tx) => {
          const row = await lockOwnedJob(tx, id, this.owner);
          if (!row) throw new LeaseLost();
          if (row.cancelRequested) throw new CancelSeen();
          const progress = await write(tx, row);
          await renewLease(tx, id, this.owner, this.leaseMs, progress);
          return { ...row, ...progress };
        });
        await this.options.onChunk?.(job, job.done);
      },
      progress: async (done, total) => {
        check();
        const lease = await renewLease(this.db, id, this.owner, this.leaseMs, { done, total });
        if (!lease) throw new LeaseLost();
        if (lease.cancelRequested) throw new CancelSeen();
      },
    };
  }

  /** Renews the lease while the job runs; a lost lease or a cancel asked elsewhere aborts the work. */
  private keepLease(id: string, controller: AbortController): Renewals {
    return keepRenewing(
      this.leaseMs,
      async () => {
        const lease = await renewLease(this.db, id, this.owner, this.leaseMs);
        if (!lease) controller.abort(new LeaseLost());
        else if (lease.cancelRequested) controller.abort(new CancelSeen());
      },
      {
        paused: () => this.halted,
        onError: (error) => this.options.log?.warn({ err: error, jobId: id }, 'could not renew a bank job’s lease'),
      },
    );
  }

  private async end(id: string, work: JobWork, status: JobEnding['status'], error: string | null = null): Promise<void> {
    await this.db.transaction(async (tx) => {
      const job = await lockOwnedJob(tx, id, this.owner);
      if (!job) return; // another process holds it now and will end it
      await endJob(tx, id, { status, error, ...(await work.end(tx, job, status)) });
    });
  }
}
