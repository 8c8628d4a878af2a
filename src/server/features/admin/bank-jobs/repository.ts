// The bank's jobs in the database: claiming one under a lease, keeping the lease, committing
// progress only while the lease is still ours, and ending the job.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bankJobs, type BankJobKind, type BankJobStatus } from '../../../db/bank-schema.ts';

export type BankJobRow = typeof bankJobs.$inferSelect;

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs}::int * interval '1 millisecond'`;

export async function insertJob(db: Database, job: { kind: BankJobKind; createdBy: string; input: unknown; total: number }): Promise<BankJobRow> {
  const [row] = await db.insert(bankJobs).values(job).returning();
  return row!;
}

/**
 * Takes the oldest job waiting (or one whose worker's lease ran out: a process that died) for
 * `owner`, in one statement. `for update skip locked` lets two claimers pass each other: each row
 * goes to one of them, on PGlite and PostgreSQL alike.
 */
export async function claimJob(db: Database, owner: string, leaseMs: number): Promise<BankJobRow | null> {
  const [row] = await db
    .update(bankJobs)
    .set({ status: 'running', leaseOwner: owner, leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()` })
    .where(
      sql`${bankJobs.id} = (
        select id from bank_jobs
        where status = 'queued' or (status = 'running' and (lease_until is null or lease_until < now()))
        order by created_at, id
        limit 1
        for update skip locked
      )`,
    )
    .returning();
  return row ?? null;
}

const owned = (id: string, owner: string) => and(eq(bankJobs.id, id), eq(bankJobs.leaseOwner, owner), eq(bankJobs.status, 'running'));

/** The job, locked for this transaction, if `owner` still holds it; null once another process took it over. */
export async function lockOwnedJob(tx: Database, id: string, owner: string): Promise<BankJobRow | null> {
  const [row] = await tx.select().from(bankJobs).where(owned(id, owner)).for('update');
  return row ?? null;
}

/** Pushes the lease on and, when given, records progress; says whether cancel was asked, or null if the lease is lost. */
export async function renewLease(db: Database, id: string, owner: string, leaseMs: number, progress?: { done: number; total: number }) {
  const [row] = await db
    .update(bankJobs)
    .set({ leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()`, ...(progress ?? {}) })
    .where(owned(id, owner))
    .returning({ cancelRequested: bankJobs.cancelRequested });
  return row ?? null;
}

/** A process stopping cleanly hands its job back: it stays running with no lease, and the next claimer resumes it at once. */
export async function releaseJob(db: Database, id: string, owner: string): Promise<void> {
  await db
    .update(bankJobs)
    .set({ leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(owned(id, owner));
}

export interface JobEnding {
  status: Extract<BankJobStatus, 'completed' | 'failed' | 'cancelled'>;
  result?: unknown;
  error?: string | null;
  output?: { text: string; name: string; type: string };
}

export async function endJob(tx: Database, id: string, ending: JobEnding): Promise<void> {
  await tx
    .update(bankJobs)
    .set({
      status: ending.status,
      result: ending.result ?? null,
      error: ending.error ?? null,
      ...(ending.output ? { output: ending.output.text, outputName: ending.output.name, outputType: ending.output.type } : {}),
      leaseOwner: null,
      leaseUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(bankJobs.id, id));
}

export async function findJob(db: Database, id: string): Promise<BankJobRow | null> {
  const [row] = await db.select().from(bankJobs).where(eq(bankJobs.id, id));
  return row ?? null;
}

/** The most recent jobs, everyone's or one person's; the input (a whole file) and output stay in the table. */
export async function recentJobs(db: Database, createdBy: string | null, limit: number) {
  return db
    .select({ ...jobColumns })
    .from(bankJobs)
    .where(createdBy ? eq(bankJobs.createdBy, createdBy) : undefined)
    .orderBy(desc(bankJobs.createdAt), desc(bankJobs.id))
    .limit(limit);
}

/** What the pages show of a job: everything but its input and output. */
const jobColumns = {
  id: bankJobs.id,
  kind: bankJobs.kind,
  status: bankJobs.status,
  createdBy: bankJobs.createdBy,
  done: bankJobs.done,
  total: bankJobs.total,
  result: bankJobs.result,
  outputName: bankJobs.outputName,
  bytes: sql<number | null>`octet_length(${bankJobs.output})`,
  error: bankJobs.error,
  cancelRequested: bankJobs.cancelRequested,
  createdAt: bankJobs.createdAt,
  finishedAt: bankJobs.finishedAt,
  // the import's or export's settings, not its questions
  details: sql<Record<string, unknown>>`${bankJobs.input} - 'items' - 'ids'`,
};
export type BankJobListRow = Awaited<ReturnType<typeof recentJobs>>[number];

export async function findJobSummary(db: Database, id: string): Promise<BankJobListRow | null> {
  const [row] = await db
    .select({ ...jobColumns })
    .from(bankJobs)
    .where(eq(bankJobs.id, id));
  return row ?? null;
}

/** A job not claimed yet is cancelled at once; a running one is asked to stop at its next chunk. */
export async function requestCancel(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(bankJobs)
      .set({ status: 'cancelled', cancelRequested: true, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(bankJobs.id, id), eq(bankJobs.status, 'queued')));
    await tx
      .update(bankJobs)
      .set({ cancelRequested: true, updatedAt: sql`now()` })
      .where(and(eq(bankJobs.id, id), eq(bankJobs.status, 'running')));
  });
}

/** Ends every job's lease at once: for a start where no other process can be holding one (main.ts). */
export async function endBankJobLeases(db: Database): Promise<void> {
  await db
    .update(bankJobs)
    .set({ leaseUntil: sql`now() - interval '1 millisecond'` })
    .where(sql`${bankJobs.leaseUntil} is not null`);
}
