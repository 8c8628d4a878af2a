// SQL of question versions: each version's content (the first written by the database when the
// question is inserted, migration 0008), and which version each test and quiz serves.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions, questionVersions, quizQuestions, quizzes, testQuestions, tests } from '../../db/schema.ts';
import { questionLinksOf, type PaperRef } from './papers.repository.ts';

export type QuestionVersionRecord = typeof questionVersions.$inferSelect;
export type QuestionVersionValues = typeof questionVersions.$inferInsert;

export async function insertQuestionVersion(db: Database, values: QuestionVersionValues): Promise<QuestionVersionRecord> {
  const [row] = await db.insert(questionVersions).values(values).returning();
  return row!;
}

/** Every version of a question, the newest first. */
export async function listQuestionVersions(db: Database, questionId: string): Promise<QuestionVersionRecord[]> {
  return db.select().from(questionVersions).where(eq(questionVersions.questionId, questionId)).orderBy(desc(questionVersions.version));
}

export interface QuestionLink {
  kind: 'test' | 'quiz';
  id: string;
  status: 'draft' | 'published' | 'archived';
  /** the version of the question this paper serves */
  version: number;
}

/** Every test and quiz that shows the question, with the version each serves. */
export async function linksOfQuestion(db: Database, questionId: string): Promise<QuestionLink[]> {
  const [inTests, inQuizzes] = await Promise.all([
    db
      .select({ id: tests.id, status: tests.status, version: testQuestions.questionVersion })
      .from(testQuestions)
      .innerJoin(tests, eq(tests.id, testQuestions.testId))
      .where(eq(testQuestions.questionId, questionId)),
    db
      .select({ id: quizzes.id, status: quizzes.status, version: quizQuestions.questionVersion })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(eq(quizQuestions.questionId, questionId)),
  ]);
  return [...inTests.map((row) => ({ ...row, kind: 'test' as const })), ...inQuizzes.map((row) => ({ ...row, kind: 'quiz' as const }))];
}

/** These tests and quizzes serve `version` of the question from now on. */
export async function serveVersionIn(db: Database, questionId: string, version: number, papers: { testIds: string[]; quizIds: string[] }) {
  if (papers.testIds.length)
    await db
      .update(testQuestions)
      .set({ questionVersion: version })
      .where(and(eq(testQuestions.questionId, questionId), inArray(testQuestions.testId, papers.testIds)));
  if (papers.quizIds.length)
    await db
      .update(quizQuestions)
      .set({ questionVersion: version })
      .where(and(eq(quizQuestions.questionId, questionId), inArray(quizQuestions.quizId, papers.quizIds)));
}

export interface ServedVersion {
  questionId: string;
  /** the version the paper serves */
  version: number;
  /** the question's current version */
  latest: number;
}

/** Each question of the paper, in its order, with the version the paper serves and the question's latest. */
export async function servedVersionsOf(db: Database, paper: PaperRef): Promise<ServedVersion[]> {
  const { link, owner } = questionLinksOf(paper);
  return db
    .select({ questionId: link.questionId, version: link.questionVersion, latest: questions.version })
    .from(link)
    .innerJoin(questions, eq(questions.id, link.questionId))
    .where(eq(owner, paper.id))
    .orderBy(asc(link.position));
}

/** The paper serves the current version of each of these questions from now on. */
export async function serveLatestIn(db: Database, paper: PaperRef, questionIds: string[]): Promise<void> {
  if (questionIds.length === 0) return;
  const { link, owner } = questionLinksOf(paper);
  await db
    .update(link)
    .set({ questionVersion: sql`(select q.version from questions q where q.id = ${link.questionId})` })
    .where(and(eq(owner, paper.id), inArray(link.questionId, questionIds)));
}
