// The calls several admin areas make (an area imports no other): the overview's counts, approving a
// question, a batch submitted for review and what a review makes stale (the review queue, a paper's
// publish dialog, an import's or a generation's outcome), a series with its tests (the series page,
// and the back link of a test's page), and the lists other pages pick from: the series and the
// syllabus tree, and the exam profiles papers are set for.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { adminKeys } from '../../lib/query-keys.ts';
import type { AdminOverview } from '../../../shared/api/admin.ts';
import type { AdminQuestion } from '../../../shared/api/admin-questions.ts';
import type { SubmitManyInput } from '../../../shared/api/review.ts';

export type { AdminOverview };

export const adminOverviewQuery = queryOptions({
  queryKey: adminKeys.overview(),
  queryFn: () => api.get('/api/admin/overview'),
  staleTime: 30_000,
});

/** Only asked for once the session says admin: the server answers 403 to anyone else anyway. */
export function useAdminOverview(enabled: boolean) {
  return useQuery({ ...adminOverviewQuery, enabled });
}

/** A whole import's or generation's drafts into the review queue, in one request (ui/submit-batch.tsx). */
export async function submitAll(input: SubmitManyInput): Promise<{ submitted: number; skipped: number }> {
  const { submitted, skipped } = await api.post('/api/admin/review/submit', { body: input });
  return { submitted, skipped };
}

export async function approveQuestion(id: string): Promise<AdminQuestion> {
  return (await api.post('/api/admin/review/:id/approve', { params: { id } })).question;
}

/** Everything the bank and the overview show about questions is stale after a review. */
export function refreshAfterReview(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'questions'] });
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
}

export const seriesDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.series(id),
    queryFn: async () => {
      const { series, tests } = await api.get('/api/admin/series/:id', { params: { id } });
      return { series, tests };
    },
  });

export const useSeriesDetail = (id: string) => useQuery(seriesDetailQuery(id));

/** Every series, for the series list and for the pickers that name one (payments, a person's access). */
export const seriesListQuery = queryOptions({
  queryKey: adminKeys.seriesList(),
  queryFn: async () => (await api.get('/api/admin/series')).series,
});

export const useSeriesList = () => useQuery(seriesListQuery);

/** The syllabus tree, for its own page and for the bank's topic filter and the editor's picker. */
export const taxonomyQuery = queryOptions({
  queryKey: adminKeys.taxonomy(),
  queryFn: async () => {
    const { trees, unplaced } = await api.get('/api/admin/taxonomy');
    return { trees, unplaced };
  },
  staleTime: 30_000,
});

export const useTaxonomy = () => useQuery(taxonomyQuery);

/** GET /api/admin/exams: every exam profile, with its totals (the profiles' page, and the papers set for them). */
export const examProfilesQuery = queryOptions({
  queryKey: adminKeys.examProfiles(),
  queryFn: async () => (await api.get('/api/admin/exams')).profiles,
  staleTime: 5 * 60_000,
});

export const useExamProfiles = () => useQuery(examProfilesQuery);
