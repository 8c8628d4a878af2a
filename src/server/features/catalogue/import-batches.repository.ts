// SQL of the questions one import wrote (its batch id, the import job's id): listed in the order
// written, counted and deleted while still untouched drafts.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions, quizQuestions, testQuestions } from '../../db/schema.ts';

/** The questions an import wrote, in the order written. */
export async function questionsOfBatch(db: Database, batchId: string): Promise<string[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.importBatchId, batchId))
    .orderBy(sql`(${questions.origin} ->> 'line')::int`, questions.id);
  return rows.map((row) => row.id);
}

const inNoPaper = sql`not exists (select 1 from ${testQuestions} tq where tq.question_id = ${questions.id})
  and not exists (select 1 from ${quizQuestions} qq where qq.question_id = ${questions.id})`;
/** a draft nobody has submitted or placed in a paper: what deleting an import's drafts may delete */
const deletableDraft = (batchId: string) =>
  and(eq(questions.importBatchId, batchId), eq(questions.status, 'draft'), eq(questions.reviewState, 'writing'), inNoPaper);

export async function countDeletableDrafts(db: Database, batchIds: string[]): Promise<Map<string, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({ batchId: questions.importBatchId, n: count() })
    .from(questions)
    .where(and(inArray(questions.importBatchId, batchIds), eq(questions.status, 'draft'), eq(questions.reviewState, 'writing'), inNoPaper))
    .groupBy(questions.importBatchId);
  return new Map(rows.map((row) => [row.batchId!, row.n]));
}

/** Deletes the import's drafts that nobody has taken further, and returns their ids. */
export async function deleteBatchDrafts(tx: Database, batchId: string): Promise<string[]> {
  const rows = await tx.delete(questions).where(deletableDraft(batchId)).returning({ id: questions.id });
  return rows.map((row) => row.id);
}
