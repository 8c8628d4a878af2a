// GET /api/testseries/getAllTestSeries is read by the test-series listing and by the landing page's
// featured series: one query, one cache entry.
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { seriesKeys } from './query-keys.ts';

/** Every published series, newest first. */
export const seriesListQuery = queryOptions({
  queryKey: seriesKeys.list(),
  queryFn: async () => (await api.get('/api/testseries/getAllTestSeries')).testSeries,
});
