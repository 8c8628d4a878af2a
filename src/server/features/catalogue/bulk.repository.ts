// SQL of the bank's bulk actions on questions and papers (features/admin/bulk): each writes all its questions in one statement.
import { asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { topics } from '../../db/topics-schema.ts';
import { questions, quizQuestions, quizzes, testQuestions, tests, testSeries } from '../../db/schema.ts';

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

/** Deletes the questions (drafts in no paper); their versions, tags, comments and reports go with them. */
export async function deleteQuestions(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(questions).where(inArray(questions.id, ids));
}

const TARGETS_SHOWN = 300;

/** What a bulk action can aim at: the tree's nodes, and the tests and quizzes not published (a published paper takes no question). */
export async function bulkTargets(db: Database) {
  const [nodes, inTests, inQuizzes] = await Promise.all([
    db
      .select({ id: topics.id, parentId: topics.parentId, exam: topics.exam, name: topics.name, depth: topics.depth })
      .from(topics)
      .orderBy(asc(topics.exam), asc(topics.depth), asc(topics.position), asc(topics.name))
      .limit(5000),
    db
      .select({ id: tests.id, title: tests.title, seriesTitle: testSeries.title, status: tests.status, createdBy: tests.createdBy })
      .from(tests)
      .innerJoin(testSeries, eq(testSeries.id, tests.seriesId))
      .where(ne(tests.status, 'published'))
      .orderBy(desc(tests.updatedAt))
      .limit(TARGETS_SHOWN),
    db
      .select({ id: quizzes.id, title: quizzes.title, status: quizzes.status, createdBy: quizzes.createdBy })
      .from(quizzes)
      .where(ne(quizzes.status, 'published'))
      .orderBy(desc(quizzes.updatedAt))
      .limit(TARGETS_SHOWN),
  ]);
  return { nodes, tests: inTests, quizzes: inQuizzes };
}
