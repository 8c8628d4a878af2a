// SQL of the review conversation: each question's thread of comments, one row per step.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { questionComments } from '../../../db/review-schema.ts';
import type { ReviewCommentKind } from '../../../../shared/review-states.ts';

export type CommentRow = typeof questionComments.$inferSelect;
export type NewComment = Pick<CommentRow, 'questionId' | 'authorId' | 'kind' | 'body'>;

export async function insertComments(db: Database, rows: NewComment[]): Promise<void> {
  if (rows.length > 0) await db.insert(questionComments).values(rows);
}

/** The question's thread, oldest first. */
export async function listComments(db: Database, questionId: string): Promise<CommentRow[]> {
  return db
    .select()
    .from(questionComments)
    .where(eq(questionComments.questionId, questionId))
    .orderBy(asc(questionComments.createdAt), asc(questionComments.id));
}

/** The newest comment of these kinds on each of these questions, by question id. */
export async function latestCommentsOf(db: Database, questionIds: string[], kinds: ReviewCommentKind[]): Promise<Map<string, CommentRow>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([questionComments.questionId])
    .from(questionComments)
    .where(and(inArray(questionComments.questionId, questionIds), inArray(questionComments.kind, kinds)))
    .orderBy(questionComments.questionId, desc(questionComments.createdAt), desc(questionComments.id));
  return new Map(rows.map((row) => [row.questionId, row]));
}
