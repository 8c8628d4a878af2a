import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../shared/api/site.ts';
import { api } from './api.ts';
import { siteKeys } from './query-keys.ts';

/** This deployment's contact details, links and public keys: configuration, never hard-coded. */
export type { SiteConfig };

export const siteConfigQuery = queryOptions({
  queryKey: siteKeys.config(),
  queryFn: () => api.get('/api/site'),
  staleTime: 30 * 60_000,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
