// The question bank as the picker reads it: GET /api/admin/questions with the picker's filters.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QuestionListQuery } from '../../../../shared/api/admin-questions.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export type BankFilters = Partial<Pick<QuestionListQuery, 'search' | 'section' | 'topic' | 'difficulty' | 'exam' | 'status'>> & {
  page: number;
  pageSize: number;
};

export const bankQuery = (filters: BankFilters) =>
  queryOptions({
    queryKey: adminKeys.questions(filters),
    queryFn: () => api.get('/api/admin/questions', { query: filters }),
    // the page being read stays on screen while the next one loads
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** The exams and topics the bank holds, for the filters' suggestions; the filters work without them. */
export const facetsQuery = queryOptions({
  queryKey: adminKeys.questionFacets(),
  queryFn: () => api.get('/api/admin/questions/facets'),
  staleTime: 60_000,
  retry: false,
});
