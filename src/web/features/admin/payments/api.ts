// The payments screen's calls: GET /api/admin/payments (filters, page) and POST …/reconcile.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import type { PaymentFilters } from './payment-filters.ts';

export const paymentsQuery = (filters: PaymentFilters) =>
  queryOptions({
    queryKey: adminKeys.payments({ ...filters }),
    queryFn: () => api.get('/api/admin/payments', { query: { ...filters, status: filters.status || undefined } }),
    placeholderData: keepPreviousData,
  });

export const usePayments = (filters: PaymentFilters) => useQuery(paymentsQuery(filters));

/** Reconcile, then refresh every payments list, every person's page and the overview's counts. */
export function useReconcile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/admin/payments/reconcile'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'payments'] });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'people'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    },
  });
}
