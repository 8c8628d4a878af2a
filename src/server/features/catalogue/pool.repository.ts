// The reviewed bank as a blueprint's assembly reads it (admin/blueprints): every published question
// no reviewer still has to read, placed in one exam's syllabus tree, with its measured figures, how
// many papers hold it, and whether learners met it in one of the papers they started lately.
import { sql } from 'drizzle-orm';
import type { QuestionType } from '../../../shared/exam/answer-key.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { questions, quizQuestions, testQuestions } from '../../db/schema.ts';
import { questionStats } from '../../db/bank-schema.ts';
import { topics } from '../../db/topics-schema.ts';

export interface PoolQuestion {
  id: string;
  text: string;
  type: QuestionType;
  marks: number;
  section: 'Aptitude' | 'Technical';
  topicId: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  facility: number | null;
  /** submitted attempts the facility was counted over */
  statsAttempts: number;
  inPapers: number;
  /** held in a paper one of `takenPapers` names: learners met it there */
  seenRecently: boolean;
}

const uuids = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/**
 * The reviewed questions placed in the tree of `exam` ('GATE', 'UGC NET'), or only those of `ids`
 * (the draft's check). `takenPapers`: the papers learners started in the weeks the blueprint leaves out.
 */
export async function reviewedPool(
  db: Database,
  exam: string,
  takenPapers: { tests: readonly string[]; quizzes: readonly string[] },
  ids?: readonly string[],
): Promise<PoolQuestion[]> {
  const seenIn = (table: typeof testQuestions | typeof quizQuestions, column: string, papers: readonly string[]) =>
    papers.length === 0 ? sql`false` : sql`exists (select 1 from ${table} p where p.question_id = q.id and ${sql.raw(`p.${column}`)} = any(${uuids(papers)}))`;
  const rows = await queryRows<Omit<PoolQuestion, 'seenRecently'> & { seenRecently: boolean }>(
    db,
    sql`select q.id, left(q.text, 400) as text, q.type, q.marks, q.section::text as section, q.topic_id as "topicId", t.name as topic,
          q.difficulty::text as difficulty, s.facility, coalesce(s.attempts, 0)::int as "statsAttempts",
          ((select count(*) from ${testQuestions} p where p.question_id = q.id) + (select count(*) from ${quizQuestions} p where p.question_id = q.id))::int as "inPapers",
          (${seenIn(testQuestions, 'test_id', takenPapers.tests)} or ${seenIn(quizQuestions, 'quiz_id', takenPapers.quizzes)}) as "seenRecently"
        from ${questions} q
        join ${topics} t on t.id = q.topic_id
        left join ${questionStats} s on s.question_id = q.id
        where q.status = 'published' and not q.needs_review and t.exam = ${exam}
          ${ids ? sql`and q.id = any(${uuids(ids)})` : sql``}
        order by q.id`,
  );
  return rows.map((row) => ({ ...row, facility: row.facility === null ? null : Number(row.facility) }));
}
