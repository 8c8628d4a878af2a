import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { seriesKeys } from '../../lib/query-keys.ts';
import { enrolledSeriesIdsQuery, seriesListQuery } from '../../lib/series-list.ts';

export { enrolledSeriesIdsQuery };

/** Every published series, newest first; the page filters it in place so typing needs no round trip. */
export function useSeriesList() {
  return useQuery(seriesListQuery);
}

/** The ids of the series this learner is enrolled in; nothing is asked while signed out. */
export function useEnrolledSeriesIds(userId: string | null) {
  return useQuery({
    ...enrolledSeriesIdsQuery(userId ?? ''),
    // the cache keeps the list as JSON (the server's render hands it to the browser); pages ask a Set
    select: (ids) => new Set(ids),
    enabled: userId !== null,
  });
}

/** A published series and its tests' outline, as anyone (a visitor, a search engine) may see it. */
export const seriesOverviewQuery = (testSeriesId: string) =>
  queryOptions({
    queryKey: seriesKeys.overview(testSeriesId),
    queryFn: async () => (await api.get('/api/testseries/summary/:testSeriesId', { params: { testSeriesId } })).testSeries,
  });

export function useSeriesOverview(testSeriesId: string, enabled = true) {
  return useQuery({ ...seriesOverviewQuery(testSeriesId), enabled });
}

/** The series with its tests. A learner who is not enrolled gets a 403, which the page turns into checkout. */
export const seriesDetailQuery = (testSeriesId: string, userId: string) =>
  queryOptions({
    queryKey: seriesKeys.detail(testSeriesId, userId),
    queryFn: async () => (await api.get('/api/testseries/getActiveTests/:testSeriesId/:userId', { params: { testSeriesId, userId } })).testSeries,
  });

export function useSeriesDetail(testSeriesId: string, userId: string | null) {
  return useQuery({
    ...seriesDetailQuery(testSeriesId, userId ?? ''),
    enabled: userId !== null,
    // coming back from a test should show it attempted
    refetchOnMount: 'always',
  });
}
