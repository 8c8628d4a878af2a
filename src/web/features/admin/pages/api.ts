// The site pages' calls: GET /api/admin/pages, GET/PUT /api/admin/pages/:slug. A save also drops the
// learner's cached copy of the page, so /about (or whichever) shows the new text at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageInput, StaticPageSlug } from '../../../../shared/api/admin-notifications.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys, staticPageKeys } from '../../../lib/query-keys.ts';

export const pageListQuery = queryOptions({
  queryKey: adminKeys.pageList(),
  queryFn: async () => (await api.get('/api/admin/pages')).pages,
});

export const pageQuery = (slug: StaticPageSlug) =>
  queryOptions({
    queryKey: adminKeys.page(slug),
    queryFn: async () => (await api.get('/api/admin/pages/:slug', { params: { slug } })).page,
  });

export const usePageList = () => useQuery(pageListQuery);
export const useAdminPage = (slug: StaticPageSlug) => useQuery(pageQuery(slug));

export function useSavePage(slug: StaticPageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PageInput) => (await api.put('/api/admin/pages/:slug', { params: { slug }, body: input })).page,
    onSuccess: (page) => {
      queryClient.setQueryData(adminKeys.page(slug), page);
      void queryClient.invalidateQueries({ queryKey: adminKeys.pageList() });
      // the learner's page keeps its answer for ten minutes: this one is stale now
      void queryClient.invalidateQueries({ queryKey: staticPageKeys.page(slug) });
    },
  });
}

/** Where learners read each page, and what it is for. */
export const pageInfo: Record<StaticPageSlug, { path: string; name: string; about: string }> = {
  about: { path: '/about', name: 'About Us', about: 'Who runs Prepverse and what it offers.' },
  contact: { path: '/contact', name: 'Contact', about: 'How to reach the team; the support and contact e-mails are shown under it.' },
  terms: { path: '/terms', name: 'Terms & Conditions', about: 'The terms of using the site and buying a series.' },
  policy: { path: '/policy', name: 'Privacy Policy', about: 'What Prepverse stores about learners and why.' },
};
