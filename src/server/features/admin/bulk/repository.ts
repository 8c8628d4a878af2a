// SQL of the bank's bulk actions: each writes all its questions in one statement.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { questionTags, topics } from '../../../db/bank-schema.ts';
import { questions, quizQuestions, testQuestions } from '../../../db/schema.ts';

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

/** Which of these questions some test or quiz holds. */
export async function usedInPapers(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const [inTests, inQuizzes] = await Promise.all([
    db.selectDistinct({ id: testQuestions.questionId }).from(testQuestions).where(inArray(testQuestions.questionId, ids)),
    db.selectDistinct({ id: quizQuestions.questionId }).from(quizQuestions).where(inArray(quizQuestions.questionId, ids)),
  ]);
  return new Set([...inTests, ...inQuizzes].map((row) => row.id));
}

/** The questions' node in the tree (the taxonomy's trigger keeps their `topic` text in step). */
export async function moveQuestions(db: Database, ids: string[], topicId: string): Promise<void> {
  if (ids.length > 0)
    await db
      .update(questions)
      .set({ topicId, updatedAt: sql`now()` })
      .where(inArray(questions.id, ids));
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

/** Deletes the questions (drafts in no paper); their versions, tags, comments and reports go with them. */
export async function deleteQuestions(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(questions).where(inArray(questions.id, ids));
}
