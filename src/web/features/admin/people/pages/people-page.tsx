import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import type { PersonRow } from '../../../../../shared/api/admin-people.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { pagingOf } from '../../ui/data-table/pager.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { usePeople } from '../api.ts';
import { RoleBadge } from '../components/role-badge.tsx';
import { formatDay, formatWhen } from '../../ui/people-format.ts';
import { peopleFiltersFromParams, peopleParams } from '../people-filters.ts';

const columns: DataColumn<PersonRow>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Link to={adminPaths.person(row.original.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
        {row.original.name}
      </Link>
    ),
    meta: { phone: 'title' },
  },
  {
    id: 'email',
    header: 'E-mail',
    cell: ({ row }) => row.original.email,
    meta: { className: 'break-all text-slate-700 md:max-w-64 md:truncate md:break-normal' },
  },
  { id: 'role', header: 'Role', cell: ({ row }) => <RoleBadge role={row.original.role} /> },
  {
    id: 'joined',
    header: 'Joined',
    cell: ({ row }) => formatDay(row.original.createdAt),
    meta: { className: 'whitespace-nowrap text-slate-600 md:hidden lg:table-cell' },
  },
  {
    id: 'lastSignIn',
    header: 'Last sign-in',
    cell: ({ row }) => (row.original.lastSignInAt ? formatWhen(row.original.lastSignInAt) : 'Never'),
    meta: { className: 'whitespace-nowrap text-slate-600' },
  },
];

/** /admin/people: everyone who has signed in, found by name or e-mail (?q=), 25 to a page (?page=). */
export function PeoplePage() {
  usePrivatePageTitle('People');
  const [params, setParams] = useSearchParams();
  const filters = peopleFiltersFromParams(params);
  const [typed, setTyped] = useState(filters.q);
  const search = useDebouncedValue(typed, 300);
  const people = usePeople(filters);

  // the typed search reaches the URL (and the server) once typing pauses, back on page 1;
  // only a new pause writes it, so the back button's URL is not overwritten by the box
  const applied = useRef(search);
  useEffect(() => {
    if (search === applied.current) return;
    applied.current = search;
    setParams(peopleParams({ q: search, page: 1 }), { replace: true });
  }, [search, setParams]);

  return (
    <div>
      <AdminPageHeader title="People" lead="Everyone who has signed in. E-mail addresses are shown to admins only." />

      <div className="relative mb-4 md:w-96">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          aria-label="Search people by name or e-mail"
          placeholder="Search by name or e-mail"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className={inputClasses(false, 'pl-9')}
        />
      </div>

      {people.isPending ? (
        <LoadingBlock label="Loading people…" />
      ) : people.isError ? (
        <ErrorBlock title="We could not load people" message={people.error.message} onRetry={() => void people.refetch()} />
      ) : people.data.people.length === 0 ? (
        <EmptyBlock title={filters.q ? 'Nobody matches' : 'Nobody has signed in yet'}>
          {filters.q ? <p>No name or e-mail contains ‘{filters.q}’.</p> : <p>People appear here after their first sign-in with Google.</p>}
        </EmptyBlock>
      ) : (
        <DataTable
          caption="People"
          columns={columns}
          data={people.data.people}
          getRowId={(person) => person.id}
          busy={people.isPlaceholderData}
          paging={pagingOf(people.data, 'people', (page) => setParams(peopleParams({ ...filters, page })))}
        />
      )}
    </div>
  );
}
