// SQL of learners' reports of questions: one per learner and question (a unique index), a few a day.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questionReports } from '../../db/review-schema.ts';
import type { ReportReason } from '../../../shared/api/question-reports.ts';

export type ReportRow = typeof questionReports.$inferSelect;
export type ReportValues = Pick<typeof questionReports.$inferInsert, 'questionId' | 'userId' | 'attemptId' | 'questionVersion' | 'reason' | 'note'>;

/**
 * Holds the learner's reports still until the transaction ends: two sent at once are counted one
 * after the other, so the daily limit holds under a race. A transaction-scoped advisory lock, keyed
 * by the learner, so other learners never wait.
 */
export async function lockReporter(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`question-report:${userId}`}, 0))`);
}

/** The learner's reports in the last 24 hours, by the database's clock. */
export async function countReportsInLastDay(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), sql`${questionReports.createdAt} > now() - interval '24 hours'`));
  return row?.n ?? 0;
}

export async function findReportOf(db: Database, userId: string, questionId: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), eq(questionReports.questionId, questionId)))
    .limit(1);
  return row ?? null;
}

/** null when the learner had reported the question already (the unique index decides, so a race cannot make two). */
export async function insertReport(db: Database, values: ReportValues): Promise<ReportRow | null> {
  const [row] = await db.insert(questionReports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Which of these questions the learner has reported, whenever and from whichever paper. */
export async function reportedAmong(db: Database, userId: string, questionIds: string[]): Promise<string[]> {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ questionId: questionReports.questionId })
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), inArray(questionReports.questionId, questionIds)));
  return rows.map((row) => row.questionId);
}

// ---- the review queue's side: open reports grouped by question

const isOpen = eq(questionReports.status, 'open');

export interface OpenGroupRow {
  questionId: string;
  count: number;
  latestAt: Date;
  reasons: Record<ReportReason, number>;
}

/** A page of questions with open reports: the most reported first, then the most recently reported. */
export async function listOpenGroups(db: Database, { limit, offset }: { limit: number; offset: number }): Promise<OpenGroupRow[]> {
  const byReason = (reason: ReportReason) => sql<number>`count(*) filter (where ${questionReports.reason} = ${reason})`.mapWith(Number);
  const latest = sql<Date>`max(${questionReports.createdAt})`.mapWith((value: string | Date) => new Date(value));
  const rows = await db
    .select({
      questionId: questionReports.questionId,
      count: count(),
      latestAt: latest,
      wrongKey: byReason('wrong-key'),
      typo: byReason('typo'),
      unclear: byReason('unclear'),
      outOfSyllabus: byReason('out-of-syllabus'),
    })
    .from(questionReports)
    .where(isOpen)
    .groupBy(questionReports.questionId)
    .orderBy(desc(count()), desc(latest), questionReports.questionId)
    .limit(limit)
    .offset(offset);
  return rows.map(({ wrongKey, typo, unclear, outOfSyllabus, ...row }) => ({
    ...row,
    reasons: { 'wrong-key': wrongKey, typo, unclear, 'out-of-syllabus': outOfSyllabus },
  }));
}

/** Questions with open reports, and open reports, in all. */
export async function countOpen(db: Database): Promise<{ questions: number; reports: number }> {
  const [row] = await db
    .select({ questions: sql<number>`count(distinct ${questionReports.questionId})`.mapWith(Number), reports: count() })
    .from(questionReports)
    .where(isOpen);
  return { questions: row?.questions ?? 0, reports: row?.reports ?? 0 };
}

/** The open reports of these questions, newest first. */
export async function listOpenReportsOf(db: Database, questionIds: string[]): Promise<ReportRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(questionReports)
    .where(and(isOpen, inArray(questionReports.questionId, questionIds)))
    .orderBy(desc(questionReports.createdAt), desc(questionReports.id));
}

/** The question's open reports, locked until the transaction ends: a second master resolving them waits, then finds none. */
export async function lockOpenReportsOf(db: Database, questionId: string): Promise<ReportRow[]> {
  return db
    .select()
    .from(questionReports)
    .where(and(isOpen, eq(questionReports.questionId, questionId)))
    .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
    .for('update');
}

export async function resolveReports(db: Database, ids: string[], values: Pick<ReportRow, 'resolution' | 'response' | 'resolvedBy'>): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(questionReports)
    .set({ ...values, status: 'resolved', resolvedAt: sql`now()` })
    .where(and(isOpen, inArray(questionReports.id, ids)))
    .returning();
}

/** Every report a learner sent, oldest first (their data export). */
export async function listReportsOfUser(db: Database, userId: string): Promise<ReportRow[]> {
  return db.select().from(questionReports).where(eq(questionReports.userId, userId)).orderBy(questionReports.createdAt);
}
