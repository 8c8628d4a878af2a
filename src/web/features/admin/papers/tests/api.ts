// A test's addresses: GET/PATCH /api/admin/tests/:id, PUT …/questions and POST …/publish|unpublish|serve-latest.
// A change refreshes its series (the test rows), the counts and the learners' lists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminTest, testPatch } from '../../../../../shared/api/admin-content.ts';
import { api } from '../../../../lib/api.ts';
import { adminKeys, seriesKeys } from '../../../../lib/query-keys.ts';
import type { PaperCalls } from '../api.ts';

export type TestPatch = z.infer<typeof testPatch>;

export const testQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.test(id),
    queryFn: async () => (await api.get('/api/admin/tests/:id', { params: { id } })).test,
  });

export const useTest = (id: string) => useQuery(testQuery(id));

export const testCalls: PaperCalls<AdminTest, TestPatch> = {
  key: adminKeys.test,
  shownIn: (test) => [adminKeys.series(test.seriesId), adminKeys.overview(), seriesKeys.all],
  edit: async (id, patch) => (await api.patch('/api/admin/tests/:id', { params: { id }, body: patch })).test,
  setQuestions: async (id, questionIds) => (await api.put('/api/admin/tests/:id/questions', { params: { id }, body: { questionIds } })).test,
  serveLatest: async (id, questionId) => (await api.post('/api/admin/tests/:id/serve-latest', { params: { id }, body: questionId ? { questionId } : {} })).test,
  setStatus: async (id, to) => (await api.post(`/api/admin/tests/:id/${to}`, { params: { id } })).test,
};
