// GET /api/testseries/getAllTestSeries is read by the test-series listing and by the landing page's
// featured series: one query, one cache entry.
import { queryOptions } from '@tanstack/react-query';
import type { SeriesCard } from '../../shared/api/test-series.ts';
import { apiGet } from './http.ts';
import { seriesKeys } from './query-keys.ts';

/** Every published series, newest first. */
export const seriesListQuery = queryOptions({
  queryKey: seriesKeys.list(),
  queryFn: async () => (await apiGet<{ success: true; testSeries: SeriesCard[] }>('/api/testseries/getAllTestSeries')).testSeries,
});
