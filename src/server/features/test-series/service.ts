// The test-series rules: what a learner may see, enrol in and rate. Routes stay thin.
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import {
  RATING_MESSAGES,
  type CheckoutUser,
  type EnrolledSeries,
  type Rating,
  type SeriesCard,
  type SeriesDetail,
  type SeriesOverview,
  type SeriesTest,
} from '../../../shared/api/test-series.ts';
import { buildPerformanceReport } from '../../../shared/performance-report.ts';
import { isFree, priceOf } from '../../../shared/pricing.ts';
import { round2 } from '../../../shared/round.ts';
import * as accounts from '../accounts/service.ts';
import * as attempts from '../attempts/service.ts';
import * as catalogue from '../catalogue/service.ts';
import * as enrolments from '../enrolments/service.ts';
import { topicStrengths } from './topic-strengths.ts';
import { seriesContents } from './contents.ts';

/** The receipt PDF's drawing, for the admin's copy of a payment's receipt. */
export { renderReceiptPdf, type ReceiptData } from './receipt.ts';

export const SERIES_NOT_FOUND = 'Test series not found.';
export const NOT_ENROLLED = 'You are not enrolled in this test series. Enrol to see its tests.';
export const NOT_FREE = 'This test series is not free.';
// the rating widget shows a message red when it contains 'fail', so refusals say so
export const RATING_NEEDS_ENROLMENT = RATING_MESSAGES.needsEnrolment;

function ratingOf(row: catalogue.SeriesRow): Rating {
  return { average: round2(row.ratingAverage), count: row.ratingCount, mine: row.myRating };
}

/** The fields every view of a series shares, in the spec's names. */
function seriesFields(row: catalogue.SeriesRow, enrollments: number) {
  return {
    testSeriesId: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    exam: row.exam,
    year: row.year,
    test: row.testCount,
    enrollments,
    hindi: row.hindi ? { title: row.hindi.title, description: row.hindi.description } : null,
  };
}

function toSeriesCard(row: catalogue.SeriesRow, enrollments: number): SeriesCard {
  return { ...seriesFields(row, enrollments), rating: ratingOf(row), ...priceOf(row.pricePaise, row.discountPercent) };
}

/** Cards for catalogue rows, with how many learners each series has and what its tests are. */
async function toSeriesCards(db: Database, rows: catalogue.SeriesRow[]): Promise<SeriesCard[]> {
  const [counts, papers] = await Promise.all([
    enrolments.countBySeries(
      db,
      rows.map((row) => row.id),
    ),
    catalogue.seriesPapers(db, rows),
  ]);
  return rows.map((row) => ({ ...toSeriesCard(row, counts.get(row.id) ?? 0), ...seriesContents(papers.get(row.id) ?? []) }));
}

/** A series a learner may look at: published, or one they are already enrolled in (kept after archiving). */
async function visibleSeries(db: Database, seriesId: string, userId: string | null) {
  const row = await catalogue.findSeries(db, seriesId, userId);
  if (!row) throw notFound(SERIES_NOT_FOUND, { reason: 'series-not-found' });
  if (row.status !== 'published') {
    const enrolled = userId ? await enrolments.isEnrolled(db, userId, seriesId) : false;
    if (!enrolled) throw notFound(SERIES_NOT_FOUND, { reason: 'series-not-found' });
  }
  return row;
}

export async function listSeries(db: Database, query: { search?: string; exam?: string }, userId: string | null) {
  const rows = await catalogue.listPublishedSeries(db, {
    search: query.search || undefined,
    exam: query.exam || undefined,
    userId,
  });
  return toSeriesCards(db, rows);
}

export async function seriesSummary(db: Database, seriesId: string, userId: string | null): Promise<SeriesCard> {
  const [card] = await toSeriesCards(db, [await visibleSeries(db, seriesId, userId)]);
  return card!;
}

/** What anyone may read about a published series: its card and its tests' names, lengths and sizes. */
export async function seriesOverview(db: Database, seriesId: string, userId: string | null): Promise<SeriesOverview> {
  const card = await seriesSummary(db, seriesId, userId);
  const rows = await catalogue.listPublishedTests(db, seriesId);
  const tests = rows.map((t) => ({ _id: t.id, title: t.title, difficulty: t.difficulty, timeLimit: t.timeLimitSeconds, questionCount: t.questionCount }));
  return { ...card, tests };
}

export type DetailResult = { enrolled: true; testSeries: SeriesDetail } | { enrolled: false; testSeries: SeriesCard };

/** `now` is the server's clock (the database's, read locally) in epoch milliseconds. */
export async function seriesDetail(db: Database, now: number, seriesId: string, userId: string): Promise<DetailResult> {
  const card = await seriesSummary(db, seriesId, userId);
  if (!(await enrolments.isEnrolled(db, userId, seriesId))) return { enrolled: false, testSeries: card };
  const rows = await catalogue.listPublishedTests(db, seriesId);
  const attemptsByTest = await attempts.findAttemptsOfTests(
    db,
    userId,
    rows.map((row) => row.id),
  );
  const tests: SeriesTest[] = rows.map((t) => {
    const attempt = attemptsByTest.get(t.id);
    // an attempt past its deadline is over even before the exam engine finalises it
    const over = attempt !== undefined && (attempt.submittedAt !== null || attempt.deadline.getTime() <= now);
    return {
      _id: t.id,
      title: t.title,
      difficulty: t.difficulty,
      timeLimit: t.timeLimitSeconds,
      questionCount: t.questionCount,
      attempted: over,
      inProgress: attempt !== undefined && !over,
    };
  });
  return { enrolled: true, testSeries: { ...card, tests } };
}

export const enrolledSeriesIds = enrolments.enrolledSeriesIds;

export const isEnrolled = enrolments.isEnrolled;

/** Free registration: only when the server's final price is exactly 0 (SPEC §5). */
export async function enrolFree(db: Database, userId: string, seriesId: string) {
  const series = await visibleSeries(db, seriesId, userId);
  if (await isEnrolled(db, userId, seriesId)) {
    return { created: false, message: 'You are already enrolled in this test series.' };
  }
  if (series.status !== 'published') throw notFound(SERIES_NOT_FOUND, { reason: 'series-not-found' });
  if (!isFree(priceOf(series.pricePaise, series.discountPercent).finalPricePaise)) throw badRequest(NOT_FREE, 'not-free');
  const { created } = await enrolments.enrol(db, { userId, seriesId, source: 'free' });
  return {
    created,
    message: created ? 'Successfully registered for the test series!' : 'You are already enrolled in this test series.',
  };
}

export async function rate(db: Database, userId: string, seriesId: string, stars: number) {
  await visibleSeries(db, seriesId, userId);
  if (!(await isEnrolled(db, userId, seriesId))) throw forbidden(RATING_NEEDS_ENROLMENT, 'rating-needs-enrolment');
  const { created } = await catalogue.upsertRating(db, userId, seriesId, stars);
  const row = (await catalogue.findSeries(db, seriesId, userId))!;
  return {
    rating: ratingOf(row),
    message: created ? RATING_MESSAGES.saved : RATING_MESSAGES.updated,
  };
}

export async function checkoutUser(db: Database, userId: string): Promise<CheckoutUser> {
  const user = await accounts.findUser(db, userId);
  if (!user) throw notFound('User or Test Series not found', { reason: 'user-or-series-not-found' });
  return { _id: user.id, name: user.name, email: user.email, phone: user.phone, photoUrl: user.image };
}

export async function myLearning(db: Database, now: number, userId: string) {
  const [enrolled, submitted, topics] = await Promise.all([
    enrolments.listEnrolments(db, userId),
    // a quiz still open for others keeps each question's verdict back from the report (decision 039)
    attempts.listSubmittedAttempts(db, userId).then((rows) => attempts.analysesAsDisclosed(db, rows, now)),
    topicStrengths(db, userId),
  ]);
  const seriesIds = enrolled.map((enrolment) => enrolment.seriesId);
  const [seriesRows, counts, titles] = await Promise.all([
    catalogue.findSeriesMany(db, seriesIds, userId),
    enrolments.countBySeries(db, seriesIds),
    catalogue.titlesOf(
      db,
      submitted.flatMap((a) => (a.testId ? [a.testId] : [])),
      submitted.flatMap((a) => (a.quizId ? [a.quizId] : [])),
    ),
  ]);
  const seriesById = new Map(seriesRows.map((row) => [row.id, row]));
  const enrolledTestSeries: EnrolledSeries[] = enrolled.flatMap((enrolment) => {
    const row = seriesById.get(enrolment.seriesId);
    if (!row) return [];
    return [
      {
        ...seriesFields(row, counts.get(row.id) ?? 0),
        rating: { average: round2(row.ratingAverage), count: row.ratingCount },
        enrolledAt: enrolment.createdAt.toISOString(),
        source: enrolment.source,
      },
    ];
  });
  const performanceReport = buildPerformanceReport(
    submitted.map((a) => ({
      analysis: a.analysis,
      submittedAt: a.submittedAt!,
      title: titles.get(a.testId ?? a.quizId ?? '') ?? 'Test',
      kind: a.testId !== null ? ('test' as const) : ('quiz' as const),
    })),
    topics,
  );
  return { enrolledTestSeries, performanceReport };
}
