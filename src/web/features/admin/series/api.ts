// The series screens' writes: POST /api/admin/series, PATCH/DELETE /api/admin/series/:id, POST
// …/publish|unpublish and POST …/tests (the list and one series with its tests are read through ../api.ts,
// which other pages share). Every write refreshes what shows the series.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminSeries, adminSeriesDetailResponse, seriesPatch, SeriesInput, testInput } from '../../../../shared/api/admin-content.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, seriesKeys } from '../../../lib/query-keys.ts';

export type SeriesDetail = z.infer<typeof adminSeriesDetailResponse>;
export type SeriesTestRow = SeriesDetail['tests'][number];
type SeriesPatch = z.infer<typeof seriesPatch>;
export type TestInput = z.input<typeof testInput>;

/** After any change: the admin lists and counts, and the learners' listing (a publish shows there). */
function useRefresh() {
  const queryClient = useQueryClient();
  return (series?: AdminSeries) => {
    if (series) {
      queryClient.setQueryData(adminKeys.series(series.id), (old: { series: AdminSeries; tests: SeriesTestRow[] } | undefined) =>
        old ? { ...old, series } : old,
      );
    }
    void queryClient.invalidateQueries({ queryKey: adminKeys.seriesList() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    void queryClient.invalidateQueries({ queryKey: seriesKeys.all });
  };
}

export function useCreateSeries() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SeriesInput) => (await api.post('/api/admin/series', { body: input })).series,
    onSuccess: (series) => {
      // its page opens at once, without a round trip for what this answer already says
      queryClient.setQueryData(adminKeys.series(series.id), { series, tests: [] });
      refresh();
    },
  });
}

export function useEditSeries(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (patch: SeriesPatch) => (await api.patch('/api/admin/series/:id', { params: { id }, body: patch })).series,
    onSuccess: (series) => refresh(series),
  });
}

export function useSetSeriesStatus(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (to: 'publish' | 'unpublish') => (await api.post(`/api/admin/series/:id/${to}`, { params: { id } })).series,
    onSuccess: (series) => refresh(series),
  });
}

export function useDeleteSeries(id: string) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/admin/series/:id', { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.series(id) });
      refresh();
    },
  });
}

export function useCreateTest(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TestInput) => (await api.post('/api/admin/series/:id/tests', { params: { id: seriesId }, body: input })).test,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.series(seriesId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    },
  });
}
