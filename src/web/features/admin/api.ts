import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { adminKeys } from '../../lib/query-keys.ts';
import type { AdminOverview } from '../../../shared/api/admin.ts';

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
