import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../../../components/button.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { NewDraftLink } from '../../ui/new-draft-link.tsx';
import { useSeriesList } from '../../api.ts';
import { SeriesTable } from '../components/series-table.tsx';
import { countByStatus, filterSeriesList, filtersFromParams, paramsFromFilters, type SeriesListFilters, type StatusFilter } from '../series-filters.ts';

const statusTabs: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Unpublished' },
];

/** /admin/series: every series, drafts included, found by title or exam and narrowed by status. */
export function SeriesListPage() {
  usePrivatePageTitle('Test series');
  const list = useSeriesList();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const all = useMemo(() => list.data ?? [], [list.data]);
  const { query, status } = filters;
  const shown = useMemo(() => filterSeriesList(all, { query, status }), [all, query, status]);
  const counts = useMemo(() => countByStatus(all), [all]);
  // replace: each keystroke is not a page for the back button
  const setFilters = (next: SeriesListFilters) => setParams(paramsFromFilters(next), { replace: true });

  const newSeries = <NewDraftLink to={adminPaths.seriesNew()}>New series</NewDraftLink>;

  return (
    <div>
      <AdminPageHeader title="Test series" lead="Every series, drafts included. Learners see the published ones on the Test Series page." actions={newSeries} />

      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="relative md:w-80">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            aria-label="Search series by title or exam"
            placeholder="Search by title or exam"
            value={filters.query}
            onChange={(event) => setFilters({ ...filters, query: event.target.value })}
            className={inputClasses(false, 'pl-9')}
          />
        </div>
        <div role="group" aria-label="Status" className="flex flex-wrap gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200">
          {statusTabs.map((tab) => {
            const active = filters.status === tab.value;
            return (
              <button
                key={tab.value}
                type="button"
                aria-pressed={active}
                onClick={() => setFilters({ ...filters, status: tab.value })}
                className={clsx(
                  'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                  active ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {tab.label}
                {list.isSuccess ? <span className={clsx('ml-1.5 tabular-nums', active ? 'text-white/80' : 'text-slate-500')}>{counts[tab.value]}</span> : null}
              </button>
            );
          })}
        </div>
      </div>

      {list.isPending ? (
        <LoadingBlock label="Loading test series…" />
      ) : list.isError ? (
        <ErrorBlock title="We could not load the test series" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : all.length === 0 ? (
        <EmptyBlock title="No test series yet">
          <p>Create the first one: it starts as a draft that learners cannot see.</p>
          {newSeries ? <div className="mt-4 flex justify-center">{newSeries}</div> : null}
        </EmptyBlock>
      ) : shown.length === 0 ? (
        <EmptyBlock title="No series match">
          <p>
            Nothing matches {filters.query.trim() ? `‘${filters.query.trim()}’` : 'this filter'}
            {filters.status === 'all' ? '' : ` among ${statusTabs.find((tab) => tab.value === filters.status)?.label.toLowerCase()}`}.
          </p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => setFilters({ query: '', status: 'all' })}>
            Show all series
          </Button>
        </EmptyBlock>
      ) : (
        <>
          <p className="sr-only" role="status">
            {shown.length === all.length ? `${all.length} series` : `${shown.length} of ${all.length} series shown`}
          </p>
          <SeriesTable series={shown} />
        </>
      )}
    </div>
  );
}
