// 'Download my data': everything stored about a learner, gathered from each module through its own
// service (docs/decisions/008), never by reading another module's tables.
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import type { AccountExport } from '../../../shared/api/accounts.ts';
import { analysesAsDisclosed, listAttemptsOfUser } from '../attempts/service.ts';
import { auditEntriesAbout } from '../audit/service.ts';
import { findSeriesMany, listRatingsOfUser, titlesOf } from '../catalogue/service.ts';
import { notificationReadsOf } from '../content/service.ts';
import { listEnrolments } from '../enrolments/service.ts';
import { listPayments } from '../payments/service.ts';
import { listWinsOfUser } from '../weekly-quiz/service.ts';
import { allNoticesOf } from '../notices/service.ts';
import { reportsOfUser } from '../question-reports/service.ts';
import { listSessionsOfUser } from './profile.repository.ts';
import { findUser } from './repository.ts';
import { hashToken } from './service.ts';

// a learner has one attempt per test or quiz and a handful of orders: these bounds are never reached
const ALL = 100_000;

/** Audit entities that name a person: another learner's are never in this learner's file. */
const PERSONAL_ENTITIES = new Set(['user', 'enrolment', 'payment']);

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The file's name: the date (India time) tells two downloads apart. */
export function exportFileName(now: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(now));
  return `prepverse-my-data-${day}.json`;
}

/** `currentToken` marks the session the download came from; `now` is the server's clock in epoch ms. */
export async function exportAccount(db: Database, userId: string, currentToken: string | null, now: number): Promise<AccountExport> {
  const user = await findUser(db, userId);
  if (!user || user.deletedAt) throw notFound('This account no longer exists.', { reason: 'account-gone' });

  const [sessions, enrolments, { rows: payments }, attempts, ratings, reads, wins, reports, notices] = await Promise.all([
    listSessionsOfUser(db, userId),
    listEnrolments(db, userId),
    listPayments(db, { userId }, { offset: 0, limit: ALL }),
    // a quiz still open for others keeps each question's verdict back, here too (decision 039)
    listAttemptsOfUser(db, userId, ALL).then((rows) => analysesAsDisclosed(db, rows, now)),
    listRatingsOfUser(db, userId),
    notificationReadsOf(db, userId),
    listWinsOfUser(db, userId),
    reportsOfUser(db, userId),
    allNoticesOf(db, userId),
  ]);
  const paymentIds = payments.map((payment) => payment.id);
  const seriesIds = [...new Set([...enrolments.map((row) => row.seriesId), ...payments.map((row) => row.seriesId)])];
  const testIds = attempts.flatMap((row) => (row.testId ? [row.testId] : []));
  const quizIds = [...attempts.flatMap((row) => (row.quizId ? [row.quizId] : [])), ...wins.map((row) => row.quizId)];
  const [audit, series, titles] = await Promise.all([
    auditEntriesAbout(db, { userId, paymentIds }),
    findSeriesMany(db, seriesIds, null),
    titlesOf(db, testIds, quizIds),
  ]);
  const seriesTitle = new Map(series.map((row) => [row.id, row.title]));
  const currentHash = currentToken ? hashToken(currentToken) : null;
  const ownPayments = new Set(paymentIds);
  const aboutThem = (entity: string, entityId: string | null) =>
    (entity === 'user' && entityId === userId) ||
    (entity === 'enrolment' && entityId?.startsWith(`${userId}:`) === true) ||
    (entity === 'payment' && entityId !== null && ownPayments.has(entityId));

  return {
    format: 'prepverse-account-export/1',
    exportedAt: new Date(now).toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      phone: user.phone,
      targetExam: user.targetExam,
      targetYear: user.targetYear,
      role: user.role,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      lastSignInAt: isoOrNull(user.lastSignInAt),
    },
    sessions: sessions.map((row) => ({
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      revokedAt: isoOrNull(row.revokedAt),
      userAgent: row.userAgent,
      current: row.idHash === currentHash,
    })),
    enrolments: enrolments.map((row) => ({
      seriesId: row.seriesId,
      seriesTitle: seriesTitle.get(row.seriesId) ?? 'Deleted series',
      source: row.source,
      paymentId: row.paymentId,
      createdAt: iso(row.createdAt),
    })),
    payments: payments.map((row) => ({
      id: row.id,
      seriesId: row.seriesId,
      seriesTitle: seriesTitle.get(row.seriesId) ?? 'Deleted series',
      receiptNumber: row.receiptNumber,
      razorpayOrderId: row.razorpayOrderId,
      razorpayPaymentId: row.razorpayPaymentId,
      originalPricePaise: row.originalPricePaise,
      discountPercent: row.discountPercent,
      amountPaise: row.amountPaise,
      currency: row.currency,
      status: row.status,
      createdAt: iso(row.createdAt),
      paidAt: isoOrNull(row.paidAt),
    })),
    attempts: attempts.map((row) => ({
      id: row.id,
      kind: row.testId ? ('test' as const) : ('quiz' as const),
      testId: row.testId,
      quizId: row.quizId,
      title: titles.get((row.testId ?? row.quizId)!) ?? 'Deleted paper',
      startedAt: iso(row.startedAt),
      deadline: iso(row.deadline),
      submittedAt: isoOrNull(row.submittedAt),
      endedBy: row.endedBy,
      score: row.score,
      answers: row.answers,
      analysis: row.analysis,
    })),
    ratings: ratings.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })),
    notificationReads: reads.map((row) => ({ ...row, readAt: iso(row.readAt) })),
    weeklyQuizWins: wins.map((row) => ({
      quizId: row.quizId,
      quizTitle: titles.get(row.quizId) ?? 'Weekly quiz',
      prizeSeriesId: row.seriesId,
      announcedAt: iso(row.announcedAt),
    })),
    questionReports: reports.map((row) => ({
      questionId: row.questionId,
      attemptId: row.attemptId,
      questionVersion: row.questionVersion,
      reason: row.reason,
      note: row.note,
      status: row.status,
      resolution: row.resolution,
      response: row.response,
      createdAt: iso(row.createdAt),
      resolvedAt: isoOrNull(row.resolvedAt),
    })),
    notices,
    audit: audit.map((row) => {
      const about = aboutThem(row.entity, row.entityId);
      return {
        action: row.action,
        entity: row.entity,
        // what they did to another person's records says what and when, not whose or how
        entityId: about || !PERSONAL_ENTITIES.has(row.entity) ? row.entityId : null,
        byYou: row.actorId === userId,
        detail: about ? row.detail : null,
        createdAt: iso(row.createdAt),
      };
    }),
  };
}
