import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isJobOpen, type BankJob } from '../../../../../shared/api/bank-jobs.ts';
import { FORMATS } from '../../ui/import-formats.ts';
import { EXPORT_FORMAT_LABELS } from '../../../../../shared/api/question-export.ts';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { adminKeys } from '../../../../lib/query-keys.ts';
import { formatDateTime } from '../../../../lib/result-format.ts';
import { HindiOutcome } from '../components/hindi-outcome.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { formatCount } from '../../ui/format.ts';
import { cancelBankJob, deleteImportDrafts, getBankJob } from '../api.ts';
import { ExportOutcome } from '../components/export-outcome.tsx';
import { ImportOutcome } from '../components/import-outcome.tsx';
import { ImportDuplicates } from '../components/import-duplicates.tsx';
import { JobProgress } from '../components/job-progress.tsx';
import { JobStatusPill, jobTitle } from '../../ui/job-status-pill.tsx';

const POLL_MS = 1000;

function JobFacts({ job }: { job: BankJob }) {
  const facts: [string, string][] = [];
  if (job.import) {
    facts.push(['Format', FORMATS[job.import.format].label]);
    if (job.import.exam) facts.push(['Exam', job.import.exam]);
    facts.push(['Left out by the dry run', `${formatCount(job.import.skipped)} skipped, ${formatCount(job.import.errors)} with errors`]);
  }
  if (job.export) facts.push(['Format', EXPORT_FORMAT_LABELS[job.export.format].label], ['Questions chosen', formatCount(job.total)]);
  if (job.author) facts.push(['Started by', job.author]);
  facts.push(['Started', formatDateTime(job.createdAt)]);
  if (job.finishedAt) facts.push(['Ended', formatDateTime(job.finishedAt)]);
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-2">
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt className="text-slate-500">{name}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/import/jobs/:jobId: an import, export or Hindi-versions job's progress while it runs, with
 * Cancel, then its result (an export's: the file to download; Hindi versions: the way to their review). The job runs on the server; this page only reads its row, so leaving it changes nothing.
 */
export function BankJobPage() {
  const { jobId = '' } = useParams();
  const queryClient = useQueryClient();
  const job = useQuery({
    queryKey: adminKeys.bankJob(jobId),
    queryFn: () => getBankJob(jobId),
    refetchInterval: (query) => (query.state.data && isJobOpen(query.state.data.status) ? POLL_MS : false),
  });
  const [deleteMessage, setDeleteMessage] = useState<{ ok: boolean; text: string } | null>(null);
  usePrivatePageTitle(job.data ? jobTitle(job.data) : 'Import');

  const show = (next: BankJob) => {
    queryClient.setQueryData(adminKeys.bankJob(next.id), next);
    void queryClient.invalidateQueries({ queryKey: adminKeys.bankJobs() });
  };
  const cancel = useMutation({ mutationFn: () => cancelBankJob(jobId), onSuccess: show });
  const deleteDrafts = useMutation({
    mutationFn: () => deleteImportDrafts(jobId),
    onSuccess: ({ deleted, kept, job: next }) => {
      show(next);
      const rest = kept > 0 ? ` ${formatCount(kept)} taken further since (submitted, published or in a paper) ${kept === 1 ? 'was' : 'were'} kept.` : '';
      setDeleteMessage({ ok: true, text: `Deleted ${formatCount(deleted)} ${deleted === 1 ? 'draft' : 'drafts'}.${rest}` });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (problem) => setDeleteMessage({ ok: false, text: isApiError(problem) ? problem.message : 'The drafts could not be deleted. Please try again.' }),
  });

  // once it ends, the bank's lists and counts hold what it wrote
  const ended = job.data ? !isJobOpen(job.data.status) : false;
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' });
  }, [ended, queryClient]);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={job.data ? jobTitle(job.data) : 'Import'}
        back={
          job.data?.kind === 'export' || job.data?.kind === 'hindi'
            ? { to: adminPaths.questionList(), label: 'Question bank' }
            : { to: adminPaths.questionImport(), label: 'Import questions' }
        }
        lead={job.data ? <JobStatusPill status={job.data.status} /> : undefined}
      />
      {job.isPending ? <LoadingBlock label="Loading the job…" /> : null}
      {job.isError ? <ErrorBlock message={job.error.message} onRetry={() => void job.refetch()} /> : null}
      {job.data && isJobOpen(job.data.status) ? <JobProgress job={job.data} cancelling={cancel.isPending} onCancel={() => cancel.mutate()} /> : null}
      {cancel.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {cancel.error.message}
        </p>
      ) : null}
      {job.data?.import && ended ? (
        <ImportOutcome
          job={{ ...job.data, import: job.data.import }}
          deleting={deleteDrafts.isPending}
          deleteMessage={deleteMessage}
          onDeleteDrafts={() => deleteDrafts.mutate()}
        />
      ) : null}
      {job.data?.import?.duplicates && ended ? <ImportDuplicates duplicates={job.data.import.duplicates} /> : null}
      {job.data?.export && ended ? <ExportOutcome job={{ ...job.data, export: job.data.export }} /> : null}
      {job.data?.hindi && ended ? <HindiOutcome job={{ ...job.data, hindi: job.data.hindi }} /> : null}
      {job.data ? <JobFacts job={job.data} /> : null}
    </div>
  );
}
