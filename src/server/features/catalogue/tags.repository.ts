// SQL of the bank's free tags (question_tags): what each question carries, setting them, and the
// tags the bank's filter offers.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questionTags } from '../../db/bank-schema.ts';

/** Each question's tags, by id, in alphabetical order (whatever their case). */
export async function tagsOfQuestions(db: Database, ids: string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>();
  if (ids.length === 0) return tags;
  const rows = await db
    .select({ questionId: questionTags.questionId, tag: questionTags.tag })
    .from(questionTags)
    .where(inArray(questionTags.questionId, ids))
    .orderBy(sql`lower(${questionTags.tag})`, asc(questionTags.tag));
  for (const row of rows) tags.set(row.questionId, [...(tags.get(row.questionId) ?? []), row.tag]);
  return tags;
}

/** The question carries exactly these tags (already trimmed and each once). */
export async function setQuestionTags(db: Database, questionId: string, tags: string[]): Promise<void> {
  await db.delete(questionTags).where(eq(questionTags.questionId, questionId));
  if (tags.length > 0) await db.insert(questionTags).values(tags.map((tag) => ({ questionId, tag })));
}

/** The tags the bank holds (one entry whatever their case), each with how many questions carry it, the most used first. */
export async function tagFacets(db: Database, limit = 300): Promise<{ tag: string; count: number }[]> {
  const n = count();
  return db
    .select({ tag: sql<string>`min(${questionTags.tag})`, count: n })
    .from(questionTags)
    .groupBy(sql`lower(${questionTags.tag})`)
    .orderBy(sql`count(*) desc`, sql`lower(${questionTags.tag})`)
    .limit(limit);
}

/** A question carrying this tag (whatever its case). */
export const carriesTag = (questionIdColumn: unknown, tag: string) =>
  sql`exists (select 1 from ${questionTags} qt where qt.question_id = ${questionIdColumn} and lower(qt.tag) = lower(${tag}))`;
