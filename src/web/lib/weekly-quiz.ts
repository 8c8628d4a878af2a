// GET /api/quiz/weekly is read by the weekly-quiz list and by the landing page's winner
// announcement: one query, one cache entry per exam filter.
import { queryOptions } from '@tanstack/react-query';
import type { WeeklyQuizzesResponse } from '../../shared/api/quiz.ts';
import { api } from './api.ts';
import { weeklyQuizKeys } from './query-keys.ts';

export function fetchWeeklyQuizzes(exam: string | null): Promise<WeeklyQuizzesResponse> {
  return api.get('/api/quiz/weekly', { query: { exam: exam || undefined } });
}

export const weeklyQuizzesQuery = (exam: string | null) =>
  queryOptions({
    queryKey: weeklyQuizKeys.list(exam),
    queryFn: () => fetchWeeklyQuizzes(exam),
    // a quiz opening or closing changes the page: read it again now and then while it is open
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
