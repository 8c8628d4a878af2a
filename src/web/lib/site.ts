import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './http.ts';
import { siteKeys } from './query-keys.ts';

/** This deployment's contact details, links and public keys: configuration, never hard-coded. */
export type SiteConfig = {
  supportEmail: string;
  contactEmail: string;
  applyUrl: string;
  adsClientId: string | null;
  razorpayKeyId: string;
  localSignIn: boolean;
};

export const siteConfigQuery = queryOptions({
  queryKey: siteKeys.config(),
  queryFn: () => apiGet<SiteConfig>('/api/site'),
  staleTime: 30 * 60_000,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
