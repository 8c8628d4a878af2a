// The test-series rules: what a learner may see, enrol in and rate. Routes stay thin.
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import type { CheckoutUser, EnrolledSeries, Rating, SeriesCard, SeriesDetail, SeriesTest } from '../../../shared/api/test-series.ts';
import { buildPerformanceReport } from '../../../shared/performance-report.ts';
import { isFree, priceOf } from '../../../shared/pricing.ts';
import * as repository from './repository.ts';

export const SERIES_NOT_FOUND = 'Test series not found.';
export const NOT_ENROLLED = 'You are not enrolled in this test series. Enrol to see its tests.';
export const NOT_FREE = 'This test series is not free.';
// the rating widget shows a message red when it contains 'fail', so refusals say so
export const RATING_NEEDS_ENROLMENT = 'Rating failed: only learners enrolled in this test series can rate it.';

const round2 = (value: number) => Math.round(value * 100) / 100;

function ratingOf(row: repository.SeriesRow): Rating {
  return { average: round2(row.ratingAverage), count: row.ratingCount, mine: row.myRating };
}

type SeriesFieldsRow = Pick<
  repository.SeriesRow,
  'id' | 'title' | 'description' | 'image' | 'exam' | 'year' | 'testCount' | 'enrollments'
>;

/** The fields every view of a series shares, in the spec's names. */
function seriesFields(row: SeriesFieldsRow) {
  return {
    testSeriesId: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    exam: row.exam,
    year: row.year,
    test: row.testCount,
    enrollments: row.enrollments,
  };
}

export function toSeriesCard(row: repository.SeriesRow): SeriesCard {
  return { ...seriesFields(row), rating: ratingOf(row), ...priceOf(row.pricePaise, row.discountPercent) };
}

/** A series a learner may look at: published, or one they are already enrolled in (kept after archiving). */
async function visibleSeries(db: Database, seriesId: string, userId: string | null) {
  const row = await repository.findSeries(db, seriesId, userId);
  if (!row) throw notFound(SERIES_NOT_FOUND);
  if (row.status !== 'published') {
    const enrolled = userId ? await repository.findEnrolment(db, userId, seriesId) : null;
    if (!enrolled) throw notFound(SERIES_NOT_FOUND);
  }
  return row;
}

export async function listSeries(db: Database, query: { search?: string; exam?: string }, userId: string | null) {
  const rows = await repository.listPublishedSeries(db, {
    search: query.search || undefined,
    exam: query.exam || undefined,
    userId,
  });
  return rows.map(toSeriesCard);
}

export async function seriesSummary(db: Database, seriesId: string, userId: string | null): Promise<SeriesCard> {
  return toSeriesCard(await visibleSeries(db, seriesId, userId));
}

export type DetailResult = { enrolled: true; testSeries: SeriesDetail } | { enrolled: false; testSeries: SeriesCard };

export async function seriesDetail(db: Database, seriesId: string, userId: string, now = new Date()): Promise<DetailResult> {
  const card = toSeriesCard(await visibleSeries(db, seriesId, userId));
  if (!(await repository.findEnrolment(db, userId, seriesId))) return { enrolled: false, testSeries: card };
  const rows = await repository.listSeriesTests(db, seriesId, userId);
  const tests: SeriesTest[] = rows.map((t) => {
    // an attempt past its deadline is over even before the exam engine finalises it
    const over = t.submittedAt !== null || (t.deadline !== null && t.deadline.getTime() <= now.getTime());
    return {
      _id: t.id,
      title: t.title,
      difficulty: t.difficulty,
      timeLimit: t.timeLimitSeconds,
      questionCount: t.questionCount,
      attempted: over,
      inProgress: t.deadline !== null && !over,
    };
  });
  return { enrolled: true, testSeries: { ...card, tests } };
}

export const enrolledSeriesIds = (db: Database, userId: string) => repository.listEnrolledSeriesIds(db, userId);

export async function isEnrolled(db: Database, userId: string, seriesId: string) {
  return (await repository.findEnrolment(db, userId, seriesId)) !== null;
}

/** Free registration: only when the server's final price is exactly 0 (SPEC §5). */
export async function enrolFree(db: Database, userId: string, seriesId: string) {
  const series = await visibleSeries(db, seriesId, userId);
  if (await isEnrolled(db, userId, seriesId)) {
    return { created: false, message: 'You are already enrolled in this test series.' };
  }
  if (series.status !== 'published') throw notFound(SERIES_NOT_FOUND);
  if (!isFree(priceOf(series.pricePaise, series.discountPercent).finalPricePaise)) throw badRequest(NOT_FREE, 'not-free');
  const created = await repository.addFreeEnrolment(db, userId, seriesId);
  return {
    created,
    message: created ? 'Successfully registered for the test series!' : 'You are already enrolled in this test series.',
  };
}

export async function rate(db: Database, userId: string, seriesId: string, stars: number) {
  await visibleSeries(db, seriesId, userId);
  if (!(await isEnrolled(db, userId, seriesId))) throw forbidden(RATING_NEEDS_ENROLMENT, 'rating-needs-enrolment');
  const { created } = await repository.upsertRating(db, userId, seriesId, stars);
  const row = (await repository.findSeries(db, seriesId, userId))!;
  return {
    rating: ratingOf(row),
    message: created ? 'Thanks! Your rating has been saved.' : 'Your rating has been updated.',
  };
}

export async function checkoutUser(db: Database, userId: string): Promise<CheckoutUser> {
  const user = await repository.findUser(db, userId);
  if (!user) throw notFound('User or Test Series not found');
  return { _id: user.id, name: user.name, email: user.email, phone: user.phone, photoUrl: user.image };
}

export async function myLearning(db: Database, userId: string) {
  const [enrolled, attempts] = await Promise.all([
    repository.listEnrolledSeries(db, userId),
    repository.listSubmittedAttempts(db, userId),
  ]);
  const enrolledTestSeries: EnrolledSeries[] = enrolled.map((row) => ({
    ...seriesFields(row),
    rating: { average: round2(row.ratingAverage), count: row.ratingCount },
    enrolledAt: row.enrolledAt.toISOString(),
    source: row.source,
  }));
  const performanceReport = buildPerformanceReport(
    attempts.map((a) => ({
      analysis: a.analysis,
      submittedAt: a.submittedAt!,
      title: a.testTitle ?? a.quizTitle ?? 'Test',
      kind: a.testTitle !== null ? ('test' as const) : ('quiz' as const),
    })),
  );
  return { enrolledTestSeries, performanceReport };
}
