// Which papers learners started lately, for a blueprint's assembly (admin/blueprints): a question in
// one of them was met, and the blueprint may leave it out for some weeks.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attempts } from '../../db/schema.ts';

/** The papers learners started since `since`: what a blueprint leaves out, so no learner meets a question twice in a few weeks. */
export async function papersStartedSince(db: Database, since: Date): Promise<{ tests: string[]; quizzes: string[] }> {
  const rows = await db
    .selectDistinct({ testId: attempts.testId, quizId: attempts.quizId })
    .from(attempts)
    .where(sql`${attempts.startedAt} >= ${since.toISOString()}::timestamptz`);
  return {
    tests: rows.flatMap((row) => (row.testId ? [row.testId] : [])),
    quizzes: rows.flatMap((row) => (row.quizId ? [row.quizId] : [])),
  };
}
