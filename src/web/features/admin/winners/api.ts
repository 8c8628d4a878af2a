// The winners screen's calls: GET /api/admin/winners, GET /api/admin/winners/reviews, and a
// review's POST …/:quizId/confirm and POST …/:quizId/pass.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WinnerReview } from '../../../../shared/api/admin-winners.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export const winnersQuery = queryOptions({
  queryKey: adminKeys.winners(),
  queryFn: async () => (await api.get('/api/admin/winners')).winners,
});

export const winnerReviewsQuery = queryOptions({
  queryKey: adminKeys.winnerReviews(),
  queryFn: async () => (await api.get('/api/admin/winners/reviews')).reviews,
});

export const useWinners = () => useQuery(winnersQuery);
export const useWinnerReviews = () => useQuery(winnerReviewsQuery);

/** After a decision: the review from the answer, and the winners list (a confirmation adds a row). */
function useReviewDecided() {
  const queryClient = useQueryClient();
  return (review: WinnerReview) => {
    queryClient.setQueryData(adminKeys.winnerReviews(), (old: WinnerReview[] | undefined) =>
      old?.map((item) => (item.quizId === review.quizId ? review : item)),
    );
    void queryClient.invalidateQueries({ queryKey: adminKeys.winners(), exact: true });
  };
}

export function useConfirmWinner(quizId: string) {
  const decided = useReviewDecided();
  return useMutation({
    mutationFn: async (userId: string) => (await api.post('/api/admin/winners/reviews/:quizId/confirm', { params: { quizId }, body: { userId } })).review,
    onSuccess: decided,
  });
}

export function usePassWinner(quizId: string) {
  const decided = useReviewDecided();
  return useMutation({
    mutationFn: async ({ userId, reason }: { userId: string; reason: string }) =>
      (await api.post('/api/admin/winners/reviews/:quizId/pass', { params: { quizId }, body: { userId, reason } })).review,
    onSuccess: decided,
  });
}
