import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/http.ts';
import { staticPageKeys } from '../../lib/query-keys.ts';
import type { StaticPage } from '../../../shared/api/content.ts';

export type StaticPageSlug = 'about' | 'contact' | 'terms' | 'policy';

export type { StaticPage };

export const staticPageQuery = (slug: StaticPageSlug) =>
  queryOptions({
    queryKey: staticPageKeys.page(slug),
    queryFn: () => apiGet<StaticPage>(`/api/pages/${slug}`),
    staleTime: 10 * 60_000,
  });

export function useStaticPage(slug: StaticPageSlug) {
  return useQuery(staticPageQuery(slug));
}
