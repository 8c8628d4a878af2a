// The review queue's calls (the drafts waiting, with the counters; reject) and the review conversation's
// on a question's page (its thread; submit, ask for changes, reply). Approving, a batch submitted at once
// and what a review makes stale are in ../api.ts: a paper's publish dialog approves too, and an import's
// or a generation's outcome submits its drafts (ui/submit-batch.tsx).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminQuestion, QuestionSource } from '../../../../shared/api/admin-questions.ts';
import type { ReviewQueue, ReviewThread } from '../../../../shared/api/review.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export interface ReviewFilters {
  source: QuestionSource | null;
  needsReview: boolean;
}

/** The queue's query string: the filters, and the question on screen when there is one. */
export function reviewSearch(filters: ReviewFilters, at: string | null = null): string {
  const params = new URLSearchParams();
  if (filters.source) params.set('source', filters.source);
  if (filters.needsReview) params.set('needsReview', 'true');
  if (at) params.set('at', at);
  return params.toString();
}

/** The oldest 100 drafts matching the filters; a reviewer works through them a page at a time. */
export const QUEUE_PAGE = 100;

const queueKey = (filters: ReviewFilters) => adminKeys.reviewQueue({ source: filters.source, needsReview: filters.needsReview });

export function useReviewQueue(filters: ReviewFilters) {
  return useQuery({
    queryKey: queueKey(filters),
    queryFn: () =>
      api.get('/api/admin/review', {
        query: { source: filters.source ?? undefined, needsReview: filters.needsReview ? 'true' : undefined, pageSize: QUEUE_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
}

export async function rejectQuestion(id: string, reason: string): Promise<AdminQuestion> {
  return (await api.post('/api/admin/review/:id/reject', { params: { id }, body: { reason } })).question;
}

/** The question's thread: kept under the question's own key, so whatever refreshes the question refreshes it. */
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.question(id), 'thread'] as const,
    queryFn: async (): Promise<Omit<ReviewThread, 'success'>> => {
      const { success: _success, ...thread } = await api.get('/api/admin/review/:id/thread', { params: { id } });
      return thread;
    },
  });

export async function submitQuestion(id: string, note: string): Promise<AdminQuestion> {
  return (await api.post('/api/admin/review/:id/submit', { params: { id }, body: { note } })).question;
}

export async function requestChanges(id: string, comment: string): Promise<AdminQuestion> {
  return (await api.post('/api/admin/review/:id/request-changes', { params: { id }, body: { comment } })).question;
}

export async function replyInThread(id: string, body: string) {
  return api.post('/api/admin/review/:id/reply', { params: { id }, body: { body } });
}

/** The reviewed question (as it was in the queue) leaves the queue on screen at once; the server's answer follows. */
export function dropFromQueue(queryClient: QueryClient, filters: ReviewFilters, reviewed: AdminQuestion) {
  queryClient.setQueryData<ReviewQueue>(queueKey(filters), (queue) => {
    if (!queue || !queue.questions.some((question) => question.id === reviewed.id)) return queue;
    const less = (n: number | undefined) => Math.max(0, (n ?? 0) - 1);
    const { counts } = queue;
    return {
      ...queue,
      questions: queue.questions.filter((question) => question.id !== reviewed.id),
      total: less(queue.total),
      counts: {
        waiting: less(counts.waiting),
        bySource: { ...counts.bySource, [reviewed.source]: less(counts.bySource[reviewed.source]) },
        needsReview: reviewed.needsReview ? less(counts.needsReview) : counts.needsReview,
      },
    };
  });
}
