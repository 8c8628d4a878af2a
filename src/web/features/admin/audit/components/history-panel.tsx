import { useState } from 'react';
import { History } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import { Pager } from '../../ui/data-table/pager.tsx';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { useAuditList } from '../api.ts';
import { noAuditFilters } from '../audit-filters.ts';
import { AuditEntryList } from './audit-entry-list.tsx';

const PAGE_SIZE = 10;

/**
 * An item's own part of the audit log, on its page (a question, a test, a weekly quiz): the same
 * entries as /admin/audit filtered to it. Masters and gods only, like the log itself.
 */
export function HistoryPanel({ entity, entityId }: { entity: 'question' | 'test' | 'quiz'; entityId: string }) {
  const { role } = useAdminUser();
  const allowed = can(role, 'audit.view');
  const [page, setPage] = useState(1);
  const history = useAuditList({ ...noAuditFilters, entity, entityId, page }, PAGE_SIZE, allowed);
  if (!allowed) return null;
  return (
    <section aria-labelledby={`history-${entityId}`} className="mt-8">
      <h2 id={`history-${entityId}`} className="mb-3 flex items-center gap-2 text-base font-semibold text-navy-900">
        <History aria-hidden="true" className="size-4 text-brand-600" />
        History
      </h2>
      {history.data ? (
        history.data.total === 0 ? (
          <p className="text-sm text-slate-500">No change has been recorded yet.</p>
        ) : (
          <>
            <AuditEntryList entries={history.data.entries} showEntity={false} />
            {history.data.total > PAGE_SIZE ? (
              <Pager page={history.data.page} pageSize={history.data.pageSize} total={history.data.total} noun="changes" onPage={setPage} />
            ) : null}
          </>
        )
      ) : history.isError ? (
        <p className="text-sm text-red-700">The history could not be loaded: {history.error.message}</p>
      ) : (
        <div className="h-20 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
      )}
    </section>
  );
}
