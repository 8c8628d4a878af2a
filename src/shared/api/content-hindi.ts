// The Hindi version of what admins write for learners (issue 30): a test series' title and
// description, a notification's title and body. The English stays required; the Hindi is optional,
// and a learner whose interface reads Hindi sees it where it exists (src/web/lib/content-language.ts).
import { z } from 'zod';

/** A series' Hindi: its title, and its description (Markdown, may be left empty: the English shows). */
export const seriesHindi = z.object({
  title: z.string().trim().min(1, 'Enter the Hindi title, or remove the Hindi version.').max(200, 'At most 200 characters.'),
  description: z.string().max(20_000, 'At most 20,000 characters.').default(''),
});
export type SeriesHindi = z.infer<typeof seriesHindi>;

/** A notification's Hindi: its title and its body (Markdown), both needed. */
export const notificationHindi = z.object({
  title: z.string().trim().min(1, 'Enter the Hindi title, or remove the Hindi version.').max(200, 'At most 200 characters.'),
  body: z.string().trim().min(1, 'Write the Hindi text, or remove the Hindi version.').max(50_000, 'At most 50,000 characters.'),
});
export type NotificationHindi = z.infer<typeof notificationHindi>;

/** What a learner's list shows of a notification in Hindi: its title and the start of its body. */
export const notificationSummaryHindi = z.object({ title: z.string(), excerpt: z.string() });
