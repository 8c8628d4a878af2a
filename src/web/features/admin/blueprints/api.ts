// Blueprints' calls (issue 42): the kept blueprints, assembly, a pick's alternatives, and the picks
// saved as a draft paper.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlueprintInput, DraftInput } from '../../../../shared/api/admin-blueprints.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export { useExamProfiles, useSeriesList, useTaxonomy } from '../api.ts';

export const blueprintsQuery = queryOptions({
  queryKey: adminKeys.blueprints(),
  queryFn: async () => (await api.get('/api/admin/blueprints')).blueprints,
});

export const useBlueprints = () => useQuery(blueprintsQuery);

export const useBlueprint = (id: string | undefined) =>
  useQuery({
    queryKey: adminKeys.blueprint(id ?? 'new'),
    queryFn: async () => (await api.get('/api/admin/blueprints/:id', { params: { id: id! } })).blueprint,
    enabled: id !== undefined,
  });

/** POST a new blueprint, or PUT a kept one; the list is read again. */
export function useSaveBlueprint(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blueprint: BlueprintInput) =>
      id === undefined
        ? (await api.post('/api/admin/blueprints', { body: blueprint })).blueprint
        : (await api.put('/api/admin/blueprints/:id', { params: { id }, body: blueprint })).blueprint,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.blueprint(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.blueprints() });
    },
  });
}

export function useDeleteBlueprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.delete('/api/admin/blueprints/:id', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.blueprints() }),
  });
}

export const useAssemble = () =>
  useMutation({
    mutationFn: async (request: { blueprint: BlueprintInput; seed: number }) => (await api.post('/api/admin/blueprints/assemble', { body: request })).assembly,
  });

export const useAlternatives = () =>
  useMutation({
    mutationFn: async (request: { blueprint: BlueprintInput; section: string; part: number; exclude: string[] }) =>
      (await api.post('/api/admin/blueprints/alternatives', { body: request })).picks,
  });

export const useSaveDraft = () =>
  useMutation({
    mutationFn: async (draft: DraftInput) => (await api.post('/api/admin/blueprints/draft', { body: draft })).paper,
  });
