// Learners' reports of questions, as the review queue shows them: the open ones grouped by question
// (most reported first), and a question's reports resolved together with one outcome, each reporter
// told (question-reports.ts is the learner's side).
import { z } from 'zod';
import { route } from './contract.ts';
import { idParams } from './admin-content.ts';
import { questionType } from './exam.ts';
import { reportReason, reportReasons } from './question-reports.ts';

export const paperKind = z.enum(['test', 'quiz']);
export type PaperKind = z.infer<typeof paperKind>;

/** The paper a report came from: the test or quiz of the reporter's attempt. */
export const reportedPaper = z.object({ kind: paperKind, id: z.string(), title: z.string() });
export type ReportedPaper = z.infer<typeof reportedPaper>;

export const openReport = z.object({
  id: z.string(),
  reason: reportReason,
  note: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  paper: reportedPaper.nullable(),
  /** the version the reporter was served; null when not known */
  questionVersion: z.number().nullable(),
  createdAt: z.string(),
});
export type OpenReport = z.infer<typeof openReport>;

export const reportGroup = z.object({
  question: z.object({
    id: z.string(),
    text: z.string(), // Markdown + LaTeX
    type: questionType,
    status: z.enum(['draft', 'published', 'archived']),
    /** its current version: an edit since the reports moves it past theirs */
    version: z.number(),
  }),
  count: z.number(),
  reasons: z.object(Object.fromEntries(reportReasons.map((reason) => [reason, z.number()])) as Record<(typeof reportReasons)[number], z.ZodNumber>),
  latestAt: z.string(),
  /** the papers the reports came from, with how many each: where a regrade would apply */
  papers: z.array(reportedPaper.extend({ reports: z.number() })),
  /** newest first */
  reports: z.array(openReport),
});
export type ReportGroup = z.infer<typeof reportGroup>;

export const reportQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /api/admin/reports: questions with open reports, most reported first (then the most recently reported). */
export const reportQueueResponse = z.object({
  success: z.literal(true),
  groups: z.array(reportGroup),
  page: z.number(),
  pageSize: z.number(),
  /** questions with open reports */
  total: z.number(),
  /** open reports in all */
  openReports: z.number(),
});
export type ReportQueue = z.infer<typeof reportQueueResponse>;

export const reportResolutions = ['answered', 'edited', 'regraded'] as const;
export const reportResolution = z.enum(reportResolutions);
export type ReportResolution = z.infer<typeof reportResolution>;

export const REPORT_RESPONSE_MAX = 2000;

/**
 * POST /api/admin/reports/:id/resolve (the question's id): every open report of the question gets the
 * outcome. 'answered' needs the written answer; after an edit or a regrade a word is optional.
 */
export const resolveReportsInput = z
  .object({
    resolution: reportResolution,
    response: z.string().trim().max(REPORT_RESPONSE_MAX, `At most ${REPORT_RESPONSE_MAX} characters.`).default(''),
  })
  .refine((input) => input.resolution !== 'answered' || input.response.length >= 3, {
    message: 'Write your answer to the learners, in at least 3 characters.',
    path: ['response'],
  });
export type ResolveReportsInput = z.input<typeof resolveReportsInput>;

export const resolveReportsResponse = z.object({
  success: z.literal(true),
  resolved: z.number(),
  /** the question's version recorded with an 'edited' resolution, when it moved past the reported ones */
  version: z.number().nullable(),
});
export type ResolveReportsResult = z.infer<typeof resolveReportsResponse>;

/** The regrade screen for one question of a paper (features/admin/regrade). */
export const regradePath = (paper: { kind: PaperKind; id: string }, questionId: string) =>
  `/admin/regrade?kind=${paper.kind}&id=${encodeURIComponent(paper.id)}&question=${encodeURIComponent(questionId)}`;

/** The reports in the review queue (src/server/features/admin/reports/routes.ts). */
export const adminReportApi = {
  queue: route('GET', '/api/admin/reports', { querystring: reportQueueQuery, response: { 200: reportQueueResponse } }),
  resolve: route('POST', '/api/admin/reports/:id/resolve', { params: idParams, body: resolveReportsInput, response: { 200: resolveReportsResponse } }),
};
