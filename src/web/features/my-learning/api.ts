import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyLearningResponse } from '../../../shared/api/test-series.ts';
import { api } from '../../lib/api.ts';
import { myLearningKeys } from '../../lib/query-keys.ts';

export type MyLearning = Omit<MyLearningResponse, 'success'>;

/** SPEC §8: a `success: false` answer is 'Failed to fetch enrolled test series.' */
export async function fetchMyLearning(userId: string): Promise<MyLearning> {
  const answer = await api.get('/api/testseries/mylearning/:userId', { params: { userId } });
  if (!answer.success) throw new Error('Failed to fetch enrolled test series.');
  return { enrolledTestSeries: answer.enrolledTestSeries, performanceReport: answer.performanceReport };
}

export const myLearningQuery = (userId: string) =>
  queryOptions({
    queryKey: myLearningKeys.dashboard(userId),
    queryFn: () => fetchMyLearning(userId),
    staleTime: 30_000,
  });

export function useMyLearning(userId: string) {
  return useQuery(myLearningQuery(userId));
}
