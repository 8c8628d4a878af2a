// The admin area's API (everything under /api/admin is admin-only on the server).
import { z } from 'zod';

/** GET /api/admin/overview: how many of each thing the site holds. */
export const adminOverview = z.object({
  users: z.number(),
  testSeries: z.number(),
  questions: z.number(),
  quizzes: z.number(),
  enrolments: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverview>;
