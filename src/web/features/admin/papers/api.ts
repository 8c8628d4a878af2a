// The question bank as the picker reads it: GET /api/admin/questions with the picker's filters.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminQuestionList, QuestionFacets, QuestionListQuery } from '../../../../shared/api/admin-questions.ts';
import { apiGet } from '../../../lib/http.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export type BankFilters = Partial<Pick<QuestionListQuery, 'search' | 'section' | 'topic' | 'difficulty' | 'exam' | 'status'>> & {
  page: number;
  pageSize: number;
};

/** The query string, without empty filters: '?search=tree&section=Technical&page=2&pageSize=10'. */
export function bankSearch(filters: BankFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `?${params.toString()}`;
}

export const bankQuery = (filters: BankFilters) =>
  queryOptions({
    queryKey: adminKeys.questions(filters),
    queryFn: () => apiGet<AdminQuestionList>(`/api/admin/questions${bankSearch(filters)}`),
    // the page being read stays on screen while the next one loads
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** The exams and topics the bank holds, for the filters' suggestions; the filters work without them. */
export const facetsQuery = queryOptions({
  queryKey: adminKeys.questionFacets(),
  queryFn: () => apiGet<QuestionFacets>('/api/admin/questions/facets'),
  staleTime: 60_000,
  retry: false,
});
