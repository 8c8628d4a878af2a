import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { useDebouncedValue } from '../../papers/use-debounced-value.ts';
import { usePeople } from '../api.ts';
import { Pager } from '../components/pager.tsx';
import { RoleBadge } from '../components/role-badge.tsx';
import { formatDay, formatWhen } from '../format.ts';
import { peopleFiltersFromParams, peopleParams } from '../people-filters.ts';

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
        <>
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">People</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="py-2.5 pr-3 pl-4 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    E-mail
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Role
                  </th>
                  <th scope="col" className="hidden px-3 py-2.5 font-semibold lg:table-cell">
                    Joined
                  </th>
                  <th scope="col" className="py-2.5 pr-4 pl-3 font-semibold">
                    Last sign-in
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {people.data.people.map((person) => (
                  <tr key={person.id} className="hover:bg-slate-50">
                    <td className="py-3 pr-3 pl-4">
                      <Link to={adminPaths.person(person.id)} className="font-semibold text-navy-900 hover:text-brand-700 hover:underline">
                        {person.name}
                      </Link>
                    </td>
                    <td className="max-w-64 truncate px-3 py-3 text-slate-700">{person.email}</td>
                    <td className="px-3 py-3">
                      <RoleBadge role={person.role} />
                    </td>
                    <td className="hidden px-3 py-3 whitespace-nowrap text-slate-600 lg:table-cell">{formatDay(person.createdAt)}</td>
                    <td className="py-3 pr-4 pl-3 whitespace-nowrap text-slate-600">{person.lastSignInAt ? formatWhen(person.lastSignInAt) : 'Never'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={people.data.page}
            pageSize={people.data.pageSize}
            total={people.data.total}
            noun="people"
            onPage={(page) => setParams(peopleParams({ ...filters, page }))}
          />
        </>
      )}
    </div>
  );
}
