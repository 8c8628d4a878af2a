// The review queue: the drafts submitted for review, AI-generated first and then oldest first, with
// what waits overall. A draft still being written, or sent back for changes, is not in it.
import type { Database } from '../../../db/client.ts';
import type { QuestionSource } from '../../../../shared/api/admin-questions.ts';
import { questionSource } from '../../../../shared/api/admin-questions.ts';
import type { ReviewCounts, ReviewQueueQuery } from '../../../../shared/api/review.ts';
import * as bank from '../../catalogue/questions.service.ts';
import { listQuestions } from '../questions/service.ts';

const waiting = { status: 'draft', reviewState: 'submitted' } as const;

/** The submitted drafts matching the filters, with what waits overall. */
export async function reviewQueue(db: Database, query: ReviewQueueQuery) {
  const [list, counts] = await Promise.all([listQuestions(db, { ...query, ...waiting }, 'review'), waitingCounts(db)]);
  return { ...list, counts };
}

async function waitingCounts(db: Database): Promise<ReviewCounts> {
  const count = async (filter: bank.QuestionFilter) => (await bank.listQuestions(db, { ...filter, ...waiting }, 0, 0)).total;
  const sources = questionSource.options;
  const [perSource, needsReview] = await Promise.all([Promise.all(sources.map((source) => count({ source }))), count({ needsReview: 'true' })]);
  const bySource = Object.fromEntries(sources.map((source, index) => [source, perSource[index] ?? 0])) as Record<QuestionSource, number>;
  return { waiting: perSource.reduce((sum, n) => sum + (n ?? 0), 0), bySource, needsReview };
}
