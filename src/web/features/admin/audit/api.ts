// The audit log's calls: a page of entries (filtered: the audit page's, or one item's History) and the filters' choices.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import type { AuditFilters } from './audit-filters.ts';

export const auditQuery = (filters: AuditFilters, pageSize?: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'audit', 'list', { ...filters, pageSize }] as const,
    queryFn: () =>
      api.get('/api/admin/audit', {
        query: {
          actor: filters.actor || undefined,
          action: filters.action || undefined,
          entity: filters.entity || undefined,
          entityId: filters.entityId || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          page: filters.page,
          pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useAuditList = (filters: AuditFilters, pageSize?: number, enabled = true) => useQuery({ ...auditQuery(filters, pageSize), enabled });

export const auditFacetsQuery = queryOptions({
  queryKey: [...adminKeys.all, 'audit', 'facets'] as const,
  queryFn: () => api.get('/api/admin/audit/facets'),
  staleTime: 60_000,
});
