// SQL of the admin home's counts of authored content.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions, quizzes, testSeries, tests } from '../../db/schema.ts';

export async function countAuthoring(db: Database) {
  const [testRows, questionRows, draftSeries, draftTests, draftQuizzes] = await Promise.all([
    db.select({ n: count() }).from(tests),
    db.select({ status: questions.status, n: count() }).from(questions).groupBy(questions.status),
    db.select({ n: count() }).from(testSeries).where(eq(testSeries.status, 'draft')),
    db.select({ n: count() }).from(tests).where(eq(tests.status, 'draft')),
    db.select({ n: count() }).from(quizzes).where(eq(quizzes.status, 'draft')),
  ]);
  const questionsByStatus = { draft: 0, published: 0, archived: 0 };
  for (const row of questionRows) questionsByStatus[row.status] = row.n;
  return {
    tests: testRows[0]?.n ?? 0,
    questionsByStatus,
    drafts: {
      series: draftSeries[0]?.n ?? 0,
      tests: draftTests[0]?.n ?? 0,
      quizzes: draftQuizzes[0]?.n ?? 0,
      questions: questionsByStatus.draft,
    },
  };
}
