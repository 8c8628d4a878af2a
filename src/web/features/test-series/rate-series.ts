import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesDetail } from '../../../shared/api/test-series.ts';
import { api } from '../../lib/api.ts';
import { seriesKeys } from '../../lib/query-keys.ts';

// apart from api.ts, whose reads the listing shares: the listing never rates, so it never loads the mutation code
/** Saves this learner's stars (one rating each, changeable) and puts the new average on screen at once. */
export function useRateSeries(testSeriesId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number) => api.post('/api/testseries/rating', { body: { userId, testSeriesId, rating: stars } }),
    onSuccess: ({ rating }) => {
      queryClient.setQueryData<SeriesDetail>(seriesKeys.detail(testSeriesId, userId), (detail) => (detail ? { ...detail, rating } : detail));
      void queryClient.invalidateQueries({ queryKey: seriesKeys.list() });
    },
  });
}
