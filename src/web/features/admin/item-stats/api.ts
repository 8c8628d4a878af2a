// Item statistics as the statistics job stored them: a question's, and a paper's per question.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export const questionStatisticsQuery = (questionId: string) =>
  queryOptions({
    queryKey: adminKeys.questionStatistics(questionId),
    queryFn: () => api.get('/api/admin/statistics/questions/:id', { params: { id: questionId } }),
  });

export const paperStatisticsQuery = (kind: 'test' | 'quiz', paperId: string) =>
  queryOptions({
    queryKey: adminKeys.paperStatistics(kind, paperId),
    queryFn: () => api.get('/api/admin/statistics/papers/:kind/:id', { params: { kind, id: paperId } }),
  });
