// The question bank's calls: the paged list, the filters' values, one question, and its writes.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQuiz, AdminTest } from '../../../../shared/api/admin-content.ts';
import type { AdminQuestion, AdminQuestionList, QuestionFacets, QuestionInput } from '../../../../shared/api/admin-questions.ts';
import { apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { paperApiPath, withAddedQuestion, type AddToPaper } from './add-to.ts';
import { questionListPath, searchFromBankQuery, type BankQuery } from './list-filters.ts';

interface QuestionResponse {
  success: true;
  question: AdminQuestion;
}

export function useQuestionList(query: BankQuery) {
  return useQuery({
    queryKey: adminKeys.questions(Object.fromEntries(searchFromBankQuery(query))),
    queryFn: () => apiGet<AdminQuestionList>(questionListPath(query)),
    // the rows stay on screen while the next page or filter loads
    placeholderData: keepPreviousData,
  });
}

export const questionFacetsQuery = queryOptions({
  queryKey: adminKeys.questionFacets(),
  queryFn: () => apiGet<QuestionFacets>('/api/admin/questions/facets'),
  staleTime: 60_000,
});

export const questionQuery = (questionId: string) =>
  queryOptions({
    queryKey: adminKeys.question(questionId),
    queryFn: async () => (await apiGet<QuestionResponse>(`/api/admin/questions/${encodeURIComponent(questionId)}`)).question,
  });

const questionPath = (questionId: string, action = '') => `/api/admin/questions/${encodeURIComponent(questionId)}${action}`;

export async function createQuestion(input: QuestionInput): Promise<AdminQuestion> {
  return (await apiPost<QuestionResponse>('/api/admin/questions', input)).question;
}

export async function saveQuestion(questionId: string, input: QuestionInput): Promise<AdminQuestion> {
  return (await apiPut<QuestionResponse>(questionPath(questionId), input)).question;
}

export type QuestionAction = 'publish' | 'unpublish' | 'duplicate';

export async function questionAction(questionId: string, action: QuestionAction): Promise<AdminQuestion> {
  return (await apiPost<QuestionResponse>(questionPath(questionId, `/${action}`))).question;
}

/** A test's or quiz's title and its questions' ids, as the paper's admin API answers. */
export interface PaperSummary {
  title: string;
  questionIds: string[];
}

async function fetchPaper(paper: AddToPaper): Promise<PaperSummary> {
  const path = paperApiPath(paper);
  const found = paper.kind === 'test' ? (await apiGet<{ test: AdminTest }>(path)).test : (await apiGet<{ quiz: AdminQuiz }>(path)).quiz;
  return { title: found.title, questionIds: found.questions.map((question) => question.id) };
}

/** The paper a new question will join: its title for the page, read fresh when the question is saved. */
export const paperSummaryQuery = (paper: AddToPaper) =>
  queryOptions({
    queryKey: [...(paper.kind === 'test' ? adminKeys.test(paper.id) : adminKeys.quiz(paper.id)), 'summary'] as const,
    queryFn: () => fetchPaper(paper),
  });

/** Appends the question to the paper: the paper's full list, read now, plus the new id (one PUT). */
export async function appendToPaper(paper: AddToPaper, questionId: string): Promise<void> {
  const { questionIds } = await fetchPaper(paper);
  await apiPut(`${paperApiPath(paper)}/questions`, { questionIds: withAddedQuestion(questionIds, questionId) });
}
