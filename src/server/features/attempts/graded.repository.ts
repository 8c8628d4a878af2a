// SQL of the attempts table for a regrade (features/admin/regrade): a paper's graded attempts read
// whole, and their new results written back in batches. Beside repository.ts, the exam's own SQL.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attempts } from '../../db/schema.ts';
import type { AnalyzedData, QuestionAnalysis } from '../../../shared/api/exam.ts';
import { submittedOf, type AttemptRow } from './repository.ts';
import type { TargetRef } from './targets.ts';

const targetColumn = (ref: TargetRef) => (ref.kind === 'test' ? attempts.testId : attempts.quizId);

/** A submitted attempt with what a regrade reads: its answers and its stored result. */
export type GradedAttemptRow = Pick<AttemptRow, 'id' | 'userId' | 'answers' | 'score' | 'analysis' | 'submittedAt' | 'servedVersions'>;

/** Every submitted (graded) attempt of a test or quiz, in id order. */
export async function listGradedAttempts(db: Database, ref: TargetRef): Promise<GradedAttemptRow[]> {
  return db
    .select({
      id: attempts.id,
      userId: attempts.userId,
      answers: attempts.answers,
      score: attempts.score,
      analysis: attempts.analysis,
      submittedAt: attempts.submittedAt,
      servedVersions: attempts.servedVersions,
    })
    .from(attempts)
    .where(and(submittedOf(ref), isNotNull(attempts.analysis)))
    .orderBy(asc(attempts.id));
}

/** How many attempts of a test or quiz are submitted (graded) and how many are still open. */
export async function countAttemptsOf(db: Database, ref: TargetRef): Promise<{ submitted: number; open: number }> {
  const [row] = await db
    .select({
      submitted: sql<number>`(count(*) filter (where ${attempts.submittedAt} is not null and ${attempts.score} is not null))::int`,
      open: sql<number>`(count(*) filter (where ${attempts.submittedAt} is null))::int`,
    })
    .from(attempts)
    .where(eq(targetColumn(ref), ref.id));
  return { submitted: row?.submitted ?? 0, open: row?.open ?? 0 };
}

/**
 * A regrade's new results, many attempts per statement (a large paper has thousands): each attempt's
 * analysis and the score read from it, as storeResult writes one. Only submitted attempts change.
 */
export async function storeResults(db: Database, results: { attemptId: string; analysis: AnalyzedData }[]): Promise<void> {
  for (let start = 0; start < results.length; start += 500) {
    const batch = results.slice(start, start + 500).map((result) => ({ id: result.attemptId, analysis: result.analysis }));
    await db.execute(
      sql`update ${attempts} as a
          set analysis = v.analysis, score = (v.analysis->'basicMetrics'->>'score')::float8
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id uuid, analysis jsonb)
          where a.id = v.id and a.submitted_at is not null`,
    );
  }
}

/** A paper's submitted attempts as the item statistics read them: the total score and each question's result. */
export async function statsAttemptsOf(db: Database, ref: TargetRef): Promise<{ score: number; questions: QuestionAnalysis[] }[]> {
  const rows = await db
    .select({ score: attempts.score, questions: sql<QuestionAnalysis[] | null>`${attempts.analysis}->'questionAnalysis'` })
    .from(attempts)
    .where(and(submittedOf(ref), isNotNull(attempts.analysis)));
  return rows.map((row) => ({ score: row.score ?? 0, questions: row.questions ?? [] }));
}
