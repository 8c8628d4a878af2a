// Drizzle queries of the test-series feature. Prices leave here in paise; service.ts does the maths.
import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attempts, enrolments, quizzes, ratings, testSeries, tests, users } from '../../db/schema.ts';

export type SeriesStatus = (typeof testSeries.$inferSelect)['status'];

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
  enrollments: number;
  ratingAverage: number;
  ratingCount: number;
  myRating: number | null;
}

// Correlated sub-selects, one row per series however many tests, enrolments and ratings it has.
// Written with explicit aliases: drizzle leaves columns unqualified in a one-table select, and an
// unqualified "id" inside a sub-select would name the inner table's id.
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
  enrollments: sql<number>`(select count(*)::int from enrolments e where e.series_id = test_series.id)`,
  ratingAverage: sql<number>`(select coalesce(avg(r.stars), 0)::float8 from ratings r where r.series_id = test_series.id)`,
  ratingCount: sql<number>`(select count(*)::int from ratings r where r.series_id = test_series.id)`,
  myRating: userId
    ? sql<number | null>`(select r.stars from ratings r where r.series_id = test_series.id and r.user_id = ${userId})`
    : sql<number | null>`null::int`,
});

/** `%`, `_` and `\` in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPublishedSeries(
  db: Database,
  { search, exam, userId }: { search?: string; exam?: string; userId: string | null },
): Promise<SeriesRow[]> {
  const filters: SQL[] = [eq(testSeries.status, 'published')];
  if (search) filters.push(sql`${testSeries.title} ilike ${likePattern(search)}`);
  if (exam) filters.push(sql`lower(${testSeries.exam}) = lower(${exam})`);
  return db
    .select(seriesColumns(userId))
    .from(testSeries)
    .where(and(...filters))
    // newest first; the title breaks ties between series created in one transaction
    .orderBy(desc(testSeries.createdAt), asc(testSeries.title));
}

export async function findSeries(db: Database, seriesId: string, userId: string | null): Promise<SeriesRow | null> {
  const [row] = await db.select(seriesColumns(userId)).from(testSeries).where(eq(testSeries.id, seriesId)).limit(1);
  return row ?? null;
}

export interface SeriesTestRow {
  id: string;
  title: string;
  difficulty: 'easy' | 'medium' | 'hard';
  timeLimitSeconds: number;
  questionCount: number;
  submittedAt: Date | null;
  deadline: Date | null;
}

/** Published tests, easy to hard then in the author's order, with this learner's attempt if any. */
export async function listSeriesTests(db: Database, seriesId: string, userId: string): Promise<SeriesTestRow[]> {
  return db
    .select({
      id: tests.id,
      title: tests.title,
      difficulty: tests.difficulty,
      timeLimitSeconds: tests.timeLimitSeconds,
      questionCount: sql<number>`(select count(*)::int from test_questions q where q.test_id = tests.id)`,
      submittedAt: attempts.submittedAt,
      deadline: attempts.deadline,
    })
    .from(tests)
    .leftJoin(attempts, and(eq(attempts.testId, tests.id), eq(attempts.userId, userId)))
    .where(and(eq(tests.seriesId, seriesId), eq(tests.status, 'published')))
    .orderBy(asc(tests.difficulty), asc(tests.position), asc(tests.title));
}

export async function findEnrolment(db: Database, userId: string, seriesId: string) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.seriesId, seriesId)))
    .limit(1);
  return row ?? null;
}

/** Adds a free enrolment; false when the learner already had one (the unique index decides, race-free). */
export async function addFreeEnrolment(db: Database, userId: string, seriesId: string): Promise<boolean> {
  const inserted = await db
    .insert(enrolments)
    .values({ userId, seriesId, source: 'free' })
    .onConflictDoNothing({ target: [enrolments.userId, enrolments.seriesId] })
    .returning({ id: enrolments.id });
  return inserted.length > 0;
}

export async function listEnrolledSeriesIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ seriesId: enrolments.seriesId })
    .from(enrolments)
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt));
  return rows.map((r) => r.seriesId);
}

export async function listEnrolledSeries(db: Database, userId: string) {
  return db
    .select({ ...seriesColumns(userId), enrolledAt: enrolments.createdAt, source: enrolments.source })
    .from(enrolments)
    .innerJoin(testSeries, eq(testSeries.id, enrolments.seriesId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt));
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

export async function findUser(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The learner's submitted attempts (tests and weekly quizzes) that carry an analysis, with a title. */
export async function listSubmittedAttempts(db: Database, userId: string) {
  return db
    .select({
      analysis: attempts.analysis,
      submittedAt: attempts.submittedAt,
      testTitle: tests.title,
      quizTitle: quizzes.title,
    })
    .from(attempts)
    .leftJoin(tests, eq(tests.id, attempts.testId))
    .leftJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .where(and(eq(attempts.userId, userId), isNotNull(attempts.submittedAt), isNotNull(attempts.analysis)))
    .orderBy(asc(attempts.submittedAt));
}
