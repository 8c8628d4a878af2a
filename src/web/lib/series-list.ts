// GET /api/testseries/getAllTestSeries is read by the test-series listing and by the landing page's
// featured series: one query, one cache entry. With the ids of a learner's series, what the listing's
// first render reads: here, apart from the cards' code, which the listing hydrates after (decision 046).
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { seriesKeys } from './query-keys.ts';

/** Every published series, newest first. */
export const seriesListQuery = queryOptions({
  queryKey: seriesKeys.list(),
  queryFn: async () => (await api.get('/api/testseries/getAllTestSeries')).testSeries,
});

/** The ids of the series a learner is enrolled in, as the JSON list the cache keeps. */
export const enrolledSeriesIdsQuery = (userId: string) =>
  queryOptions({
    queryKey: seriesKeys.enrolled(userId),
    queryFn: async () => (await api.get('/api/testseries/userTestseries/:userId', { params: { userId } })).enrolledTestSeries,
  });
