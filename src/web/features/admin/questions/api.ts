// The question bank's calls: the paged list, the filters' values, one question, and its writes.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQuestion, QuestionInput, QuestionSaved } from '../../../../shared/api/admin-questions.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { withAddedQuestion, type AddToPaper } from './add-to.ts';
import { questionListSearch, searchFromBankQuery, type BankQuery } from './list-filters.ts';

export function useQuestionList(query: BankQuery) {
  return useQuery({
    queryKey: adminKeys.questions(Object.fromEntries(searchFromBankQuery(query))),
    queryFn: () => api.get('/api/admin/questions', { query: questionListSearch(query) }),
    // the rows stay on screen while the next page or filter loads
    placeholderData: keepPreviousData,
  });
}

export const questionFacetsQuery = queryOptions({
  queryKey: adminKeys.questionFacets(),
  queryFn: () => api.get('/api/admin/questions/facets'),
  staleTime: 60_000,
});

export const questionQuery = (questionId: string) =>
  queryOptions({
    queryKey: adminKeys.question(questionId),
    queryFn: async () => (await api.get('/api/admin/questions/:id', { params: { id: questionId } })).question,
  });

export const questionVersionsQuery = (questionId: string) =>
  queryOptions({
    queryKey: adminKeys.questionVersions(questionId),
    queryFn: async () => (await api.get('/api/admin/questions/:id/versions', { params: { id: questionId } })).versions,
  });

/** The new draft, and the bank's questions it duplicates or nearly does (it is saved all the same). */
export async function createQuestion(input: QuestionInput): Promise<QuestionSaved> {
  return api.post('/api/admin/questions', { body: input });
}

/** `note`: why it changed, kept with the version the save makes. */
export async function saveQuestion(questionId: string, input: QuestionInput, note: string | null = null): Promise<QuestionSaved> {
  return api.put('/api/admin/questions/:id', { params: { id: questionId }, body: { ...input, note } });
}

export type QuestionAction = 'publish' | 'unpublish' | 'duplicate';

export async function questionAction(questionId: string, action: QuestionAction): Promise<AdminQuestion> {
  return (await api.post(`/api/admin/questions/:id/${action}`, { params: { id: questionId } })).question;
}

/** A test's or quiz's title and its questions' ids, as the paper's admin API answers. */
export interface PaperSummary {
  title: string;
  questionIds: string[];
  /** the exam profile it is set for: a question written for it is of a type that exam asks */
  profileCode: string;
}

async function fetchPaper(paper: AddToPaper): Promise<PaperSummary> {
  const params = { id: paper.id };
  const found = paper.kind === 'test' ? (await api.get('/api/admin/tests/:id', { params })).test : (await api.get('/api/admin/quizzes/:id', { params })).quiz;
  return { title: found.title, questionIds: found.questions.map((question) => question.id), profileCode: found.profileCode };
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
  const change = { params: { id: paper.id }, body: { questionIds: withAddedQuestion(questionIds, questionId) } };
  if (paper.kind === 'test') await api.put('/api/admin/tests/:id/questions', change);
  else await api.put('/api/admin/quizzes/:id/questions', change);
}
