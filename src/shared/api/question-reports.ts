// A learner's report of a question met in a result (a wrong key, a typo…): sent from the result's
// solutions, one per learner and question, a few a day. Masters answer them from the review queue
// (admin-reports.ts) and the learner is told the outcome (notices.ts).
import { z } from 'zod';
import { route } from './contract.ts';

export const reportReasons = ['wrong-key', 'typo', 'unclear', 'out-of-syllabus'] as const;
export const reportReason = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReason>;

/** The reasons in a learner's words, in the order the dialog offers them. */
export const reportReasonLabels: Record<ReportReason, string> = {
  'wrong-key': 'The answer key is wrong',
  typo: 'There is a typo',
  unclear: 'The question is unclear',
  'out-of-syllabus': 'It is out of syllabus',
};

/** The same reasons, short, for an admin's counts. */
export const reportReasonShortLabels: Record<ReportReason, string> = {
  'wrong-key': 'Wrong key',
  typo: 'Typo',
  unclear: 'Unclear',
  'out-of-syllabus': 'Out of syllabus',
};

export const REPORT_NOTE_MAX = 1000;

/** A learner's reports in any 24 hours: enough for a paper with a few bad questions, too few to flood the queue. */
export const REPORTS_PER_DAY = 10;

/** POST /api/attempts/:attemptId/reports: a question of the learner's own submitted attempt. */
export const reportInput = z.object({
  questionId: z.uuid(),
  reason: reportReason,
  note: z.string().trim().max(REPORT_NOTE_MAX, `At most ${REPORT_NOTE_MAX} characters.`).default(''),
});
export type ReportInput = z.input<typeof reportInput>;
export type ReportFields = z.output<typeof reportInput>;

export const reportResponse = z.object({
  success: z.literal(true),
  report: z.object({ questionId: z.string(), reason: reportReason, createdAt: z.string() }),
  /** how many more the learner may send in the next 24 hours */
  remainingToday: z.number(),
});
export type ReportResponse = z.infer<typeof reportResponse>;

export const ALREADY_REPORTED = 'You have already reported this question.';
export const reportLimitMessage = `You can report at most ${REPORTS_PER_DAY} questions in 24 hours. Please try again later.`;

/** The learner's side (src/server/features/question-reports/routes.ts). */
export const questionReportApi = {
  report: route('POST', '/api/attempts/:attemptId/reports', {
    params: z.object({ attemptId: z.uuid() }),
    body: reportInput,
    response: { 200: reportResponse },
  }),
};
