// Learners' reports in the review queue: the open ones grouped by question, most reported first, and
// a question's open reports resolved together (answered, edited or regraded), each reporter told the
// outcome in the same transaction, audited.
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http-errors.ts';
import { reportReasons } from '../../../../shared/api/question-reports.ts';
import type { ReportGroup, ReportQueue, ReportResolution, ResolveReportsResult } from '../../../../shared/api/admin-reports.ts';
import { findPublicProfiles } from '../../accounts/service.ts';
import { recordChange } from '../../audit/service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { notifyUsers } from '../../notices/service.ts';
import * as reports from '../../question-reports/service.ts';
import type { Actor } from '../authoring.ts';
import { reportNotice } from './notice-text.ts';
import { papersOfAttempts, resultPlace } from './papers.ts';

export const NO_OPEN_REPORTS = 'This question has no open reports any more: another master has probably resolved them meanwhile.';

/** A page of questions with open reports, each with its reports newest first, the reasons counted and the papers named. */
export async function reportQueue(db: Database, { page, pageSize }: { page: number; pageSize: number }): Promise<Omit<ReportQueue, 'success'>> {
  const [groups, totals] = await Promise.all([reports.openReportGroups(db, { limit: pageSize, offset: (page - 1) * pageSize }), reports.countOpenReports(db)]);
  const questionIds = groups.map((group) => group.questionId);
  const open = await reports.openReportsOf(db, questionIds);
  const [questions, papers, people] = await Promise.all([
    Promise.all(questionIds.map((id) => bank.findQuestionRecord(db, id))),
    papersOfAttempts(
      db,
      open.map((report) => report.attemptId),
    ),
    findPublicProfiles(db, [...new Set(open.map((report) => report.userId))]),
  ]);

  const built: ReportGroup[] = [];
  groups.forEach((group, index) => {
    const question = questions[index];
    // a question deleted meanwhile took its reports with it
    if (!question) return;
    const mine = open.filter((report) => report.questionId === group.questionId);
    const byPaper = new Map<string, ReportGroup['papers'][number]>();
    const rows = mine.map((report) => {
      const paper = report.attemptId ? (papers.get(report.attemptId) ?? null) : null;
      if (paper) {
        const seen = byPaper.get(paper.id);
        byPaper.set(paper.id, seen ? { ...seen, reports: seen.reports + 1 } : { ...paper, reports: 1 });
      }
      return {
        id: report.id,
        reason: report.reason,
        note: report.note,
        reporter: { id: report.userId, name: people.get(report.userId)?.name ?? 'A deleted account' },
        paper,
        questionVersion: report.questionVersion,
        createdAt: report.createdAt.toISOString(),
      };
    });
    built.push({
      question: { id: question.id, text: question.text, type: question.type, status: question.status, version: question.version },
      count: group.count,
      reasons: Object.fromEntries(reportReasons.map((reason) => [reason, group.reasons[reason]])) as ReportGroup['reasons'],
      latestAt: group.latestAt.toISOString(),
      papers: [...byPaper.values()].sort((a, b) => b.reports - a.reports),
      reports: rows,
    });
  });
  return { groups: built, page, pageSize, total: totals.questions, openReports: totals.reports };
}

/** Open reports in all: the admin overview's one number. */
export const openReportCount = async (db: Database) => (await reports.countOpenReports(db)).reports;

/**
 * Resolves every open report of the question with one outcome: each report records it, each reporter
 * gets a notice saying it (with the master's words), and the audit log keeps the reports before and
 * after, all in one transaction. 'edited' records the question's version when an edit has moved it
 * past the versions the learners were served.
 */
export async function resolveQuestionReports(
  db: Database,
  actor: Actor,
  questionId: string,
  input: { resolution: ReportResolution; response: string },
): Promise<Omit<ResolveReportsResult, 'success'>> {
  return db.transaction(async (tx) => {
    // locked: an edit of the question finishes before its version is read, or waits for this
    const question = await bank.findQuestionRecord(tx, questionId, true);
    if (!question) throw notFound('No such question.');
    const open = await reports.lockOpenReportsOf(tx, questionId);
    if (open.length === 0) throw conflict(NO_OPEN_REPORTS, 'no-open-reports');

    const served = Math.max(1, ...open.map((report) => report.questionVersion ?? 0));
    const version = input.resolution === 'edited' && question.version > served ? question.version : null;
    const response = input.response.trim();
    const resolved = await reports.markReportsResolved(
      tx,
      open.map((report) => report.id),
      { resolution: input.resolution, response: response || null, resolvedBy: actor.id },
    );

    const papers = await papersOfAttempts(
      tx,
      open.map((report) => report.attemptId),
    );
    const notices = [];
    for (const report of open) {
      const paper = report.attemptId ? papers.get(report.attemptId) : undefined;
      const place = paper ? await resultPlace(tx, paper, report.userId, questionId) : null;
      const text = reportNotice({ resolution: input.resolution, response, version }, report.reason, {
        paperTitle: place?.paperTitle ?? null,
        questionNumber: place?.questionNumber ?? null,
      });
      notices.push({ userId: report.userId, kind: 'report' as const, ...text, link: place?.link ?? null });
    }
    await notifyUsers(tx, notices);
    await recordChange(tx, {
      actorId: actor.id,
      action: 'question.reports.resolve',
      entity: 'question',
      entityId: questionId,
      before: { reports: open },
      after: { resolution: input.resolution, response: response || null, version, reports: resolved },
    });
    return { resolved: resolved.length, version };
  });
}
