// The winners screen's call: GET /api/admin/winners.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export const winnersQuery = queryOptions({
  queryKey: adminKeys.winners(),
  queryFn: async () => (await api.get('/api/admin/winners')).winners,
});

export const useWinners = () => useQuery(winnersQuery);
