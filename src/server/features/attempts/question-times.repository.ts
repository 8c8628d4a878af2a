// Beside each question of a result: how long the average taker spent on it and how long the topper
// did. Read when a result is read, from the stored analyses of the paper's submitted attempts.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { attempts } from '../../db/schema.ts';
import type { QuestionAnalysis, QuestionTime } from '../../../shared/api/exam.ts';
import { submittedOf } from './repository.ts';
import type { TargetRef } from './targets.ts';

// the seconds the grader recorded: a weekly quiz ranks equal scores by them (its leaderboard's order)
const timeTaken = sql`(${attempts.analysis}->'basicMetrics'->>'timeTaken')::float8`;

/**
 * Per question id: the average seconds of the takers who spent any time on it, and the topper's
 * seconds (the rank-1 attempt: best score, then, in a quiz, least time; of equals, the earliest
 * submitted). Null where no time is known (attempts from before time was recorded).
 */
export async function questionTimesOf(db: Database, ref: TargetRef, questionIds: readonly string[]): Promise<Record<string, QuestionTime>> {
  const [averages, [topper]] = await Promise.all([
    queryRows<{ questionId: string; average: number | null }>(
      db,
      sql`select qa->>'questionId' as "questionId",
            avg((qa->>'timeSpent')::float8) filter (where (qa->>'timeSpent')::float8 > 0) as average
          from ${attempts}, jsonb_array_elements(${attempts.analysis}->'questionAnalysis') as qa
          where ${submittedOf(ref)}
          group by 1`,
    ),
    queryRows<{ questions: Pick<QuestionAnalysis, 'questionId' | 'timeSpent'>[] | null }>(
      db,
      sql`select ${attempts.analysis}->'questionAnalysis' as questions
          from ${attempts}
          where ${submittedOf(ref)}
          order by ${attempts.score} desc${ref.kind === 'quiz' ? sql`, ${timeTaken} asc` : sql``}, ${attempts.submittedAt} asc, ${attempts.id} asc
          limit 1`,
    ),
  ]);
  const average = new Map(averages.map((row) => [row.questionId, row.average === null ? null : Math.round(Number(row.average))]));
  const best = new Map(
    (topper?.questions ?? []).flatMap((question) => (typeof question.timeSpent === 'number' ? [[question.questionId, question.timeSpent]] : [])),
  );
  return Object.fromEntries(questionIds.map((id) => [id, { average: average.get(id) ?? null, topper: best.get(id) ?? null }]));
}
