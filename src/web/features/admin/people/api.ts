// The people screens' calls: GET /api/admin/users (search, page), GET /api/admin/users/:id,
// POST …/enrolments (grant), POST …/enrolments/:seriesId/revoke and PUT …/role.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessGrant, PersonDetail, PersonEnrolment } from '../../../../shared/api/admin-people.ts';
import type { Role } from '../../../../shared/roles.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import type { PeopleFilters } from './people-filters.ts';

export const peopleQuery = (filters: PeopleFilters) =>
  queryOptions({
    queryKey: adminKeys.people({ ...filters }),
    queryFn: () => api.get('/api/admin/users', { query: { q: filters.q.trim(), page: filters.page } }),
    // the rows stay on screen while the next page or search loads
    placeholderData: keepPreviousData,
  });

export const personQuery = (userId: string) =>
  queryOptions({ queryKey: adminKeys.person(userId), queryFn: () => api.get('/api/admin/users/:id', { params: { id: userId } }) });

export const usePeople = (filters: PeopleFilters) => useQuery(peopleQuery(filters));
export const usePerson = (userId: string) => useQuery(personQuery(userId));

/** After a grant or revoke: the person's enrolments from the answer, and the overview's counts. */
function useEnrolmentsChanged(userId: string) {
  const queryClient = useQueryClient();
  return (enrolments: PersonEnrolment[]) => {
    queryClient.setQueryData(adminKeys.person(userId), (old: PersonDetail | undefined) => (old ? { ...old, enrolments } : old));
    void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
  };
}

export function useGrantAccess(userId: string) {
  const changed = useEnrolmentsChanged(userId);
  return useMutation({
    mutationFn: async (input: AccessGrant) => (await api.post('/api/admin/users/:id/enrolments', { params: { id: userId }, body: input })).enrolments,
    onSuccess: changed,
  });
}

export function useRevokeAccess(userId: string) {
  const changed = useEnrolmentsChanged(userId);
  return useMutation({
    mutationFn: async ({ seriesId, reason }: { seriesId: string; reason: string }) =>
      (await api.post('/api/admin/users/:id/enrolments/:seriesId/revoke', { params: { id: userId, seriesId }, body: { reason } })).enrolments,
    onSuccess: changed,
  });
}

export function useAssignRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: Role) => (await api.put('/api/admin/users/:id/role', { params: { id: userId }, body: { role } })).user.role,
    onSuccess: (role) => {
      queryClient.setQueryData(adminKeys.person(userId), (old: PersonDetail | undefined) => (old ? { ...old, person: { ...old.person, role } } : old));
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'people', 'list'] });
    },
  });
}
