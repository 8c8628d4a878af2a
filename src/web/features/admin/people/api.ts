// The people screens' calls: GET /api/admin/users (search, page), GET /api/admin/users/:id,
// POST …/enrolments (grant), POST …/enrolments/:seriesId/revoke and PUT …/role.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessGrant, PeopleList, PersonDetail, PersonEnrolment } from '../../../../shared/api/admin-people.ts';
import type { Role } from '../../../../shared/roles.ts';
import { apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { peopleParams, type PeopleFilters } from './people-filters.ts';

const seg = encodeURIComponent;
const userPath = (id: string) => `/api/admin/users/${seg(id)}`;

export const peopleQuery = (filters: PeopleFilters) =>
  queryOptions({
    queryKey: adminKeys.people({ ...filters }),
    queryFn: async () => {
      const query = peopleParams(filters).toString();
      return apiGet<PeopleList>(`/api/admin/users${query ? `?${query}` : ''}`);
    },
    // the rows stay on screen while the next page or search loads
    placeholderData: keepPreviousData,
  });

export const personQuery = (userId: string) =>
  queryOptions({ queryKey: adminKeys.person(userId), queryFn: () => apiGet<PersonDetail>(userPath(userId)) });

export const usePeople = (filters: PeopleFilters) => useQuery(peopleQuery(filters));
export const usePerson = (userId: string) => useQuery(personQuery(userId));

type AccessAnswer = { success: true; enrolments: PersonEnrolment[] };

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
    mutationFn: async (input: AccessGrant) => (await apiPost<AccessAnswer>(`${userPath(userId)}/enrolments`, input)).enrolments,
    onSuccess: changed,
  });
}

export function useRevokeAccess(userId: string) {
  const changed = useEnrolmentsChanged(userId);
  return useMutation({
    mutationFn: async ({ seriesId, reason }: { seriesId: string; reason: string }) =>
      (await apiPost<AccessAnswer>(`${userPath(userId)}/enrolments/${seg(seriesId)}/revoke`, { reason })).enrolments,
    onSuccess: changed,
  });
}

export function useAssignRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: Role) => (await apiPut<{ success: true; user: { role: Role } }>(`${userPath(userId)}/role`, { role })).user.role,
    onSuccess: (role) => {
      queryClient.setQueryData(adminKeys.person(userId), (old: PersonDetail | undefined) => (old ? { ...old, person: { ...old.person, role } } : old));
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'people', 'list'] });
    },
  });
}
