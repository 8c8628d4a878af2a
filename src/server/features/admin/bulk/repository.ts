// SQL of the bank's bulk actions on the tree's nodes and the tags (the questions' and papers' rows are the catalogue's: catalogue/bulk.repository.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { questionTags } from '../../../db/bank-schema.ts';
import { topics } from '../../../db/topics-schema.ts';

export async function findTopic(db: Database, id: string) {
  const [row] = await db.select({ id: topics.id, name: topics.name }).from(topics).where(eq(topics.id, id)).limit(1);
  return row ?? null;
}

/** Which of these questions carry the tag. */
export async function taggedWith(db: Database, ids: string[], tag: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: questionTags.questionId })
    .from(questionTags)
    .where(and(inArray(questionTags.questionId, ids), eq(questionTags.tag, tag)));
  return new Set(rows.map((row) => row.id));
}

export async function addTag(db: Database, ids: string[], tag: string): Promise<void> {
  if (ids.length > 0)
    await db
      .insert(questionTags)
      .values(ids.map((questionId) => ({ questionId, tag })))
      .onConflictDoNothing();
}

export async function removeTag(db: Database, ids: string[], tag: string): Promise<void> {
  if (ids.length > 0) await db.delete(questionTags).where(and(inArray(questionTags.questionId, ids), eq(questionTags.tag, tag)));
}
