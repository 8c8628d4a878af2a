// The process side of AI generation jobs (decisions 015 and 032): each job is held under a lease
// that its process renews while the model is asked; every question stored and every step of
// progress is written only while the lease is still ours. A job whose process died (its lease ran
// out) or stopped cleanly (it handed the job back) is taken over by another process and resumed
// from what was committed: no question is stored twice, none asked for is left out.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Config } from '../../../config.ts';
import { keepRenewing, processOwner, type Renewals } from '../../../leases.ts';
import { llmEndpoint } from './llm-client.ts';
import { claimJob, releaseJob, renewLease, updateOwnedJob, type GenerationJobRow } from './repository.ts';
import { CancelSeen, LeaseLost, runJob } from './work.ts';

/** How long a lease lasts and how often a process looks for jobs to take over; tests shorten them. */
export const generationLeaseTiming = { leaseMs: 30_000, pollMs: 10_000 };

class Stopping extends Error {}

interface Held {
  controller: AbortController;
  done: Promise<void>;
}

export interface GenerationRunnerOptions {
  owner?: string;
  leaseMs?: number;
  pollMs?: number;
}

export class GenerationRunner {
  readonly owner: string;
  private readonly held = new Map<string, Held>();
  private timer: NodeJS.Timeout | null = null;
  private claiming: Promise<void> | null = null;
  private stopping = false;
  private halted = false;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    private readonly options: GenerationRunnerOptions = {},
  ) {
    this.owner = options.owner ?? processOwner();
  }

  get leaseMs(): number {
    return this.options.leaseMs ?? generationLeaseTiming.leaseMs;
  }

  /** Whether this process runs the job now. */
  holds(id: string): boolean {
    return this.held.has(id);
  }

  /** Looks for jobs to take over now and every `pollMs`. */
  start(): void {
    const tick = () => void this.takeOver().catch((error: unknown) => this.log.error({ err: error }, 'could not look for generation jobs to take over'));
    this.timer = setInterval(tick, this.options.pollMs ?? generationLeaseTiming.pollMs);
    this.timer.unref();
    tick();
  }

  /** Claims every job nobody holds and starts it here; resolves once they are claimed (not finished). */
  async takeOver(): Promise<string[]> {
    // a model must be configured here to run a job; an instance without one leaves it to another
    if (this.stopping || !llmEndpoint(this.config)) return [];
    await this.claiming;
    const taken: string[] = [];
    this.claiming = (async () => {
      for (let job = await claimJob(this.db, this.owner, this.leaseMs); job; job = await claimJob(this.db, this.owner, this.leaseMs)) {
        this.log.info({ jobId: job.id, batchesDone: job.batchesDone }, 'took over a generation job');
        taken.push(job.id);
        this.launch(job);
        if (this.stopping) break;
      }
    })().finally(() => {
      this.claiming = null;
    });
    await this.claiming;
    return taken;
  }

  /** Runs a job this process holds (one it just created or claimed) in the background. */
  launch(job: GenerationJobRow): void {
    const endpoint = llmEndpoint(this.config);
    const controller = new AbortController();
    const keeper = this.keepLease(job.id, controller);
    const done = (async () => {
      try {
        if (!endpoint) throw new Error('No model is configured on this server.');
        await runJob({ db: this.db, log: this.log, owner: this.owner, endpoint, signal: controller.signal }, job);
      } catch (caught) {
        await this.settle(job.id, controller.signal.reason ?? caught, caught);
      } finally {
        await keeper.stop();
        this.held.delete(job.id);
      }
    })();
    this.held.set(job.id, { controller, done });
  }

  private async settle(id: string, reason: unknown, caught: unknown): Promise<void> {
    if (this.halted || reason instanceof LeaseLost) {
      this.log.warn({ jobId: id }, 'a generation job was left to another process');
    } else if (reason instanceof Stopping) {
      await releaseJob(this.db, id, this.owner);
    } else if (reason instanceof CancelSeen) {
      // runJob ends a cancelled job itself; this is a cancel seen before it could
      await updateOwnedJob(this.db, id, this.owner, { status: 'cancelled', finishedAt: new Date() });
    } else {
      this.log.error({ err: caught, jobId: id }, 'generation failed');
      await updateOwnedJob(this.db, id, this.owner, {
        status: 'failed',
        error: 'Generation stopped on an unexpected error; see the server log.',
        finishedAt: new Date(),
      }).catch(() => {});
    }
  }

  /** Stops a job held here at once (its call in flight is aborted); false when this process does not run it. */
  async cancelHere(id: string): Promise<boolean> {
    const job = this.held.get(id);
    if (!job) return false;
    job.controller.abort(new CancelSeen());
    await job.done;
    return true;
  }

  /** On shutdown: every job here stops and is handed back, for another process or the next start to resume. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.claiming;
    const all = [...this.held.values()];
    for (const job of all) job.controller.abort(new Stopping());
    await Promise.all(all.map((job) => job.done));
  }

  /** Stops as a killed process would (tests): nothing more is written, not even the hand-back; the leases run out. */
  async halt(): Promise<void> {
    this.halted = true;
    await this.stop();
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
        onError: (error) => this.log.warn({ err: error, jobId: id }, 'could not renew a generation job’s lease'),
      },
    );
  }
}
