// The weekly-quiz list's own calls; the week's quizzes come through lib/weekly-quiz.ts, which the
// landing page reads too. The attempt itself is the exam feature's.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { weeklyQuizKeys } from '../../lib/query-keys.ts';

export const LEADERBOARD_PAGE_SIZE = 10;

export const leaderboardQuery = (quizId: string, page: number) =>
  queryOptions({
    queryKey: weeklyQuizKeys.leaderboard(quizId, page),
    queryFn: () => api.get('/api/quiz/:quizId/leaderboard', { params: { quizId }, query: { page, pageSize: LEADERBOARD_PAGE_SIZE } }),
    // paging keeps the rows on screen until the next page arrives, so the table does not jump
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
