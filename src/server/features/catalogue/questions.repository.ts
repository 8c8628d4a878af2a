// SQL of the question bank for the admin area: every status, searched and paged.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions } from '../../db/schema.ts';

export type QuestionRecord = typeof questions.$inferSelect;
export type QuestionValues = Pick<
  QuestionRecord,
  'text' | 'options' | 'correctIndex' | 'explanation' | 'section' | 'marks' | 'topic' | 'type' | 'source' | 'remarks'
>;

export interface QuestionFilter {
  search?: string | undefined;
  section?: QuestionRecord['section'] | undefined;
  topic?: string | undefined;
  source?: QuestionRecord['source'] | undefined;
  status?: QuestionRecord['status'] | undefined;
}

/** `%`, `_` and `\` in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(filter: QuestionFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.search) where.push(sql`${questions.text} ilike ${likePattern(filter.search)}`);
  if (filter.section) where.push(eq(questions.section, filter.section));
  if (filter.topic) where.push(sql`lower(${questions.topic}) = lower(${filter.topic})`);
  if (filter.source) where.push(eq(questions.source, filter.source));
  if (filter.status) where.push(eq(questions.status, filter.status));
  return where.length ? and(...where) : undefined;
}

export async function listQuestions(db: Database, filter: QuestionFilter, offset: number, limit: number) {
  const where = filtersOf(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(questions).where(where).orderBy(desc(questions.updatedAt), desc(questions.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuestionRecord(db: Database, id: string, lock = false): Promise<QuestionRecord | null> {
  const query = db.select().from(questions).where(eq(questions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertQuestion(
  db: Database,
  values: QuestionValues & { createdBy: string; image?: string | null; explanationImage?: string | null },
): Promise<QuestionRecord> {
  const [row] = await db.insert(questions).values(values).returning();
  return row!;
}

export async function updateQuestion(
  db: Database,
  id: string,
  values: Partial<QuestionValues> & { status?: QuestionRecord['status'] },
): Promise<QuestionRecord> {
  const [row] = await db.update(questions).set({ ...values, updatedAt: sql`now()` }).where(eq(questions.id, id)).returning();
  return row!;
}
