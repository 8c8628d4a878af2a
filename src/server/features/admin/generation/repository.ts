// SQL of AI generation jobs: one row per job, its progress written as it goes, under the lease of
// the process running it (decision 032).
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { generationJobs } from '../../../db/generation-schema.ts';

export type GenerationJobRow = typeof generationJobs.$inferSelect;
export type NewGenerationJob = typeof generationJobs.$inferInsert;
export type GenerationJobChange = Partial<Pick<GenerationJobRow, 'status' | 'batchesDone' | 'acceptedIds' | 'rejections' | 'error' | 'finishedAt'>>;

export async function insertJob(db: Database, values: NewGenerationJob): Promise<GenerationJobRow> {
  const [row] = await db.insert(generationJobs).values(values).returning();
  return row!;
}

export async function findJob(db: Database, id: string): Promise<GenerationJobRow | null> {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id)).limit(1);
  return row ?? null;
}

const leaseEnd = (leaseMs: number) => sql`now() + ${Math.round(leaseMs)}::int * interval '1 millisecond'`;
const owned = (id: string, owner: string) => and(eq(generationJobs.id, id), eq(generationJobs.leaseOwner, owner), eq(generationJobs.status, 'running'));
const unheld = or(isNull(generationJobs.leaseUntil), lt(generationJobs.leaseUntil, sql`now()`));

/** A new job, held by `owner` from the start (the process that created it runs it). */
export async function insertHeldJob(db: Database, values: NewGenerationJob, owner: string, leaseMs: number): Promise<GenerationJobRow> {
  return insertJob(db, { ...values, leaseOwner: owner, leaseUntil: leaseEnd(leaseMs) as unknown as Date });
}

/**
 * Takes over the oldest running job nobody holds (its process died and stopped renewing, or it
 * stopped cleanly and handed the job back), in one statement: `for update skip locked` lets two
 * claimers pass each other, so each job goes to one of them, on PGlite and PostgreSQL alike.
 */
export async function claimJob(db: Database, owner: string, leaseMs: number): Promise<GenerationJobRow | null> {
  const [row] = await db
    .update(generationJobs)
    .set({ leaseOwner: owner, leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()` })
    .where(
      sql`${generationJobs.id} = (
        select id from generation_jobs
        where status = 'running' and (lease_until is null or lease_until < now())
        order by created_at, id
        limit 1
        for update skip locked
      )`,
    )
    .returning();
  return row ?? null;
}

/** Pushes the lease on; says whether a cancel was asked, or null once the job is no longer `owner`'s. */
export async function renewLease(db: Database, id: string, owner: string, leaseMs: number) {
  const [row] = await db
    .update(generationJobs)
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where(owned(id, owner))
    .returning({ cancelRequested: generationJobs.cancelRequested });
  return row ?? null;
}

/** The job, locked for this transaction, if `owner` still holds it; null once another process took it over. */
export async function lockOwnedJob(tx: Database, id: string, owner: string): Promise<GenerationJobRow | null> {
  const [row] = await tx.select().from(generationJobs).where(owned(id, owner)).for('update');
  return row ?? null;
}

/** Writes progress (or the end, which lets the lease go) only while `owner` holds the job; null if it does not. */
export async function updateOwnedJob(db: Database, id: string, owner: string, change: GenerationJobChange): Promise<GenerationJobRow | null> {
  const ends = change.status !== undefined && change.status !== 'running';
  const [row] = await db
    .update(generationJobs)
    .set({ ...change, ...(ends ? { leaseOwner: null, leaseUntil: null } : {}), updatedAt: sql`now()` })
    .where(owned(id, owner))
    .returning();
  return row ?? null;
}

/** A process stopping cleanly hands its job back: still running, no lease, so the next claimer resumes it at once. */
export async function releaseJob(db: Database, id: string, owner: string): Promise<void> {
  await db
    .update(generationJobs)
    .set({ leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(owned(id, owner));
}

/**
 * Asks whichever process runs the job to stop (it sees the flag when it next renews its lease); a
 * job nobody holds is cancelled at once. The row as it now is.
 */
export async function requestCancel(db: Database, id: string): Promise<GenerationJobRow | null> {
  return db.transaction(async (tx) => {
    const running = and(eq(generationJobs.id, id), eq(generationJobs.status, 'running'));
    await tx
      .update(generationJobs)
      .set({ cancelRequested: true, updatedAt: sql`now()` })
      .where(running);
    await tx
      .update(generationJobs)
      .set({ status: 'cancelled', leaseOwner: null, leaseUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(running, unheld));
    return findJob(tx, id);
  });
}

export async function recentJobs(db: Database, limit: number): Promise<GenerationJobRow[]> {
  return db.select().from(generationJobs).orderBy(desc(generationJobs.createdAt), desc(generationJobs.id)).limit(limit);
}

/** Ends every job's lease at once: for a start where no other process can be holding one (main.ts). */
export async function endGenerationLeases(db: Database): Promise<void> {
  await db
    .update(generationJobs)
    .set({ leaseUntil: sql`now() - interval '1 millisecond'` })
    .where(sql`${generationJobs.leaseUntil} is not null`);
}
