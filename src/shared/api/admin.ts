// The admin area's API (everything under /api/admin is admin-only on the server).
import { z } from 'zod';
import { route } from './contract.ts';

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
  /** learners' reports of questions waiting for a master (features/admin/reports) */
  openReports: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverview>;

/** The admin home's counters (src/server/features/admin/routes.ts). */
export const adminApi = {
  overview: route('GET', '/api/admin/overview', { response: { 200: adminOverview } }),
};
