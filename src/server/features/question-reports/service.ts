// Learners' reports of questions met in a result: one per learner and question, a few a day, each
// naming the attempt and the version of the question the learner was served. The review queue
// (features/admin/reports) reads and resolves them through the functions at the end.
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, HttpError } from '../../http-errors.ts';
import { ALREADY_REPORTED, reportLimitMessage, REPORTS_PER_DAY, type ReportFields, type ReportResponse } from '../../../shared/api/question-reports.ts';
import { requireOwnAttempt, settleIfExpired, type AttemptRow } from '../attempts/service.ts';
import { questionInPaper } from '../catalogue/papers.service.ts';
import * as repository from './repository.ts';

export type { OpenGroupRow, ReportRow } from './repository.ts';

const NOT_SUBMITTED = 'You can report a question once you have submitted this attempt and its solutions are shown.';
const NOT_IN_PAPER = 'This question is not in the paper of this attempt.';

const paperOf = (attempt: Pick<AttemptRow, 'testId' | 'quizId'>) =>
  attempt.testId ? { kind: 'test' as const, id: attempt.testId } : { kind: 'quiz' as const, id: attempt.quizId! };

/**
 * The version of the question this attempt was served: the attempt's own record when the paper has
 * moved on to another version since, else the version the paper serves; null when neither says.
 */
function servedVersion(attempt: AttemptRow, questionId: string, paperVersion: number): number | null {
  const kept = attempt.servedVersions?.[questionId];
  if (typeof kept === 'number' && kept > 0) return kept;
  return paperVersion > 0 ? paperVersion : null;
}

/**
 * Reports a question of the learner's own submitted attempt. Refused: another learner's attempt
 * (403), one still open (409), a question not in its paper (400), a second report of the question
 * (409), more than REPORTS_PER_DAY in 24 hours (429). A refusal writes nothing.
 */
export async function reportQuestion(db: Database, now: number, userId: string, attemptId: string, input: ReportFields): Promise<ReportResponse> {
  const attempt = await settleIfExpired(db, now, await requireOwnAttempt(db, userId, attemptId));
  if (!attempt.submittedAt) throw conflict(NOT_SUBMITTED, 'attempt-open');
  const placed = await questionInPaper(db, paperOf(attempt), input.questionId);
  if (!placed) throw badRequest(NOT_IN_PAPER, 'invalid-input', { reason: 'question-not-in-attempt' });

  return db.transaction(async (tx) => {
    await repository.lockReporter(tx, userId);
    // the more telling refusal first: a second report of the same question is 'already', whatever the day's count
    if (await repository.findReportOf(tx, userId, input.questionId)) throw conflict(ALREADY_REPORTED, 'already-reported');
    const lastDay = await repository.countReportsInLastDay(tx, userId);
    if (lastDay >= REPORTS_PER_DAY) throw new HttpError(429, 'rate-limited', reportLimitMessage, { reason: 'report-limit', limit: REPORTS_PER_DAY });
    const row = await repository.insertReport(tx, {
      questionId: input.questionId,
      userId,
      attemptId: attempt.id,
      questionVersion: servedVersion(attempt, input.questionId, placed.version),
      reason: input.reason,
      note: input.note,
    });
    if (!row) throw conflict(ALREADY_REPORTED, 'already-reported');
    return {
      success: true as const,
      report: { questionId: row.questionId, reason: row.reason, createdAt: row.createdAt.toISOString() },
      remainingToday: Math.max(0, REPORTS_PER_DAY - lastDay - 1),
    };
  });
}

/** Which of a result's questions the learner has reported: their buttons read 'Reported'. */
export const reportedQuestionIds = (db: Database, userId: string, questionIds: string[]) => repository.reportedAmong(db, userId, questionIds);

// ---- for the review queue (features/admin/reports), which adds the rules, the notices and the audit

export const openReportGroups = (db: Database, page: { limit: number; offset: number }) => repository.listOpenGroups(db, page);
export const countOpenReports = (db: Database) => repository.countOpen(db);
export const openReportsOf = (db: Database, questionIds: string[]) => repository.listOpenReportsOf(db, questionIds);
/** In the caller's transaction: held until it ends. */
export const lockOpenReportsOf = (db: Database, questionId: string) => repository.lockOpenReportsOf(db, questionId);
export const markReportsResolved = (db: Database, ids: string[], values: Parameters<typeof repository.resolveReports>[2]) =>
  repository.resolveReports(db, ids, values);

/** Every report a learner sent, for their data export. */
export const reportsOfUser = (db: Database, userId: string) => repository.listReportsOfUser(db, userId);
