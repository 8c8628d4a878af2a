// SQL of a paper's regrades (paper_regrades): corrections of a question's key, or its voiding, made
// after learners took the paper. The catalogue keeps them beside the paper they correct.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paperRegrades } from '../../db/review-schema.ts';
import type { PaperRef } from './papers.repository.ts';

export type RegradeRow = typeof paperRegrades.$inferSelect;
export type RegradeValues = Omit<typeof paperRegrades.$inferInsert, 'id'>;

const paperColumn = (paper: PaperRef) => (paper.kind === 'test' ? paperRegrades.testId : paperRegrades.quizId);

/** The latest regrade of each question of the paper (the one grading applies). */
export async function latestRegradesOf(db: Database, paper: PaperRef): Promise<RegradeRow[]> {
  return db
    .selectDistinctOn([paperRegrades.questionId])
    .from(paperRegrades)
    .where(eq(paperColumn(paper), paper.id))
    .orderBy(asc(paperRegrades.questionId), desc(paperRegrades.createdAt), desc(paperRegrades.id));
}

/** Every regrade of the paper, newest first: its history. */
export async function listRegradesOf(db: Database, paper: PaperRef): Promise<RegradeRow[]> {
  return db
    .select()
    .from(paperRegrades)
    .where(eq(paperColumn(paper), paper.id))
    .orderBy(desc(paperRegrades.createdAt), desc(paperRegrades.id));
}

export async function insertRegrade(db: Database, values: RegradeValues): Promise<RegradeRow> {
  const [row] = await db.insert(paperRegrades).values(values).returning();
  return row!;
}

export async function findRegradesByIds(db: Database, ids: string[]): Promise<RegradeRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(paperRegrades).where(inArray(paperRegrades.id, ids));
}
