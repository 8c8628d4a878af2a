// The review queue: every draft waiting for a master, approved (published for learners) or rejected
// (archived, never shown) one at a time. Two reviewers on the same draft: the second is told so.
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http-errors.ts';
import type { AdminQuestion, QuestionSource } from '../../../../shared/api/admin-questions.ts';
import { questionSource } from '../../../../shared/api/admin-questions.ts';
import type { ReviewCounts, ReviewQueueQuery } from '../../../../shared/api/review.ts';
import { recordChange } from '../../audit/service.ts';
import * as bank from '../../catalogue/questions.service.ts';
import type { Actor } from '../authoring.ts';
import { getQuestion, listQuestions } from '../questions/service.ts';

/** The drafts matching the filters, AI-generated first and then oldest first, with what waits overall. */
export async function reviewQueue(db: Database, query: ReviewQueueQuery) {
  const [list, counts] = await Promise.all([listQuestions(db, { ...query, status: 'draft' }, 'review'), waitingCounts(db)]);
  return { ...list, counts };
}

async function waitingCounts(db: Database): Promise<ReviewCounts> {
  const count = async (filter: bank.QuestionFilter) => (await bank.listQuestions(db, { ...filter, status: 'draft' }, 0, 0)).total;
  const sources = questionSource.options;
  const [perSource, needsReview] = await Promise.all([Promise.all(sources.map((source) => count({ source }))), count({ needsReview: 'true' })]);
  const bySource = Object.fromEntries(sources.map((source, index) => [source, perSource[index] ?? 0])) as Record<QuestionSource, number>;
  return { waiting: perSource.reduce((sum, n) => sum + (n ?? 0), 0), bySource, needsReview };
}

/** The draft, locked for this transaction; refused when someone reviewed (or published) it meanwhile. */
async function waitingDraft(tx: Database, id: string) {
  const row = await bank.findQuestionRecord(tx, id, true);
  if (!row) throw notFound('No such question.');
  if (row.status !== 'draft') {
    const now = row.status === 'published' ? 'published' : 'archived (rejected or unpublished)';
    throw conflict(`This question is no longer waiting for review: it has been ${now} meanwhile, probably by another reviewer.`, 'already-reviewed');
  }
  return row;
}

/** Publishes the draft: learners may now meet it in any published test or quiz that shows it. */
export async function approveDraft(db: Database, actor: Actor, id: string): Promise<AdminQuestion> {
  await db.transaction(async (tx) => {
    const before = await waitingDraft(tx, id);
    const after = await bank.updateQuestion(tx, id, { status: 'published', needsReview: false });
    await recordChange(tx, { actorId: actor.id, action: 'question.approve', entity: 'question', entityId: id, before, after });
  });
  return getQuestion(db, id);
}

/**
 * Archives the draft: it never reached learners and leaves the queue. The reason is kept in the
 * audit entry's `after` (the question itself has no field for it).
 */
export async function rejectDraft(db: Database, actor: Actor, id: string, reason: string): Promise<AdminQuestion> {
  await db.transaction(async (tx) => {
    const before = await waitingDraft(tx, id);
    const after = await bank.updateQuestion(tx, id, { status: 'archived' });
    await recordChange(tx, { actorId: actor.id, action: 'question.reject', entity: 'question', entityId: id, before, after: { ...after, reason } });
  });
  return getQuestion(db, id);
}
