// After a run: what the server acknowledged must be what the database holds.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { attempts } from '../../src/server/db/schema.ts';

export interface StoredCheck {
  answersChecked: number;
  /** acknowledged answers missing from the stored attempt, or stored with another option */
  lost: number;
  /** attempts that carry a result */
  attemptsGraded: number;
}

export async function checkStored(db: Database, outcomes: { userId: string; acknowledged: Map<string, unknown> }[]): Promise<StoredCheck> {
  const result: StoredCheck = { answersChecked: 0, lost: 0, attemptsGraded: 0 };
  for (let start = 0; start < outcomes.length; start += 1000) {
    const slice = outcomes.slice(start, start + 1000);
    const rows = await db
      .select({ userId: attempts.userId, answers: attempts.answers, submittedAt: attempts.submittedAt, analysis: attempts.analysis })
      .from(attempts)
      .where(
        inArray(
          attempts.userId,
          slice.map((outcome) => outcome.userId),
        ),
      );
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    for (const outcome of slice) {
      const row = byUser.get(outcome.userId);
      if (row?.submittedAt && row.analysis) result.attemptsGraded += 1;
      for (const [questionId, answer] of outcome.acknowledged) {
        result.answersChecked += 1;
        // an MSQ's options are a list: compared as the JSON the server stored
        if (JSON.stringify(row?.answers[questionId]?.answer) !== JSON.stringify(answer)) result.lost += 1;
      }
    }
  }
  return result;
}
