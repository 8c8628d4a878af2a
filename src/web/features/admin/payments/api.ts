// The payments screen's calls: GET /api/admin/payments (filters, page) and POST …/reconcile.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentsList, ReconcileResponse } from '../../../../shared/api/admin-payments.ts';
import { apiGet, apiPost } from '../../../lib/http.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { paymentParams, type PaymentFilters } from './payment-filters.ts';

export const paymentsQuery = (filters: PaymentFilters) =>
  queryOptions({
    queryKey: adminKeys.payments({ ...filters }),
    queryFn: () => {
      const query = paymentParams(filters).toString();
      return apiGet<PaymentsList>(`/api/admin/payments${query ? `?${query}` : ''}`);
    },
    placeholderData: keepPreviousData,
  });

export const usePayments = (filters: PaymentFilters) => useQuery(paymentsQuery(filters));

/** Reconcile, then refresh every payments list, every person's page and the overview's counts. */
export function useReconcile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ReconcileResponse>('/api/admin/payments/reconcile'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'payments'] });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'people'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    },
  });
}
