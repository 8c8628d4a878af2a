// The winners screen's call: GET /api/admin/winners.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { winnersResponse } from '../../../../shared/api/admin-people.ts';
import { apiGet } from '../../../lib/http.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export const winnersQuery = queryOptions({
  queryKey: adminKeys.winners(),
  queryFn: async () => (await apiGet<z.infer<typeof winnersResponse>>('/api/admin/winners')).winners,
});

export const useWinners = () => useQuery(winnersQuery);
