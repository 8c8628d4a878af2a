// A paper's regrades: GET /api/admin/regrade/:kind/:id, POST …/dry-run and POST /api/admin/regrade.
// A regrade changes scores, ranks, the paper's page, the winners and every learner's result: all of
// those are read again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaperKind, RegradeInput } from '../../../../shared/api/admin-regrade.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, examKeys, myLearningKeys, weeklyQuizKeys } from '../../../lib/query-keys.ts';

export const regradePaperQuery = (kind: PaperKind, id: string) =>
  queryOptions({
    queryKey: adminKeys.regrade(kind, id),
    queryFn: async () => {
      const { paper, regrades } = await api.get('/api/admin/regrade/:kind/:id', { params: { kind, id } });
      return { paper, regrades };
    },
  });

export const useRegradePaper = (kind: PaperKind, id: string) => useQuery(regradePaperQuery(kind, id));

export const useDryRun = () =>
  useMutation({
    mutationFn: async (input: RegradeInput) => (await api.post('/api/admin/regrade/dry-run', { body: input })).preview,
  });

export function useRegrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegradeInput) => (await api.post('/api/admin/regrade', { body: input })).regrade,
    onSuccess: (_regrade, input) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.regrade(input.kind, input.paperId) });
      void queryClient.invalidateQueries({ queryKey: input.kind === 'test' ? adminKeys.test(input.paperId) : adminKeys.quiz(input.paperId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.winners() });
      // an admin who also took the paper sees their own result, rank and report change
      for (const key of [examKeys.all, weeklyQuizKeys.all, myLearningKeys.all]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
