import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { isJobOpen, type BankJob } from '../../../../../shared/api/bank-jobs.ts';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { adminKeys } from '../../../../lib/query-keys.ts';
import { formatDateTime } from '../../../../lib/result-format.ts';
import { formatCount } from '../../ui/format.ts';
import { JobStatusPill, jobTitle } from '../../ui/job-status-pill.tsx';
import { listBankJobs } from '../api.ts';

const POLL_MS = 3000;

function progressOf(job: BankJob): string {
  const unit = job.kind === 'import' ? 'questions written' : job.kind === 'hindi' ? 'questions asked' : 'questions read';
  if (job.status === 'queued') return `${formatCount(job.total)} to ${job.kind === 'import' ? 'write' : job.kind === 'hindi' ? 'ask' : 'read'}`;
  return `${formatCount(job.done)} of ${formatCount(job.total)} ${unit}`;
}

/** The latest imports and exports: a creator's own, everyone's for a master; each opens its job page. */
export function RecentJobs({ showAuthor }: { showAuthor: boolean }) {
  const jobs = useQuery({
    queryKey: adminKeys.bankJobs(),
    queryFn: listBankJobs,
    refetchInterval: (query) => (query.state.data?.some((job) => isJobOpen(job.status)) ? POLL_MS : false),
  });
  return (
    <section aria-labelledby="recent-jobs" className="flex flex-col gap-3">
      <header>
        <h2 id="recent-jobs" className="text-lg font-semibold text-navy-900">
          Recent imports and exports
        </h2>
        <p className="text-sm text-slate-600">
          {showAuthor ? 'Everyone’s, newest first.' : 'Yours, newest first.'} They run on the server: a closed page does not stop them.
        </p>
      </header>
      {jobs.isPending ? <LoadingBlock label="Loading jobs…" /> : null}
      {jobs.isError ? <ErrorBlock message={jobs.error.message} onRetry={() => void jobs.refetch()} /> : null}
      {jobs.data && jobs.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          No imports or exports yet. A file you import, or an export from the question bank, appears here with its progress and result.
        </p>
      ) : null}
      {jobs.data && jobs.data.length > 0 ? (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <Link
                to={adminPaths.importJob(job.id)}
                className="flex items-center gap-3 px-4 py-3 text-sm hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                  <span className="min-w-0 truncate font-medium text-navy-900">{jobTitle(job)}</span>
                  <JobStatusPill status={job.status} className="self-start sm:self-auto" />
                  <span className="text-slate-600 tabular-nums sm:ml-auto">{progressOf(job)}</span>
                  <span className="text-xs text-slate-500 sm:w-48 sm:text-right">
                    {showAuthor && job.author ? `${job.author} · ` : ''}
                    {formatDateTime(job.createdAt)}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
