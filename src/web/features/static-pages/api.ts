import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { staticPageKeys } from '../../lib/query-keys.ts';
import type { StaticPage } from '../../../shared/api/content.ts';

export type StaticPageSlug = 'about' | 'contact' | 'terms' | 'policy';

export type { StaticPage };

export const staticPageQuery = (slug: StaticPageSlug) =>
  queryOptions({
    queryKey: staticPageKeys.page(slug),
    queryFn: () => api.get('/api/pages/:slug', { params: { slug } }),
    staleTime: 10 * 60_000,
  });

export function useStaticPage(slug: StaticPageSlug) {
  return useQuery(staticPageQuery(slug));
}
