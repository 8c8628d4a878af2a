// One test's calls: GET/PATCH /api/admin/tests/:id, PUT …/questions and POST …/publish|unpublish|serve-latest.
// Every answer is the whole test, so the page's copy is replaced by it and the series is refreshed.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminTest, testPatch } from '../../../../shared/api/admin-content.ts';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/http.ts';
import { adminKeys, seriesKeys } from '../../../lib/query-keys.ts';

export type TestPatch = z.infer<typeof testPatch>;

export const testQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.test(id),
    queryFn: async () => (await api.get('/api/admin/tests/:id', { params: { id } })).test,
  });

export const useTest = (id: string) => useQuery(testQuery(id));

/** The saved test replaces the page's copy; the series (its test rows), the counts and the learners' lists follow. */
function useSaved(id: string) {
  const queryClient = useQueryClient();
  return {
    saved(test: AdminTest) {
      queryClient.setQueryData(adminKeys.test(id), test);
      void queryClient.invalidateQueries({ queryKey: adminKeys.series(test.seriesId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: seriesKeys.all });
    },
    // a 409 means the page's copy is out of date (someone started or published the test): read it again
    refused(error: unknown) {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: adminKeys.test(id) });
    },
  };
}

export function useEditTest(id: string) {
  const { saved, refused } = useSaved(id);
  return useMutation({
    mutationFn: async (patch: TestPatch) => (await api.patch('/api/admin/tests/:id', { params: { id }, body: patch })).test,
    onSuccess: saved,
    onError: refused,
  });
}

export function useSetTestQuestions(id: string) {
  const { saved, refused } = useSaved(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questionIds: string[]) => (await api.put('/api/admin/tests/:id/questions', { params: { id }, body: { questionIds } })).test,
    onSuccess: (test) => {
      saved(test);
      // the bank shows where each question is used
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
    },
    onError: refused,
  });
}

/** The test serves the newest version of one question, or of every question that has a newer one. */
export function useServeLatestInTest(id: string) {
  const { saved, refused } = useSaved(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questionId?: string) =>
      (await api.post('/api/admin/tests/:id/serve-latest', { params: { id }, body: questionId ? { questionId } : {} })).test,
    onSuccess: (test) => {
      saved(test);
      // the bank says which version each paper serves
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
    },
    onError: refused,
  });
}

export function useSetTestStatus(id: string) {
  const { saved, refused } = useSaved(id);
  return useMutation({
    mutationFn: async (to: 'publish' | 'unpublish') => (await api.post(`/api/admin/tests/:id/${to}`, { params: { id } })).test,
    onSuccess: saved,
    onError: refused,
  });
}
