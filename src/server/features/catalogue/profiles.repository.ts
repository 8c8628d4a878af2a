// Papers written before exam profiles are given one at start (issue 42), after the profiles' seed: the
// profile their series' (or quiz's) exam, marking and title point to (defaultProfileCode); a test with
// the profile's questions in its time is the whole exam, any other a subject test (scopeByShape). A
// paper that has a profile keeps it.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizzes, tests, testSeries } from '../../db/schema.ts';
import { defaultProfileCode, scopeByShape } from '../../../shared/exam/paper-exam.ts';
import type { ExamProfile } from '../../../shared/exam/profiles.ts';

function byValue<T>(rows: readonly T[], valueOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(valueOf(row), [...(groups.get(valueOf(row)) ?? []), row]);
  return groups;
}

/** `profiles`: every profile there is. */
export async function assignMissingProfiles(db: Database, profiles: readonly ExamProfile[]): Promise<void> {
  const [testRows, quizRows] = await Promise.all([
    db
      .select({
        id: tests.id,
        title: tests.title,
        marking: tests.marking,
        timeLimitSeconds: tests.timeLimitSeconds,
        exam: testSeries.exam,
        questionCount: sql<number>`(select count(*)::int from test_questions q where q.test_id = ${tests.id})`,
      })
      .from(tests)
      .innerJoin(testSeries, eq(testSeries.id, tests.seriesId))
      .where(isNull(tests.profileCode)),
    db.select({ id: quizzes.id, title: quizzes.title, marking: quizzes.marking, exam: quizzes.exam }).from(quizzes).where(isNull(quizzes.profileCode)),
  ]);
  if (testRows.length === 0 && quizRows.length === 0) return;
  const byCode = new Map(profiles.map((profile) => [profile.code, profile]));
  const known = (code: string) => (byCode.has(code) ? code : null);
  const testsByChoice = byValue(testRows, (row) => {
    const code = known(defaultProfileCode(row));
    return code ? `${code} ${scopeByShape(row, byCode.get(code)!)}` : '';
  });
  for (const [choice, rows] of testsByChoice) {
    if (choice === '') continue;
    const [code, scope] = choice.split(' ') as [string, 'subject' | 'full'];
    const ids = rows.map((row) => row.id);
    await db
      .update(tests)
      .set({ profileCode: code, scope })
      .where(and(inArray(tests.id, ids), isNull(tests.profileCode)));
  }
  for (const [code, rows] of byValue(quizRows, (row) => known(defaultProfileCode(row)) ?? '')) {
    if (code === '') continue;
    await db
      .update(quizzes)
      .set({ profileCode: code })
      .where(
        and(
          inArray(
            quizzes.id,
            rows.map((row) => row.id),
          ),
          isNull(quizzes.profileCode),
        ),
      );
  }
}
