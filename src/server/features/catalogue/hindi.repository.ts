// SQL of the Hindi beside the English (docs/decisions/034): a question's Hindi version, kept with each
// of its versions, and whether a test or quiz is offered in Hindi. The columns are mirrored in
// db/hindi-schema.ts; the rows are those of the question, version, test and quiz tables.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questionsHindi, questionVersionsHindi, quizzesLanguages, testsLanguages, type HindiVersion } from '../../db/hindi-schema.ts';
import { questionLinksOf, type PaperRef } from './papers.repository.ts';

export type { HindiVersion };

/** Each question's current Hindi version (a question in English only is left out). */
export async function hindiOfQuestions(db: Database, ids: string[]): Promise<Map<string, HindiVersion>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(questionsHindi).where(inArray(questionsHindi.id, ids));
  return new Map(rows.flatMap((row) => (row.hindi ? [[row.id, row.hindi] as const] : [])));
}

/** Sets the question's current Hindi version (null: none). */
export async function setQuestionHindi(db: Database, id: string, hindi: HindiVersion | null): Promise<void> {
  await db.update(questionsHindi).set({ hindi }).where(eq(questionsHindi.id, id));
}

/** Sets the Hindi one version carries: only while it is being written (a new question's first, an edit's new one). */
export async function setVersionHindi(db: Database, questionId: string, version: number, hindi: HindiVersion | null): Promise<void> {
  await db
    .update(questionVersionsHindi)
    .set({ hindi })
    .where(and(eq(questionVersionsHindi.questionId, questionId), eq(questionVersionsHindi.version, version)));
}

/** The Hindi of each version of a question, by version number. */
export async function hindiOfVersions(db: Database, questionId: string): Promise<Map<number, HindiVersion | null>> {
  const rows = await db.select().from(questionVersionsHindi).where(eq(questionVersionsHindi.questionId, questionId));
  return new Map(rows.map((row) => [row.version, row.hindi]));
}

/** The bank's language filter: a question in both languages has a Hindi version. */
export const hasHindi = sql`${questionsHindi.hindi} is not null`;
export const lacksHindi = isNull(questionsHindi.hindi);

/** Where a paper's languages are kept (a mirror of its own table's row). */
const languagesOf = (paper: PaperRef) => (paper.kind === 'test' ? testsLanguages : quizzesLanguages);

/** Whether each paper is offered in Hindi. */
export async function offeredInHindi(db: Database, paper: PaperRef): Promise<boolean> {
  const table = languagesOf(paper);
  const [row] = await db.select({ offered: table.offeredInHindi }).from(table).where(eq(table.id, paper.id));
  return row?.offered ?? false;
}

export async function setOfferedInHindi(db: Database, paper: PaperRef, offered: boolean): Promise<void> {
  const table = languagesOf(paper);
  await db.update(table).set({ offeredInHindi: offered }).where(eq(table.id, paper.id));
}

/** The paper's questions whose served version has no Hindi, in the paper's order, each with its number from 1. */
export async function servedWithoutHindi(db: Database, paper: PaperRef): Promise<{ id: string; number: number }[]> {
  const { link, owner } = questionLinksOf(paper);
  const rows = await db
    .select({ id: link.questionId, hindi: questionVersionsHindi.hindi })
    .from(link)
    .innerJoin(questionVersionsHindi, and(eq(questionVersionsHindi.questionId, link.questionId), eq(questionVersionsHindi.version, link.questionVersion)))
    .where(eq(owner, paper.id))
    .orderBy(asc(link.position));
  return rows.flatMap((row, index) => (row.hindi ? [] : [{ id: row.id, number: index + 1 }]));
}

/** Which of these quizzes are offered in Hindi (the quiz list). */
export async function quizzesOfferedInHindi(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: quizzesLanguages.id })
    .from(quizzesLanguages)
    .where(and(inArray(quizzesLanguages.id, ids), eq(quizzesLanguages.offeredInHindi, true)));
  return new Set(rows.map((row) => row.id));
}
