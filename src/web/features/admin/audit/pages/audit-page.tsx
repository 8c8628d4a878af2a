import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../../../shared/admin-permissions.ts';
import { Button } from '../../../../components/button.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { Pager, pagingOf } from '../../ui/data-table/pager.tsx';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { DateRangeFields } from '../../ui/date-range-fields.tsx';
import { auditFacetsQuery, useAuditList } from '../api.ts';
import { actionLabel, anyAuditFilter, auditFiltersFromParams, auditParams, entityLabel, noAuditFilters, type AuditFilters } from '../audit-filters.ts';
import { AuditEntryList } from '../components/audit-entry-list.tsx';

const TITLE = 'Audit log';

/** /admin/audit: every change an admin made, newest first, filtered in the URL (masters and gods). */
export function AuditPage() {
  const { role } = useAdminUser();
  usePrivatePageTitle(TITLE);
  if (!can(role, 'audit.view')) {
    return (
      <div>
        <AdminPageHeader title={TITLE} />
        <ErrorBlock title="The audit log is for masters" message="Reading who changed what needs the master role or higher." />
      </div>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFromParams(params);
  const entries = useAuditList(filters);
  const facets = useQuery(auditFacetsQuery);
  const id = useId();
  // a new filter starts again at page 1
  const setFilter = (change: Partial<AuditFilters>) => setParams(auditParams({ ...filters, ...change, page: 1 }), { replace: true });

  const select = (key: 'actor' | 'action' | 'entity', label: string, any: string, options: { value: string; label: string }[]) => (
    <div className="col-span-2 sm:col-span-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`${id}-${key}`} value={filters[key]} onChange={(e) => setFilter({ [key]: e.target.value })} className={inputClasses(false, 'mt-1')}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {/* a value from a shared link that the choices do not hold (yet) stays selectable */}
        {filters[key] && !options.some((option) => option.value === filters[key]) ? <option value={filters[key]}>{filters[key]}</option> : null}
      </select>
    </div>
  );

  return (
    <div>
      <AdminPageHeader
        title={TITLE}
        lead="Every change made in the admin area: who made it, when, and the fields before and after. The dates filter by India time."
      />

      <div
        role="group"
        aria-label="Filters"
        className="mb-5 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-3 xl:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.2fr)_repeat(2,minmax(0,0.9fr))_auto] xl:items-end"
      >
        {select(
          'actor',
          'Who',
          'Anyone',
          (facets.data?.actors ?? []).map((actor) => ({ value: actor.id, label: `${actor.name} (${actor.email})` })),
        )}
        {select(
          'action',
          'Action',
          'Any action',
          (facets.data?.actions ?? []).map((action) => ({ value: action, label: `${action.split('.')[0]}: ${actionLabel(action)}` })),
        )}
        {select(
          'entity',
          'Kind of thing',
          'Anything',
          (facets.data?.entities ?? []).map((entity) => ({ value: entity, label: entityLabel(entity) })),
        )}
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-entityId`} className="text-sm font-medium text-slate-800">
            Its id
          </label>
          <input
            id={`${id}-entityId`}
            type="search"
            value={filters.entityId}
            placeholder="Paste an id"
            spellCheck={false}
            onChange={(e) => setFilter({ entityId: e.target.value.trim() })}
            className={inputClasses(false, 'mt-1 font-mono text-xs')}
          />
        </div>
        <DateRangeFields id={id} from={filters.from} to={filters.to} onChange={setFilter} />
        <Button
          variant="ghost"
          size="sm"
          className="col-span-2 sm:col-span-1"
          disabled={!anyAuditFilter(filters)}
          onClick={() => setParams(auditParams(noAuditFilters), { replace: true })}
        >
          Clear filters
        </Button>
      </div>

      {entries.isPending ? (
        <LoadingBlock label="Loading the audit log…" />
      ) : entries.isError ? (
        <ErrorBlock title="We could not load the audit log" message={entries.error.message} onRetry={() => void entries.refetch()} />
      ) : entries.data.entries.length === 0 ? (
        <EmptyBlock title={anyAuditFilter(filters) ? 'No change matches these filters' : 'No change has been recorded yet'}>
          <p>{anyAuditFilter(filters) ? 'Clear a filter to see more.' : 'Every change an admin makes appears here.'}</p>
        </EmptyBlock>
      ) : (
        <>
          <AuditEntryList entries={entries.data.entries} />
          <Pager {...pagingOf(entries.data, 'changes', (page) => setParams(auditParams({ ...filters, page })))} />
        </>
      )}
    </div>
  );
}
