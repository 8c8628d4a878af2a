// What the item statistics (features/admin/item-stats) read of the catalogue: each question's number of
// options, papers' titles, and a paper's questions in order.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions, quizQuestions, quizzes, testQuestions, tests } from '../../db/schema.ts';

export interface StatsPaperRef {
  kind: 'test' | 'quiz';
  id: string;
}

/** Each existing question's number of options now (a NAT has none); a deleted question is missing. */
export async function optionCountsOf(db: Database, questionIds: string[]): Promise<Map<string, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db.select({ id: questions.id, options: questions.options }).from(questions).where(inArray(questions.id, questionIds));
  return new Map(rows.map((row) => [row.id, row.options.length]));
}

/** The titles of these papers, by `kind:id`. */
export async function paperTitles(db: Database, papers: StatsPaperRef[]): Promise<Map<string, string>> {
  const ids = (kind: StatsPaperRef['kind']) => papers.filter((paper) => paper.kind === kind).map((paper) => paper.id);
  const [testRows, quizRows] = await Promise.all([
    ids('test').length > 0
      ? db
          .select({ id: tests.id, title: tests.title })
          .from(tests)
          .where(inArray(tests.id, ids('test')))
      : [],
    ids('quiz').length > 0
      ? db
          .select({ id: quizzes.id, title: quizzes.title })
          .from(quizzes)
          .where(inArray(quizzes.id, ids('quiz')))
      : [],
  ]);
  return new Map([...testRows.map((row) => [`test:${row.id}`, row.title] as const), ...quizRows.map((row) => [`quiz:${row.id}`, row.title] as const)]);
}

/** A paper's questions in its order, each with its position. */
export async function questionsOfPaper(db: Database, paper: StatsPaperRef) {
  const link = paper.kind === 'test' ? testQuestions : quizQuestions;
  const owner = paper.kind === 'test' ? testQuestions.testId : quizQuestions.quizId;
  return db
    .select({ position: link.position, question: questions })
    .from(link)
    .innerJoin(questions, eq(questions.id, link.questionId))
    .where(eq(owner, paper.id))
    .orderBy(asc(link.position));
}
