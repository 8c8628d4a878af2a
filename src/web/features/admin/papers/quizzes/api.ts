// A weekly quiz's addresses: GET/POST /api/admin/quizzes, GET/PATCH /api/admin/quizzes/:id, PUT …/questions
// and POST …/publish|unpublish|serve-latest. A change refreshes the list, the counts and the learners' quiz page.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminQuiz, adminQuizListResponse, QuizInput, QuizPatch } from '../../../../../shared/api/admin-content.ts';
import { api } from '../../../../lib/api.ts';
import { adminKeys, weeklyQuizKeys } from '../../../../lib/query-keys.ts';
import { useSavedPaper, type PaperCalls } from '../api.ts';

export type QuizSummary = z.infer<typeof adminQuizListResponse>['quizzes'][number];

export const quizListQuery = queryOptions({
  queryKey: adminKeys.quizList(),
  queryFn: async () => (await api.get('/api/admin/quizzes')).quizzes,
});

export const quizQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.quiz(id),
    queryFn: async () => (await api.get('/api/admin/quizzes/:id', { params: { id } })).quiz,
  });

export const useQuizList = () => useQuery(quizListQuery);
export const useQuiz = (id: string) => useQuery({ ...quizQuery(id), enabled: id !== '' });

export const quizCalls: PaperCalls<AdminQuiz, QuizPatch> = {
  key: adminKeys.quiz,
  shownIn: () => [adminKeys.quizList(), adminKeys.overview(), weeklyQuizKeys.all],
  edit: async (id, patch) => (await api.patch('/api/admin/quizzes/:id', { params: { id }, body: patch })).quiz,
  setQuestions: async (id, questionIds) => (await api.put('/api/admin/quizzes/:id/questions', { params: { id }, body: { questionIds } })).quiz,
  serveLatest: async (id, questionId) =>
    (await api.post('/api/admin/quizzes/:id/serve-latest', { params: { id }, body: questionId ? { questionId } : {} })).quiz,
  setStatus: async (id, to) => (await api.post(`/api/admin/quizzes/:id/${to}`, { params: { id } })).quiz,
};

export function useCreateQuiz() {
  const { saved } = useSavedPaper(quizCalls);
  return useMutation({
    mutationFn: async (input: QuizInput) => (await api.post('/api/admin/quizzes', { body: input })).quiz,
    onSuccess: saved,
  });
}
