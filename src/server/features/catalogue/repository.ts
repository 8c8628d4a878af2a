// SQL of the catalogue: test series, their tests, the question bank, weekly quizzes and ratings.
// Prices leave here in paise; the services do the maths.
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions, questionVersions, quizzes, testSeries, tests } from '../../db/schema.ts';
import { ratings } from '../../db/site-schema.ts';
import { questionVersionsHindi, type HindiVersion } from '../../db/hindi-schema.ts';
import { testSeriesHindi, type SeriesHindi } from '../../db/content-hindi-schema.ts';
import { questionLinksOf } from './papers.repository.ts';
import type { MarkingPreset } from '../../../shared/exam/marking.ts';
import type { PaperScope } from '../../../shared/exam/paper-exam.ts';

export type SeriesStatus = (typeof testSeries.$inferSelect)['status'];
export type QuestionRow = typeof questions.$inferSelect;

export interface SeriesRow {
  id: string;
  title: string;
  description: string;
  image: string | null;
  exam: string;
  year: number;
  pricePaise: number;
  discountPercent: number;
  status: SeriesStatus;
  testCount: number;
  ratingAverage: number;
  ratingCount: number;
  myRating: number | null;
  hindi: SeriesHindi | null;
}

// Correlated sub-selects, one row per series however many tests and ratings it has. Written with
// explicit aliases: drizzle leaves columns unqualified in a one-table select, and an unqualified
// "id" inside a sub-select would name the inner table's id.
const seriesColumns = (userId: string | null) => ({
  id: testSeries.id,
  title: testSeries.title,
  description: testSeries.description,
  image: testSeries.image,
  exam: testSeries.exam,
  year: testSeries.year,
  pricePaise: testSeries.pricePaise,
  discountPercent: testSeries.discountPercent,
  status: testSeries.status,
  testCount: sql<number>`(select count(*)::int from tests t where t.series_id = test_series.id and t.status = 'published')`,
  ratingAverage: sql<number>`(select coalesce(avg(r.stars), 0)::float8 from ratings r where r.series_id = test_series.id)`,
  ratingCount: sql<number>`(select count(*)::int from ratings r where r.series_id = test_series.id)`,
  myRating: userId
    ? sql<number | null>`(select r.stars from ratings r where r.series_id = test_series.id and r.user_id = ${userId})`
    : sql<number | null>`null::int`,
  // the same table's column, through its mirror (schema.ts is full)
  hindi: testSeriesHindi.hindi,
});

/** `%`, `_` and `\` in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPublishedSeries(
  db: Database,
  { search, exam, userId }: { search?: string; exam?: string; userId: string | null },
): Promise<SeriesRow[]> {
  const filters: SQL[] = [eq(testSeries.status, 'published')];
  // a learner may search by the Hindi title too
  if (search) filters.push(sql`(${testSeries.title} ilike ${likePattern(search)} or ${testSeriesHindi.hindi} ->> 'title' ilike ${likePattern(search)})`);
  if (exam) filters.push(sql`lower(${testSeries.exam}) = lower(${exam})`);
  return (
    db
      .select(seriesColumns(userId))
      .from(testSeries)
      .where(and(...filters))
      // newest first; the title breaks ties between series created in one transaction
      .orderBy(desc(testSeries.createdAt), asc(testSeries.title))
  );
}

export async function findSeries(db: Database, seriesId: string, userId: string | null): Promise<SeriesRow | null> {
  const [row] = await db.select(seriesColumns(userId)).from(testSeries).where(eq(testSeries.id, seriesId)).limit(1);
  return row ?? null;
}

export async function findSeriesMany(db: Database, seriesIds: string[], userId: string | null): Promise<SeriesRow[]> {
  if (seriesIds.length === 0) return [];
  return db.select(seriesColumns(userId)).from(testSeries).where(inArray(testSeries.id, seriesIds));
}

export interface SeriesTestRow {
  id: string;
  seriesId: string;
  title: string;
  difficulty: 'easy' | 'medium' | 'hard';
  timeLimitSeconds: number;
  questionCount: number;
  marking: MarkingPreset;
  negativeRatio: number;
  /** its exam profile, and how much of the exam it is (null: not yet given one, see profiles.repository.ts) */
  profileCode: string | null;
  scope: PaperScope;
}

/** Published tests of the series, easy to hard then in the author's order. */
export async function listPublishedTests(db: Database, seriesIds: string | readonly string[]): Promise<SeriesTestRow[]> {
  const ids = typeof seriesIds === 'string' ? [seriesIds] : [...seriesIds];
  if (ids.length === 0) return [];
  return db
    .select({
      id: tests.id,
      seriesId: tests.seriesId,
      title: tests.title,
      difficulty: tests.difficulty,
      timeLimitSeconds: tests.timeLimitSeconds,
      questionCount: sql<number>`(select count(*)::int from test_questions q where q.test_id = tests.id)`,
      marking: tests.marking,
      negativeRatio: tests.negativeRatio,
      profileCode: tests.profileCode,
      scope: tests.scope,
    })
    .from(tests)
    .where(and(inArray(tests.seriesId, ids), eq(tests.status, 'published')))
    .orderBy(asc(tests.difficulty), asc(tests.position), asc(tests.title));
}

/** One rating per learner and series: a second rating replaces the first. */
export async function upsertRating(db: Database, userId: string, seriesId: string, stars: number) {
  const [row] = await db
    .insert(ratings)
    .values({ userId, seriesId, stars })
    .onConflictDoUpdate({ target: [ratings.userId, ratings.seriesId], set: { stars, updatedAt: sql`now()` } })
    // xmax is 0 on a freshly inserted row version: tells "saved" from "updated" in one statement
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(row?.created) };
}

/** A test with where it sits: its series, and whether both are published (read fresh: publishing takes effect at once). */
export async function findTestPlacement(db: Database, testId: string) {
  const [row] = await db
    .select({
      id: tests.id,
      title: tests.title,
      timeLimitSeconds: tests.timeLimitSeconds,
      negativeRatio: tests.negativeRatio,
      marking: tests.marking,
      profileCode: tests.profileCode,
      scope: tests.scope,
      exam: testSeries.exam,
      seriesId: tests.seriesId,
      published: sql<boolean>`(${tests.status} = 'published' and ${testSeries.status} = 'published')`,
    })
    .from(tests)
    .innerJoin(testSeries, eq(testSeries.id, tests.seriesId))
    .where(eq(tests.id, testId))
    .limit(1);
  return row ?? null;
}

export async function findQuiz(db: Database, quizId: string) {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId)).limit(1);
  return row ?? null;
}

export type QuizRow = typeof quizzes.$inferSelect;
export type QuizListRow = QuizRow & { questionCount: number };

/** Published quizzes (of one exam, case-insensitively, when given) that opened before `openedBefore`, newest first. */
export async function listPublishedQuizzes(
  db: Database,
  { exam, openedBefore, limit }: { exam?: string; openedBefore: Date; limit: number },
): Promise<QuizListRow[]> {
  const filters: SQL[] = [eq(quizzes.status, 'published'), sql`${quizzes.opensAt} < ${openedBefore.toISOString()}::timestamptz`];
  if (exam) filters.push(sql`lower(${quizzes.exam}) = lower(${exam})`);
  return db
    .select({
      ...getTableColumns(quizzes),
      questionCount: sql<number>`(select count(*)::int from quiz_questions qq where qq.quiz_id = quizzes.id)`,
    })
    .from(quizzes)
    .where(and(...filters))
    .orderBy(desc(quizzes.opensAt), asc(quizzes.title))
    .limit(limit);
}

/** The exams the product knows: those of published test series and weekly quizzes, alphabetical, each once. */
export async function listKnownExams(db: Database): Promise<string[]> {
  const [seriesExams, quizExams] = await Promise.all([
    db.selectDistinct({ exam: testSeries.exam }).from(testSeries).where(eq(testSeries.status, 'published')),
    db.selectDistinct({ exam: quizzes.exam }).from(quizzes).where(eq(quizzes.status, 'published')),
  ]);
  // one spelling per exam whatever its case, as the listing's exam filter matches them
  const byKey = new Map<string, string>();
  for (const { exam } of [...seriesExams, ...quizExams]) if (!byKey.has(exam.toLowerCase())) byKey.set(exam.toLowerCase(), exam);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** A learner's own ratings, newest first (their data export). */
export async function listRatingsOfUser(db: Database, userId: string) {
  return db
    .select({ seriesId: ratings.seriesId, seriesTitle: testSeries.title, stars: ratings.stars, createdAt: ratings.createdAt, updatedAt: ratings.updatedAt })
    .from(ratings)
    .innerJoin(testSeries, eq(testSeries.id, ratings.seriesId))
    .where(eq(ratings.userId, userId))
    .orderBy(desc(ratings.updatedAt));
}

/** Every exam that has a published quiz, for the list's filter. */
export async function listQuizExams(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ exam: quizzes.exam }).from(quizzes).where(eq(quizzes.status, 'published')).orderBy(asc(quizzes.exam));
  return rows.map((row) => row.exam);
}

/**
 * Published quizzes, closed in the last four weeks, whose every attempt has ended by now (the
 * database's clock): past the longest attempt started just before the close plus the in-flight
 * allowance for its last save.
 */
export async function listFinishedQuizzes(db: Database, inFlightSeconds: number): Promise<QuizRow[]> {
  return db
    .select()
    .from(quizzes)
    .where(
      and(
        eq(quizzes.status, 'published'),
        sql`${quizzes.closesAt} + make_interval(secs => ${quizzes.timeLimitSeconds} + ${inFlightSeconds}) < now()`,
        // a bounded look back: a quiz nobody took is asked about for four weeks, not for ever
        sql`${quizzes.closesAt} > now() - interval '28 days'`,
      ),
    )
    .orderBy(asc(quizzes.closesAt));
}

export async function findQuizzes(db: Database, quizIds: string[]): Promise<QuizRow[]> {
  if (quizIds.length === 0) return [];
  return db.select().from(quizzes).where(inArray(quizzes.id, quizIds));
}

export async function findSeriesIdBySlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: testSeries.id }).from(testSeries).where(eq(testSeries.slug, slug)).limit(1);
  return row?.id ?? null;
}

// a paper serves each question at a named version: its content is read from question_versions
export const questionColumns = {
  id: questionVersions.questionId,
  version: questionVersions.version,
  text: questionVersions.text,
  image: questionVersions.image,
  options: questionVersions.options,
  correctIndex: questionVersions.correctIndex,
  correctIndexes: questionVersions.correctIndexes,
  natMin: questionVersions.natMin,
  natMax: questionVersions.natMax,
  natDecimals: questionVersions.natDecimals,
  explanation: questionVersions.explanation,
  explanationImage: questionVersions.explanationImage,
  section: questionVersions.section,
  marks: questionVersions.marks,
  type: questionVersions.type,
  remarks: questionVersions.remarks,
  // the same row's Hindi (the column is mirrored in hindi-schema.ts)
  hindi: questionVersionsHindi.hindi,
};

export type PaperQuestionRow = { id: string; hindi: HindiVersion | null } & Pick<
  typeof questionVersions.$inferSelect,
  Exclude<keyof typeof questionColumns, 'id' | 'hindi'>
>;

/** Question id -> version: the versions an attempt was served, where they differ from the paper's. */
export type ServedVersions = Record<string, number>;

/**
 * A test's or a quiz's questions in the order the learner sees them, each at the version the paper
 * serves, or at the one `versions` names for it (an attempt that was served an earlier version).
 */
export function orderedQuestions(
  db: Database,
  owner: { kind: 'test' | 'quiz'; id: string },
  versions: ServedVersions | null = null,
): Promise<PaperQuestionRow[]> {
  const { link, owner: ownerColumn } = questionLinksOf(owner);
  const version = versions
    ? sql`coalesce((${JSON.stringify(versions)}::jsonb ->> ${link.questionId}::text)::int, ${link.questionVersion})`
    : link.questionVersion;
  return db
    .select(questionColumns)
    .from(link)
    .innerJoin(questionVersions, and(eq(questionVersions.questionId, link.questionId), eq(questionVersions.version, version)))
    .where(eq(ownerColumn, owner.id))
    .orderBy(asc(link.position));
}

/** Titles of tests and quizzes by id, for lists of attempts. */
export async function titlesOf(db: Database, testIds: string[], quizIds: string[]): Promise<Map<string, string>> {
  const [testRows, quizRows] = await Promise.all([
    testIds.length ? db.select({ id: tests.id, title: tests.title }).from(tests).where(inArray(tests.id, testIds)) : [],
    quizIds.length ? db.select({ id: quizzes.id, title: quizzes.title }).from(quizzes).where(inArray(quizzes.id, quizIds)) : [],
  ]);
  return new Map([...testRows, ...quizRows].map((row) => [row.id, row.title]));
}

export async function countCatalogue(db: Database) {
  const [[series], [questionCount], [quizCount]] = await Promise.all([
    db.select({ n: count() }).from(testSeries),
    db.select({ n: count() }).from(questions),
    db.select({ n: count() }).from(quizzes),
  ]);
  return { testSeries: series?.n ?? 0, questions: questionCount?.n ?? 0, quizzes: quizCount?.n ?? 0 };
}
