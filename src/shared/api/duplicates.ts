// What the bank's duplicates check answers (src/server/features/admin/duplicates): the questions a
// question being saved, imported or generated matches. A match never stops a save; it is shown.
import { z } from 'zod';
import { contentStatus } from './admin-content.ts';

/**
 * Two questions whose normalised texts (stem and options, lower case, punctuation and spacing folded)
 * have a trigram similarity of at least this are near-duplicates: a changed number or two in a long
 * stem stays above it, another question on the same subject falls well below it.
 */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;

/** At most this many matches are named for one question, the closest first. */
export const DUPLICATES_SHOWN = 5;

export const questionDuplicate = z.object({
  id: z.string(),
  /** the start of the other question's text */
  excerpt: z.string(),
  /** pg_trgm's similarity of the two normalised texts, 0 to 1 */
  similarity: z.number(),
  /** the same text once case, punctuation and spacing are folded */
  exact: z.boolean(),
  status: contentStatus,
});
export type QuestionDuplicate = z.infer<typeof questionDuplicate>;
