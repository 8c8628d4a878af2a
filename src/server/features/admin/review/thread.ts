// A question's review thread as the question page shows it, and the work the review conversation
// leaves each admin on the overview: a creator's drafts sent back or rejected, a master's queue.
import type { Database } from '../../../db/client.ts';
import { excerptOf } from '../../../../shared/markdown/excerpt.ts';
import { notFound } from '../../../http-errors.ts';
import type { ReviewWork } from '../../../../shared/api/admin.ts';
import type { ReviewComment, ReviewThread } from '../../../../shared/api/review.ts';
import { can } from '../../../../shared/admin-permissions.ts';
import { reviewStateOf } from '../../../../shared/review-states.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { authorsOf, type Actor } from '../authoring.ts';
import { latestCommentsOf, listComments } from './repository.ts';

export async function readThread(db: Database, questionId: string): Promise<Omit<ReviewThread, 'success'>> {
  const question = await bank.findQuestionRecord(db, questionId);
  if (!question) throw notFound('No such question.');
  const rows = await listComments(db, questionId);
  const authors = await authorsOf(
    db,
    rows.map((row) => row.authorId),
  );
  const comments: ReviewComment[] = rows.map((row, index) => ({
    id: row.id,
    kind: row.kind,
    author: authors[index] ?? null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
  return { reviewState: reviewStateOf(question), comments };
}

/** How many of each list the overview shows; the rest are counted and found in the bank. */
const LISTED = 10;
/** The question's first words, still valid Markdown (no formula cut open), for one row of a list. */
const excerpt = (text: string) => excerptOf(text, 140);

/**
 * The overview's 'work waiting for you': for a master the drafts submitted and waiting; for anyone
 * who writes, their own questions sent back with changes requested (with the reviewer's last words)
 * and those rejected (with the reason).
 */
export async function reviewWork(db: Database, viewer: Actor): Promise<ReviewWork> {
  const [waiting, changes, rejected] = await Promise.all([
    can(viewer.role, 'questions.review') ? bank.countInReviewState(db, 'submitted') : Promise.resolve(null),
    bank.questionsOfAuthorIn(db, viewer.id, 'changes-requested', LISTED),
    bank.questionsOfAuthorIn(db, viewer.id, 'rejected', LISTED),
  ]);
  const ids = [...changes.rows, ...rejected.rows].map((row) => row.id);
  const last = await latestCommentsOf(db, ids, ['request-changes', 'reject']);
  const reviewers = await authorsOf(
    db,
    ids.map((id) => last.get(id)?.authorId ?? null),
  );
  const byId = new Map(ids.map((id, index) => [id, reviewers[index] ?? null]));
  const item = (row: { id: string; text: string; updatedAt: Date }) => {
    const comment = last.get(row.id);
    return {
      id: row.id,
      excerpt: excerpt(row.text),
      words: comment?.body ?? '',
      reviewer: byId.get(row.id) ?? null,
      at: (comment?.createdAt ?? row.updatedAt).toISOString(),
    };
  };
  return {
    submittedWaiting: waiting,
    changesRequested: { total: changes.total, questions: changes.rows.map(item) },
    rejected: { total: rejected.total, questions: rejected.rows.map(item) },
  };
}
