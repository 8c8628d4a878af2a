// The weekly quiz screens' calls: GET/POST /api/admin/quizzes, GET/PATCH /api/admin/quizzes/:id,
// PUT …/questions and POST …/publish|unpublish|serve-latest. Every answer is the whole quiz.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminQuiz, adminQuizListResponse, QuizInput, QuizPatch } from '../../../../shared/api/admin-content.ts';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/http.ts';
import { adminKeys, weeklyQuizKeys } from '../../../lib/query-keys.ts';

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

/** The saved quiz replaces the page's copy; the list, the counts and the learners' quiz page follow. */
function useSaved() {
  const queryClient = useQueryClient();
  return {
    saved(quiz: AdminQuiz) {
      queryClient.setQueryData(adminKeys.quiz(quiz.id), quiz);
      void queryClient.invalidateQueries({ queryKey: adminKeys.quizList() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: weeklyQuizKeys.all });
    },
    // a 409 means the page's copy is out of date (someone started or published the quiz): read it again
    refused(error: unknown, id: string) {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: adminKeys.quiz(id) });
    },
  };
}

export function useCreateQuiz() {
  const { saved } = useSaved();
  return useMutation({
    mutationFn: async (input: QuizInput) => (await api.post('/api/admin/quizzes', { body: input })).quiz,
    onSuccess: saved,
  });
}

export function useEditQuiz(id: string) {
  const { saved, refused } = useSaved();
  return useMutation({
    mutationFn: async (patch: QuizPatch) => (await api.patch('/api/admin/quizzes/:id', { params: { id }, body: patch })).quiz,
    onSuccess: saved,
    onError: (error) => refused(error, id),
  });
}

export function useSetQuizQuestions(id: string) {
  const { saved, refused } = useSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questionIds: string[]) => (await api.put('/api/admin/quizzes/:id/questions', { params: { id }, body: { questionIds } })).quiz,
    onSuccess: (quiz) => {
      saved(quiz);
      // the bank shows where each question is used
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
    },
    onError: (error) => refused(error, id),
  });
}

/** The quiz serves the newest version of one question, or of every question that has a newer one. */
export function useServeLatestInQuiz(id: string) {
  const { saved, refused } = useSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questionId?: string) =>
      (await api.post('/api/admin/quizzes/:id/serve-latest', { params: { id }, body: questionId ? { questionId } : {} })).quiz,
    onSuccess: (quiz) => {
      saved(quiz);
      // the bank says which version each paper serves
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
    },
    onError: (error) => refused(error, id),
  });
}

export function useSetQuizStatus(id: string) {
  const { saved, refused } = useSaved();
  return useMutation({
    mutationFn: async (to: 'publish' | 'unpublish') => (await api.post(`/api/admin/quizzes/:id/${to}`, { params: { id } })).quiz,
    onSuccess: saved,
    onError: (error) => refused(error, id),
  });
}
