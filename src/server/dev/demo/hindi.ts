// Writes the demo's Hindi (docs/decisions/034): a question's Hindi version, on the question and on
// its first version (which the database wrote with the row), and a test offered in Hindi.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questionsHindi, questionVersionsHindi, testsLanguages, type HindiVersion } from '../../db/hindi-schema.ts';

export async function writeDemoHindi(db: Database, questionId: string, hindi: HindiVersion): Promise<void> {
  await db.update(questionsHindi).set({ hindi }).where(eq(questionsHindi.id, questionId));
  await db
    .update(questionVersionsHindi)
    .set({ hindi })
    .where(and(eq(questionVersionsHindi.questionId, questionId), eq(questionVersionsHindi.version, 1)));
}

export async function offerDemoTestInHindi(db: Database, testId: string): Promise<void> {
  await db.update(testsLanguages).set({ offeredInHindi: true }).where(eq(testsLanguages.id, testId));
}
