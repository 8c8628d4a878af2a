// Named leases for the periodic singletons (decision 032): the attempt sweeper, the weekly winner
// job and the item statistics job run in one process at a time across every instance. The holder
// keeps its lease from run to run (each run renews it, and a long run renews it as it goes); another
// process takes it only once it has run out (the holder died) or was handed back (a clean shutdown).
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { jobLeases } from './db/lease-schema.ts';

/** This process's name on the leases it holds: host, pid and a random part (a restarted pid is another owner). */
export const processOwner = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const until = (ttlMs: number) => sql`now() + ${Math.round(ttlMs)}::int * interval '1 millisecond'`;

/**
 * Takes or renews the lease `name` for `owner` until `ttlMs` from now: true when `owner` holds it
 * now. One statement: the row is created, or updated only if it is already ours or has run out, so
 * of two processes asking at once exactly one gets it.
 */
export async function acquireLease(db: Database, name: string, owner: string, ttlMs: number): Promise<boolean> {
  const rows = await db
    .insert(jobLeases)
    .values({ name, owner, leaseUntil: until(ttlMs), runs: 1 })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: {
        owner,
        leaseUntil: until(ttlMs),
        acquiredAt: sql`case when ${jobLeases.owner} = ${owner} then ${jobLeases.acquiredAt} else now() end`,
        runs: sql`case when ${jobLeases.owner} = ${owner} then ${jobLeases.runs} + 1 else 1 end`,
      },
      setWhere: sql`${jobLeases.owner} = ${owner} or ${jobLeases.leaseUntil} < now()`,
    })
    .returning({ owner: jobLeases.owner });
  return rows.length === 1;
}

/** Pushes the lease on while a run lasts; false once it is no longer `owner`'s. */
export async function renewNamedLease(db: Database, name: string, owner: string, ttlMs: number): Promise<boolean> {
  const rows = await db
    .update(jobLeases)
    .set({ leaseUntil: until(ttlMs) })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.owner, owner)))
    .returning({ name: jobLeases.name });
  return rows.length === 1;
}

/** Hands the lease back (a clean shutdown): another process takes it at its next tick. */
export async function releaseLease(db: Database, name: string, owner: string): Promise<void> {
  await db
    .update(jobLeases)
    .set({ leaseUntil: sql`now() - interval '1 millisecond'` })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.owner, owner)));
}

/** Ends every named lease at once: for a start where no other process can be holding one (main.ts). */
export async function endNamedLeases(db: Database): Promise<void> {
  await db.update(jobLeases).set({ leaseUntil: sql`now() - interval '1 millisecond'` });
}

/** Who holds `name` and until when; null when nobody ever did. */
export async function leaseHolder(db: Database, name: string) {
  const [row] = await db.select().from(jobLeases).where(eq(jobLeases.name, name));
  return row ?? null;
}

export type LeaseOutcome<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `fn` only if `owner` holds (or can take) the lease `name`, renewing it every third of `ttlMs`
 * while `fn` runs. The lease is kept afterwards, so the holder stays the one that runs the job until
 * it stops renewing. `fn` is told through its signal if the lease was lost meanwhile (work that
 * commits in its own transactions may stop early; the work is idempotent either way).
 */
export async function withLease<T>(
  db: Database,
  name: string,
  owner: string,
  ttlMs: number,
  fn: (signal: AbortSignal) => Promise<T>,
): Promise<LeaseOutcome<T>> {
  if (!(await acquireLease(db, name, owner, ttlMs))) return { ran: false };
  const lost = new AbortController();
  const renewals = keepRenewing(ttlMs, async () => {
    if (!(await renewNamedLease(db, name, owner, ttlMs))) lost.abort(new Error(`The lease ${name} was taken over.`));
  });
  try {
    return { ran: true, result: await fn(lost.signal) };
  } finally {
    await renewals.stop();
  }
}

export interface Renewals {
  /** no more renewals; resolves once one under way has finished */
  stop(): Promise<void>;
}

/**
 * Calls `renew` every third of `ttlMs` while a job runs, never two at once: the one timer every lease
 * holder uses (the named leases here, generation and bank jobs). A renewal that throws is reported to
 * `onError` (or ignored) and the next one tries again; the lease runs out if none gets through.
 * `paused` skips a tick (a runner halted as a killed process would be renews nothing).
 */
export function keepRenewing(
  ttlMs: number,
  renew: () => Promise<void>,
  { paused = () => false, onError = () => {} }: { paused?: () => boolean; onError?: (error: unknown) => void } = {},
): Renewals {
  let renewing: Promise<void> | null = null;
  const timer = setInterval(
    () => {
      if (renewing || paused()) return;
      renewing = renew()
        .catch(onError)
        .finally(() => {
          renewing = null;
        });
    },
    Math.max(20, Math.floor(ttlMs / 3)),
  );
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await renewing;
    },
  };
}
