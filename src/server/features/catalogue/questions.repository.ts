// SQL of the question bank for the admin area: every status, searched and paged.
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewState } from '../../../shared/review-states.ts';
import type { Database } from '../../db/client.ts';
import { questions, quizQuestions, quizzes, testQuestions, tests, testSeries } from '../../db/schema.ts';
import { questionStats } from '../../db/bank-schema.ts';
import { carriesTag } from './tags.repository.ts';
import { hasHindi, lacksHindi } from './hindi.repository.ts';

export type QuestionRecord = typeof questions.$inferSelect;
export type QuestionValues = Pick<
  QuestionRecord,
  | 'text'
  | 'image'
  | 'options'
  | 'correctIndex'
  | 'correctIndexes'
  | 'natMin'
  | 'natMax'
  | 'natDecimals'
  | 'explanation'
  | 'explanationImage'
  | 'exam'
  | 'section'
  | 'difficulty'
  | 'marks'
  | 'topic'
  | 'type'
  | 'source'
  | 'remarks'
> & {
  /** the node in the syllabus tree; left out, the `topic` name places the question (the trigger questions_place_in_tree) */
  topicId?: string | null;
};
/** What an import writes besides the content: the review flag, the origin and the batch. */
export type ImportedQuestionValues = QuestionValues & Pick<QuestionRecord, 'needsReview' | 'origin' | 'importBatchId'> & { createdBy: string };

export interface QuestionFilter {
  search?: string | undefined;
  exam?: string | undefined;
  section?: QuestionRecord['section'] | undefined;
  topic?: string | undefined;
  /** the ids of a node and every node under it (the service works them out from the tree) */
  topicIds?: string[] | undefined;
  /** 'true': the questions in no node */
  unplaced?: 'true' | undefined;
  tag?: string | undefined;
  difficulty?: NonNullable<QuestionRecord['difficulty']> | undefined;
  type?: string | undefined;
  source?: QuestionRecord['source'] | undefined;
  status?: QuestionRecord['status'] | undefined;
  reviewState?: QuestionRecord['reviewState'] | undefined;
  usedIn?: 'any' | 'none' | 'tests' | 'quizzes' | undefined;
  needsReview?: 'true' | 'false' | undefined;
  /** the author's id */
  author?: string | undefined;
  importBatchId?: string | undefined;
  /** 'both': with a Hindi version; 'english': without one */
  languages?: 'any' | 'both' | 'english' | undefined;
}

const inSomeTest = sql`exists (select 1 from test_questions tq where tq.question_id = ${questions.id})`;
const inSomeQuiz = sql`exists (select 1 from quiz_questions qq where qq.question_id = ${questions.id})`;

/** `%`, `_` and `\` in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(filter: QuestionFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.search) where.push(sql`${questions.text} ilike ${likePattern(filter.search)}`);
  if (filter.exam) where.push(sql`lower(${questions.exam}) = lower(${filter.exam})`);
  if (filter.section) where.push(eq(questions.section, filter.section));
  if (filter.topic) where.push(sql`lower(${questions.topic}) = lower(${filter.topic})`);
  // a node no longer in the tree holds nothing
  if (filter.topicIds) where.push(filter.topicIds.length > 0 ? inArray(questions.topicId, filter.topicIds) : sql`false`);
  if (filter.unplaced === 'true') where.push(isNull(questions.topicId));
  if (filter.tag) where.push(carriesTag(questions.id, filter.tag));
  if (filter.difficulty) where.push(eq(questions.difficulty, filter.difficulty));
  if (filter.type) where.push(sql`lower(${questions.type}) = lower(${filter.type})`);
  if (filter.source) where.push(eq(questions.source, filter.source));
  if (filter.status) where.push(eq(questions.status, filter.status));
  if (filter.reviewState) where.push(eq(questions.reviewState, filter.reviewState));
  if (filter.needsReview) where.push(eq(questions.needsReview, filter.needsReview === 'true'));
  if (filter.author) where.push(eq(questions.createdBy, filter.author));
  if (filter.importBatchId) where.push(eq(questions.importBatchId, filter.importBatchId));
  if (filter.languages === 'both') where.push(hasHindi);
  if (filter.languages === 'english') where.push(lacksHindi);
  if (filter.usedIn === 'any') where.push(sql`(${inSomeTest} or ${inSomeQuiz})`);
  if (filter.usedIn === 'none') where.push(sql`not ${inSomeTest} and not ${inSomeQuiz}`);
  if (filter.usedIn === 'tests') where.push(inSomeTest);
  if (filter.usedIn === 'quizzes') where.push(inSomeQuiz);
  return where.length ? and(...where) : undefined;
}

/** 'newest': the bank, last edited first; 'review': the review queue, AI-generated first, then oldest first. */
export type QuestionOrder = 'newest' | 'review';

const orders: Record<QuestionOrder, SQL[]> = {
  newest: [desc(questions.updatedAt), desc(questions.id)],
  review: [sql`(${questions.source} = 'ai-generated') desc`, asc(questions.createdAt), asc(questions.id)],
};

/** The bank's sort by a stored item statistic (question_stats, the statistics job's): questions without figures last. */
export interface StatsSort {
  by: 'facility' | 'discrimination' | 'attempts';
  direction: 'asc' | 'desc';
}

const statsColumns = { facility: questionStats.facility, discrimination: questionStats.discrimination, attempts: questionStats.attempts };

function orderOf(order: QuestionOrder, sort: StatsSort | undefined): SQL[] {
  if (!sort) return orders[order];
  const column = statsColumns[sort.by];
  return [sort.direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, desc(questions.id)];
}

/** Each row is the question with its stored item statistics (null: none yet), read by a join, never computed. */
export async function listQuestions(db: Database, filter: QuestionFilter, offset: number, limit: number, order: QuestionOrder = 'newest', sort?: StatsSort) {
  const where = filtersOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...getTableColumns(questions),
        statsAttempts: questionStats.attempts,
        statsFacility: questionStats.facility,
        statsDiscrimination: questionStats.discrimination,
      })
      .from(questions)
      .leftJoin(questionStats, eq(questionStats.questionId, questions.id))
      .where(where)
      .orderBy(...orderOf(order, sort))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuestionRecord(db: Database, id: string, lock = false): Promise<QuestionRecord | null> {
  const query = db.select().from(questions).where(eq(questions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertQuestion(db: Database, values: QuestionValues & { createdBy: string }): Promise<QuestionRecord> {
  const [row] = await db.insert(questions).values(values).returning();
  return row!;
}

/** Writes many at once (an import's batch); answers with their ids in the given order. */
export async function insertQuestions(db: Database, values: ImportedQuestionValues[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(questions).values(values).returning({ id: questions.id });
  return rows.map((row) => row.id);
}

export interface QuestionUseRow {
  questionId: string;
  kind: 'test' | 'quiz';
  id: string;
  title: string;
  status: QuestionRecord['status'];
  seriesId: string | null;
  seriesTitle: string | null;
  /** the version of the question it serves */
  version: number;
}

/** Every test and quiz that shows one of these questions, with the version each serves. */
export async function usesOfQuestions(db: Database, ids: string[]): Promise<QuestionUseRow[]> {
  if (ids.length === 0) return [];
  const [inTests, inQuizzes] = await Promise.all([
    db
      .select({
        questionId: testQuestions.questionId,
        id: tests.id,
        title: tests.title,
        status: tests.status,
        seriesId: testSeries.id,
        seriesTitle: testSeries.title,
        version: testQuestions.questionVersion,
      })
      .from(testQuestions)
      .innerJoin(tests, eq(tests.id, testQuestions.testId))
      .innerJoin(testSeries, eq(testSeries.id, tests.seriesId))
      .where(inArray(testQuestions.questionId, ids))
      .orderBy(asc(testSeries.title), asc(tests.title)),
    db
      .select({ questionId: quizQuestions.questionId, id: quizzes.id, title: quizzes.title, status: quizzes.status, version: quizQuestions.questionVersion })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(inArray(quizQuestions.questionId, ids))
      .orderBy(asc(quizzes.title)),
  ]);
  return [
    ...inTests.map((row) => ({ ...row, kind: 'test' as const })),
    ...inQuizzes.map((row) => ({ ...row, kind: 'quiz' as const, seriesId: null, seriesTitle: null })),
  ];
}

/** The distinct exams, topics and types the bank holds, for its filters. */
export async function questionFacets(db: Database) {
  const distinct = async (column: typeof questions.exam | typeof questions.topic | typeof questions.type) => {
    const rows = await db.selectDistinct({ value: column }).from(questions).where(isNotNull(column)).orderBy(asc(column)).limit(500);
    return rows.map((row) => row.value).filter((value): value is string => value !== null && value.trim() !== '');
  };
  const [exams, topics, types, authors] = await Promise.all([
    distinct(questions.exam),
    distinct(questions.topic),
    distinct(questions.type),
    db.selectDistinct({ id: questions.createdBy }).from(questions).where(isNotNull(questions.createdBy)).limit(500),
  ]);
  return { exams, topics, types, authorIds: authors.map((row) => row.id).filter((id): id is string => id !== null) };
}

export async function updateQuestion(
  db: Database,
  id: string,
  values: Partial<QuestionValues> & {
    status?: QuestionRecord['status'];
    needsReview?: boolean;
    version?: number;
    reviewState?: QuestionRecord['reviewState'];
  },
): Promise<QuestionRecord> {
  const [row] = await db
    .update(questions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(questions.id, id))
    .returning();
  return row!;
}

/** The questions named, or those one import wrote, locked for the transaction that changes them (or only read, `lock` false). */
export async function lockQuestionRecords(db: Database, where: { ids: string[] } | { importBatchId: string }, lock = true) {
  const condition = 'ids' in where ? inArray(questions.id, where.ids) : eq(questions.importBatchId, where.importBatchId);
  const query = db.select().from(questions).where(condition).orderBy(asc(questions.id));
  return lock ? query.for('update') : query;
}

/** One author's questions in this review state, the most recently changed first, and how many there are. */
export async function questionsOfAuthorIn(db: Database, authorId: string, state: 'changes-requested' | 'rejected', limit: number) {
  const where = and(eq(questions.createdBy, authorId), eq(questions.reviewState, state));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: questions.id, text: questions.text, updatedAt: questions.updatedAt })
      .from(questions)
      .where(where)
      .orderBy(desc(questions.updatedAt), desc(questions.id))
      .limit(limit),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Moves these questions to a review state (a batch submitted at once). */
export async function setReviewState(db: Database, ids: string[], reviewState: ReviewState): Promise<void> {
  if (ids.length > 0)
    await db
      .update(questions)
      .set({ reviewState, updatedAt: sql`now()` })
      .where(inArray(questions.id, ids));
}

/** How many questions are in this review state (the drafts submitted and waiting, say). */
export async function countInReviewState(db: Database, state: ReviewState): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(eq(questions.reviewState, state));
  return row?.n ?? 0;
}

/** The ids of the questions the bank's filter matches, newest first, at most `limit`, and how many match (a bulk action's selection). */
export async function questionIdsMatching(db: Database, filter: QuestionFilter, limit: number) {
  const where = filtersOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: questions.id })
      .from(questions)
      .where(where)
      .orderBy(...orders.newest)
      .limit(limit),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.n ?? 0 };
}

/** Questions by id, in no particular order (an export's chosen questions). */
export async function findQuestionRecords(db: Database, ids: string[]): Promise<QuestionRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(questions).where(inArray(questions.id, ids));
}

/** Places questions at a node of the syllabus tree: its id, and its name as their topic. */
export async function placeQuestionsAt(db: Database, ids: string[], node: { id: string; name: string }): Promise<void> {
  if (ids.length === 0) return;
  await db.update(questions).set({ topicId: node.id, topic: node.name }).where(inArray(questions.id, ids));
}
