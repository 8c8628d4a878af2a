// SQL of AI generation jobs: one row per job, its progress written as it goes.
import { and, desc, eq } from 'drizzle-orm';
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

export async function updateJob(db: Database, id: string, change: GenerationJobChange): Promise<GenerationJobRow> {
  const [row] = await db
    .update(generationJobs)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(generationJobs.id, id))
    .returning();
  return row!;
}

/**
 * Marks a job failed only if its row still says 'running'; the row as it now is either way (a job
 * that finished meanwhile keeps its status).
 */
export async function failIfRunning(db: Database, id: string, error: string): Promise<GenerationJobRow | undefined> {
  const now = new Date();
  const [failed] = await db
    .update(generationJobs)
    .set({ status: 'failed', error, finishedAt: now, updatedAt: now })
    .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')))
    .returning();
  if (failed) return failed;
  const [current] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
  return current;
}

export async function recentJobs(db: Database, limit: number): Promise<GenerationJobRow[]> {
  return db.select().from(generationJobs).orderBy(desc(generationJobs.createdAt), desc(generationJobs.id)).limit(limit);
}
