import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatingResponse, SeriesCard, SeriesDetail } from '../../../shared/api/test-series.ts';
import { apiGet, apiPost } from '../../lib/http.ts';
import { seriesKeys } from '../../lib/query-keys.ts';

/** Every published series, newest first; the page filters it in place so typing needs no round trip. */
export const seriesListQuery = queryOptions({
  queryKey: seriesKeys.list(),
  queryFn: async () => (await apiGet<{ success: true; testSeries: SeriesCard[] }>('/api/testseries/getAllTestSeries')).testSeries,
});

export function useSeriesList() {
  return useQuery(seriesListQuery);
}

/** The ids of the series this learner is enrolled in; nothing is asked while signed out. */
export function useEnrolledSeriesIds(userId: string | null) {
  return useQuery({
    queryKey: seriesKeys.enrolled(userId ?? ''),
    queryFn: async () => {
      const path = `/api/testseries/userTestseries/${encodeURIComponent(userId ?? '')}`;
      return new Set((await apiGet<{ success: true; enrolledTestSeries: string[] }>(path)).enrolledTestSeries);
    },
    enabled: userId !== null,
  });
}

/** The series with its tests. A learner who is not enrolled gets a 403, which the page turns into checkout. */
export function useSeriesDetail(testSeriesId: string, userId: string | null) {
  return useQuery({
    queryKey: seriesKeys.detail(testSeriesId, userId ?? ''),
    queryFn: async () => {
      const path = `/api/testseries/getActiveTests/${encodeURIComponent(testSeriesId)}/${encodeURIComponent(userId ?? '')}`;
      return (await apiGet<{ success: true; testSeries: SeriesDetail }>(path)).testSeries;
    },
    enabled: userId !== null,
    // coming back from a test should show it attempted
    refetchOnMount: 'always',
  });
}

/** Saves this learner's stars (one rating each, changeable) and puts the new average on screen at once. */
export function useRateSeries(testSeriesId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number) => apiPost<RatingResponse>('/api/testseries/rating', { userId, testSeriesId, rating: stars }),
    onSuccess: ({ rating }) => {
      queryClient.setQueryData<SeriesDetail>(seriesKeys.detail(testSeriesId, userId), (detail) => (detail ? { ...detail, rating } : detail));
      void queryClient.invalidateQueries({ queryKey: seriesKeys.list() });
    },
  });
}
