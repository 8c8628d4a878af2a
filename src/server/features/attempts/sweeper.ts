// Finalises attempts whose time ran out without a submit (a closed laptop, a dead phone), so every
// learner gets a result and the takers' ranking is complete without waiting for them to come back.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { findExpiredAttempts } from './repository.ts';
import { finaliseAttempt } from './service.ts';
import { runPeriodically } from '../../periodic.ts';
import { examCounters, type AttemptKind } from '../metrics/counters.service.ts';

// any fixed number, the same in every instance; the migration lock uses 4_242_001
const SWEEP_LOCK_KEY = 4_242_002;
const BATCH_SIZE = 200;
/** how often the server sweeps: an attempt left open is graded within this long of its grace ending */
export const SWEEP_INTERVAL_MS = 30_000;
/** its name in job_leases: one instance sweeps (decision 032) */
export const SWEEPER_LEASE = 'attempt-sweeper';

export interface SweepOptions {
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * One sweep: finalises up to BATCH_SIZE attempts past their deadline plus the in-flight allowance and
 * returns how many it finalised. A transaction-scoped advisory lock means that of several app
 * instances only one sweeps at a time, and the lock cannot outlive a crashed sweeper.
 */
export async function sweepOnce(db: Database, { log }: SweepOptions = {}): Promise<number> {
  const finalised = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`);
    if (!lock?.locked) return [];
    const graded: { kind: AttemptKind; endedBy: 'learner' | 'deadline' }[] = [];
    for (const attempt of await findExpiredAttempts(tx, BATCH_SIZE)) {
      try {
        // a savepoint each: one attempt that cannot be graded must not hold back the others
        const analysis = await finaliseAttempt(tx, attempt, 'grace');
        if (analysis) graded.push({ kind: attempt.quizId ? 'quiz' : 'test', endedBy: analysis.endedBy });
      } catch (error) {
        log?.error({ err: error, attemptId: attempt.id }, 'could not finalise an expired attempt');
      }
    }
    return graded;
  });
  // counted once the sweep's transaction has committed, on the app's handle (the transaction's has no counters)
  for (const { kind, endedBy } of finalised) examCounters(db).attemptFinalised(kind, endedBy);
  return finalised.length;
}

/** Sweeps every `intervalMs` while this process holds the sweeper's lease; the returned function stops it and waits for a sweep under way. */
export function startAttemptSweeper(app: FastifyInstance, { intervalMs, owner }: { intervalMs: number; owner?: string }): () => Promise<void> {
  return runPeriodically(
    app.log,
    { intervalMs, runAtStart: false, failure: 'attempt sweep failed', lease: { db: app.db, name: SWEEPER_LEASE, owner } },
    async () => {
      const finalised = await sweepOnce(app.db, { log: app.log });
      if (finalised > 0) app.log.info({ finalised }, 'finalised expired attempts');
    },
  );
}
