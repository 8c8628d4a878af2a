import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { can } from '../../../../../shared/admin-permissions.ts';
import { plainExcerpt } from '../../ui/plain-excerpt.ts';
import { Button } from '../../../../components/button.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { formatCount } from '../../ui/format.ts';
import { refreshReports, REPORTS_PAGE, useReportQueue } from '../reports-api.ts';
import { ReportGroupCard } from './report-group.tsx';
import { ReviewTabs } from './review-tabs.tsx';

const failure = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');

/**
 * /admin/review?view=reports: learners' reports of questions, most reported first. Creators read
 * them; masters resolve them, and each learner who reported is told.
 */
export function ReportsView() {
  const { role } = useAdminUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useReportQueue(page);
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const canResolve = can(role, 'reports.resolve');

  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };

  let body;
  if (!queue.data) {
    body = queue.isPending ? (
      <LoadingBlock label="Loading the reports…" />
    ) : (
      <ErrorBlock title="The reports could not be loaded" message={failure(queue.error)} onRetry={() => void queue.refetch()} />
    );
  } else if (queue.data.groups.length === 0) {
    body = (
      <EmptyBlock title={page > 1 ? `There is no page ${page}` : 'No open reports'}>
        <p>When a learner reports a question from a result’s solutions, it appears here with the others about the same question.</p>
      </EmptyBlock>
    );
  } else {
    const { groups, total, openReports } = queue.data;
    const pages = Math.max(1, Math.ceil(total / REPORTS_PAGE));
    body = (
      <div className="flex flex-col gap-4" aria-busy={queue.isPlaceholderData}>
        <p className="text-sm text-slate-600">
          {formatCount(openReports)} open {openReports === 1 ? 'report' : 'reports'} on {formatCount(total)} {total === 1 ? 'question' : 'questions'}
          {pages > 1 ? `, page ${page} of ${pages}` : ''}.
        </p>
        {groups.map((group) => (
          <ReportGroupCard
            key={group.question.id}
            group={group}
            canResolve={canResolve}
            onResolved={(resolved) => {
              const question = `‘${plainExcerpt(group.question.text.replace(/\$\$?[^$]*\$\$?/g, '(formula)'), 60)}’`;
              setAnnouncement(`Resolved ${resolved === 1 ? 'the report' : `${resolved} reports`} on ${question}: each learner has been told.`);
              refreshReports(queryClient);
            }}
          />
        ))}
        {pages > 1 ? (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Previous page
            </Button>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              Next page
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div>
      <AdminPageHeader
        title="Review queue"
        lead="Questions learners reported from their results, most reported first. Resolve a question's reports with one outcome: every learner who reported it is told."
      />
      <ReviewTabs current="reports" />
      {/* kept in sight under the site's header while the list is scrolled: the resolved question leaves it, this says what happened */}
      <p
        role="status"
        aria-live="polite"
        className={clsx(
          announcement ? 'sticky top-28 z-30 mb-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 shadow-sm ring-1 ring-emerald-200' : 'sr-only',
        )}
      >
        {announcement}
      </p>
      {body}
    </div>
  );
}
