// SQL of the admin side of papers: tests of a series and weekly quizzes, with their ordered questions.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions, questionVersions, quizQuestions, quizzes, testQuestions, tests } from '../../db/schema.ts';
import { questionVersionsHindi } from '../../db/hindi-schema.ts';

export type TestRecord = typeof tests.$inferSelect;
export type TestValues = Pick<TestRecord, 'title' | 'difficulty' | 'timeLimitSeconds' | 'negativeRatio' | 'marking' | 'profileCode' | 'scope'>;
export type QuizRecord = typeof quizzes.$inferSelect;
export type QuizValues = Pick<
  QuizRecord,
  'title' | 'exam' | 'timeLimitSeconds' | 'opensAt' | 'closesAt' | 'correctMarks' | 'wrongMarks' | 'marking' | 'profileCode'
>;
export type PaperRef = { kind: 'test' | 'quiz'; id: string };
type Status = TestRecord['status'];

/** Where a paper's ordered questions are kept: its kind's link table, and the column naming the paper. */
export const questionLinksOf = (paper: { kind: PaperRef['kind'] }) =>
  paper.kind === 'test' ? { link: testQuestions, owner: testQuestions.testId } : { link: quizQuestions, owner: quizQuestions.quizId };

export async function listTestsOfSeries(db: Database, seriesId: string) {
  return db
    .select({
      id: tests.id,
      title: tests.title,
      difficulty: tests.difficulty,
      status: tests.status,
      timeLimitSeconds: tests.timeLimitSeconds,
      questionCount: sql<number>`(select count(*)::int from test_questions q where q.test_id = tests.id)`,
    })
    .from(tests)
    .where(eq(tests.seriesId, seriesId))
    .orderBy(asc(tests.difficulty), asc(tests.position), asc(tests.title));
}

export async function findTestRecord(db: Database, id: string, lock = false): Promise<TestRecord | null> {
  const query = db.select().from(tests).where(eq(tests.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertTest(db: Database, values: TestValues & { seriesId: string; createdBy: string }): Promise<TestRecord> {
  const [row] = await db
    .insert(tests)
    .values({ ...values, position: sql`(select coalesce(max(t.position) + 1, 0) from tests t where t.series_id = ${values.seriesId})` })
    .returning();
  return row!;
}

export async function updateTest(db: Database, id: string, values: Partial<TestValues> & { status?: Status }): Promise<TestRecord> {
  const [row] = await db
    .update(tests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tests.id, id))
    .returning();
  return row!;
}

export async function listAllQuizzes(db: Database): Promise<QuizRecord[]> {
  return db.select().from(quizzes).orderBy(desc(quizzes.opensAt), asc(quizzes.title));
}

export async function findQuizRecord(db: Database, id: string, lock = false): Promise<QuizRecord | null> {
  const query = db.select().from(quizzes).where(eq(quizzes.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertQuiz(db: Database, values: QuizValues & { slug: string; createdBy: string }): Promise<QuizRecord> {
  const [row] = await db.insert(quizzes).values(values).returning();
  return row!;
}

export async function updateQuiz(db: Database, id: string, values: Partial<QuizValues> & { status?: Status }): Promise<QuizRecord> {
  const [row] = await db
    .update(quizzes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(quizzes.id, id))
    .returning();
  return row!;
}

/**
 * A paper's questions in the learner's order, with what the admin page shows of each: the text,
 * section and marks of the version the paper serves, and the question's latest version.
 */
export async function paperQuestions(db: Database, paper: PaperRef) {
  const { link, owner } = questionLinksOf(paper);
  return db
    .select({
      id: questions.id,
      text: questionVersions.text,
      section: questionVersions.section,
      marks: questionVersions.marks,
      type: questionVersions.type,
      status: questions.status,
      needsReview: questions.needsReview,
      source: questions.source,
      importBatchId: questions.importBatchId,
      version: link.questionVersion,
      latestVersion: questions.version,
      // the same version row's Hindi (mirrored in hindi-schema.ts)
      hasHindi: sql<boolean>`${questionVersionsHindi.hindi} is not null`,
    })
    .from(link)
    .innerJoin(questions, eq(questions.id, link.questionId))
    .innerJoin(questionVersions, and(eq(questionVersions.questionId, link.questionId), eq(questionVersions.version, link.questionVersion)))
    .where(eq(owner, paper.id))
    .orderBy(asc(link.position));
}

/**
 * Replaces the whole ordered list; positions run from 0 in the given order. A question the paper
 * already held keeps the version it serves; one added serves its current version.
 */
export async function replacePaperQuestions(db: Database, paper: PaperRef, questionIds: string[]): Promise<void> {
  const { link, owner } = questionLinksOf(paper);
  const held = await db.delete(link).where(eq(owner, paper.id)).returning({ questionId: link.questionId, version: link.questionVersion });
  const versionOf = new Map(held.map((row) => [row.questionId, row.version]));
  if (questionIds.length === 0) return;
  const rows = questionIds.map((questionId, position) => ({ questionId, position, questionVersion: versionOf.get(questionId) ?? 0 }));
  if (paper.kind === 'test') await db.insert(testQuestions).values(rows.map((row) => ({ testId: paper.id, ...row })));
  else await db.insert(quizQuestions).values(rows.map((row) => ({ quizId: paper.id, ...row })));
}

/** Marks papers as changed now: republishing waits until no server can still hold the old copy. */
export async function touchPapers(db: Database, testIds: string[], quizIds: string[]): Promise<void> {
  if (testIds.length)
    await db
      .update(tests)
      .set({ updatedAt: sql`now()` })
      .where(inArray(tests.id, testIds));
  if (quizIds.length)
    await db
      .update(quizzes)
      .set({ updatedAt: sql`now()` })
      .where(inArray(quizzes.id, quizIds));
}

/** Seconds since the paper last changed, by the database's clock. */
export async function secondsSinceChange(db: Database, paper: PaperRef): Promise<number> {
  const table = paper.kind === 'test' ? tests : quizzes;
  const [row] = await db
    .select({ seconds: sql<number>`extract(epoch from now() - ${table.updatedAt})::float8` })
    .from(table)
    .where(eq(table.id, paper.id));
  return row?.seconds ?? Number.POSITIVE_INFINITY;
}

export async function sectionsOfQuestions(db: Database, ids: string[]): Promise<Map<string, 'Aptitude' | 'Technical'>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: questions.id, section: questions.section }).from(questions).where(inArray(questions.id, ids));
  return new Map(rows.map((row) => [row.id, row.section]));
}

/** Where the paper shows the question (0-based) and the version it serves; null when it does not show it. */
export async function questionInPaper(db: Database, paper: PaperRef, questionId: string): Promise<{ position: number; version: number } | null> {
  const { link, owner } = questionLinksOf(paper);
  const [row] = await db
    .select({ position: link.position, version: link.questionVersion })
    .from(link)
    .where(and(eq(owner, paper.id), eq(link.questionId, questionId)))
    .limit(1);
  return row ?? null;
}
