import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import clsx from 'clsx';
import { Settings2 } from 'lucide-react';
import type { GenerationJob, GenerationRequest } from '../../../../../shared/api/generation.ts';
import { can } from '../../../../../shared/admin-permissions.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminKeys } from '../../../../lib/query-keys.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { cancelGeneration, getGenerationJob, getGenerationSettings, listGenerationJobs, regenerateFailed, startGeneration, statusLabels } from '../api.ts';
import { GenerationForm } from '../components/generation-form.tsx';
import { JobProgress } from '../components/job-progress.tsx';
import { formatAdminTime } from '../../ui/india-time.ts';

const POLL_MS = 1000;

/**
 * /admin/questions/generate: ask the configured model for draft questions, watch them arrive, cancel
 * or regenerate what failed. The job on screen rides in ?job=, so a reload picks it up again.
 */
export function GeneratePage() {
  usePrivatePageTitle('Generate questions with AI');
  const user = useAdminUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');

  const settings = useQuery({ queryKey: adminKeys.generationSettings(), queryFn: getGenerationSettings });
  const jobs = useQuery({
    queryKey: adminKeys.generationJobs(),
    queryFn: listGenerationJobs,
    refetchInterval: (query) => (query.state.data?.some((job) => job.status === 'running') ? POLL_MS * 3 : false),
  });
  const job = useQuery({
    queryKey: adminKeys.generationJob(jobId ?? ''),
    queryFn: () => getGenerationJob(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });

  // the list's line for this job changes when it finishes
  const jobStatus = job.data?.status;
  useEffect(() => {
    if (jobStatus && jobStatus !== 'running') void queryClient.invalidateQueries({ queryKey: adminKeys.generationJobs() });
  }, [jobStatus, queryClient]);

  const show = (next: GenerationJob) => {
    queryClient.setQueryData(adminKeys.generationJob(next.id), next);
    void queryClient.invalidateQueries({ queryKey: adminKeys.generationJobs() });
    setParams({ job: next.id });
  };
  const start = useMutation({ mutationFn: (request: GenerationRequest) => startGeneration(request), onSuccess: show });
  const cancel = useMutation({ mutationFn: cancelGeneration, onSuccess: show });
  const regenerate = useMutation({ mutationFn: regenerateFailed, onSuccess: show });
  const refused = start.error ?? cancel.error ?? regenerate.error;

  const configured = settings.data?.configured ?? false;

  return (
    <div>
      <AdminPageHeader
        title="Generate with AI"
        lead="Ask the language model for multiple-choice questions. Each one is checked and saved as a draft for a reviewer."
        back={{ to: adminPaths.questionList(), label: 'Question bank' }}
      />

      {settings.isPending ? <LoadingBlock label="Checking the model…" /> : null}
      {settings.isError ? <ErrorBlock message={settings.error.message} onRetry={() => void settings.refetch()} /> : null}
      {settings.data && !configured ? (
        <div role="alert" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <Settings2 aria-hidden="true" className="size-4" /> No language model is configured
          </p>
          <p className="mt-2">{settings.data.howTo}</p>
          <pre className="mt-3 overflow-x-auto rounded-lg bg-white/70 p-3 font-mono text-xs text-slate-800">
            {'LLM_BASE_URL=https://api.openai.com/v1\nLLM_API_KEY=sk-...\nLLM_MODEL=gpt-4o-mini'}
          </pre>
        </div>
      ) : null}
      {settings.data?.configured ? (
        <p className="mb-3 text-sm text-slate-600">
          Model: <span className="font-medium text-slate-800">{settings.data.model}</span>
          {settings.data.local ? ' (the local stand-in: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL to use a real model)' : null}
        </p>
      ) : null}

      {settings.data ? <GenerationForm disabled={!configured} busy={start.isPending} onSubmit={(request) => start.mutate(request)} /> : null}
      {refused ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {refused.message}
        </p>
      ) : null}

      {jobId ? (
        <div className="mt-6">
          {job.isPending ? <LoadingBlock label="Loading the job…" /> : null}
          {job.isError ? <ErrorBlock message={job.error.message} onRetry={() => void job.refetch()} /> : null}
          {job.data ? (
            <JobProgress
              job={job.data}
              canReview={can(user.role, 'questions.review')}
              busy={cancel.isPending || regenerate.isPending}
              onCancel={() => cancel.mutate(job.data.id)}
              onRegenerate={() => regenerate.mutate(job.data.id)}
            />
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="recent-jobs" className="mt-8">
        <h2 id="recent-jobs" className="text-lg font-semibold text-navy-900">
          Recent jobs
        </h2>
        {jobs.isPending ? <LoadingBlock label="Loading jobs…" /> : null}
        {jobs.isError ? <ErrorBlock message={jobs.error.message} onRetry={() => void jobs.refetch()} /> : null}
        {jobs.data && jobs.data.length === 0 ? <EmptyBlock title="No generation jobs yet">Jobs you start appear here.</EmptyBlock> : null}
        {jobs.data && jobs.data.length > 0 ? (
          <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {jobs.data.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setParams({ job: item.id })}
                  aria-current={item.id === jobId ? 'true' : undefined}
                  className={clsx(
                    'flex w-full flex-col gap-1 px-4 py-3 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none sm:flex-row sm:items-center sm:justify-between',
                    item.id === jobId && 'bg-brand-50',
                  )}
                >
                  <span className="min-w-0">
                    <span className="font-medium text-navy-900">{item.topic}</span>
                    <span className="text-slate-600">
                      {' '}
                      · {item.exam} · {item.section} · {item.difficulty}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-3 text-slate-600">
                    <span>
                      {item.accepted} of {item.count} accepted{item.rejected > 0 ? `, ${item.rejected} failed` : ''}
                    </span>
                    <span
                      className={clsx(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        item.status === 'running' && 'bg-brand-100 text-brand-800',
                        item.status === 'completed' && 'bg-emerald-100 text-emerald-800',
                        item.status === 'failed' && 'bg-red-100 text-red-800',
                        item.status === 'cancelled' && 'bg-slate-100 text-slate-700',
                      )}
                    >
                      {statusLabels[item.status]}
                    </span>
                    <time dateTime={item.createdAt} className="text-xs">
                      {formatAdminTime(item.createdAt)}
                    </time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
