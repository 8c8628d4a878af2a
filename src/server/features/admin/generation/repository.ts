// SQL of AI generation jobs: one row per job, its progress written as it goes.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { generationJobs } from '../../../db/generation-schema.ts';

export type GenerationJobRow = typeof generationJobs.$inferSelect;
export type NewGenerationJob = typeof generationJobs.$inferInsert;
export type GenerationJobChange = Partial<
  Pick<GenerationJobRow, 'status' | 'batchesDone' | 'acceptedIds' | 'rejections' | 'error' | 'finishedAt'>
>;

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

export async function recentJobs(db: Database, limit: number): Promise<GenerationJobRow[]> {
  return db.select().from(generationJobs).orderBy(desc(generationJobs.createdAt), desc(generationJobs.id)).limit(limit);
}
