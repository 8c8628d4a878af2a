// The admin area's API (everything under /api/admin is admin-only on the server).
import { z } from 'zod';
import { route } from './contract.ts';
import { author } from './admin-content.ts';

/** One of the viewer's questions a reviewer answered: sent back for changes, or rejected. */
const answeredQuestion = z.object({
  id: z.string(),
  /** the question's first words, as plain text */
  excerpt: z.string(),
  /** the reviewer's last words: what to change, or why it was rejected */
  words: z.string(),
  reviewer: author.nullable(),
  at: z.string(),
});
const answeredList = z.object({ total: z.number(), questions: z.array(answeredQuestion) });

/** What the review conversation leaves the viewer to do (src/server/features/admin/review/thread.ts). */
export const reviewWork = z.object({
  /** drafts submitted and waiting in the queue; null for a creator, who does not review */
  submittedWaiting: z.number().nullable(),
  /** the viewer's own questions */
  changesRequested: answeredList,
  rejected: answeredList,
});
export type ReviewWork = z.infer<typeof reviewWork>;

/** GET /api/admin/overview: how many of each thing the site holds. */
export const adminOverview = z.object({
  users: z.number(),
  testSeries: z.number(),
  questions: z.number(),
  quizzes: z.number(),
  enrolments: z.number(),
  tests: z.number(),
  questionsByStatus: z.object({ draft: z.number(), published: z.number(), archived: z.number() }),
  /** attempts started since this quiz week began (Monday 00:00 India time) */
  attemptsThisWeek: z.number(),
  /** drafts a master could review and publish; null for a creator, who cannot publish */
  draftsForReview: z.object({ series: z.number(), tests: z.number(), quizzes: z.number(), questions: z.number() }).nullable(),
  review: reviewWork,
  /** learners' reports of questions waiting for a master (features/admin/reports) */
  openReports: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverview>;

/** The admin home's counters (src/server/features/admin/routes.ts). */
export const adminApi = {
  overview: route('GET', '/api/admin/overview', { response: { 200: adminOverview } }),
};
