import type { GenerationJob, GenerationJobSummary, GenerationRequest, GenerationSettings } from '../../../../shared/api/generation.ts';
import { apiGet, apiPost } from '../../../lib/http.ts';

const JOBS = '/api/admin/generation/jobs';

export const getGenerationSettings = () => apiGet<GenerationSettings>('/api/admin/generation/settings');
export const listGenerationJobs = () => apiGet<{ jobs: GenerationJobSummary[] }>(JOBS).then((answer) => answer.jobs);
export const getGenerationJob = (id: string) => apiGet<{ job: GenerationJob }>(`${JOBS}/${encodeURIComponent(id)}`).then((answer) => answer.job);
export const startGeneration = (request: GenerationRequest) => apiPost<{ job: GenerationJob }>(JOBS, request).then((answer) => answer.job);
export const cancelGeneration = (id: string) => apiPost<{ job: GenerationJob }>(`${JOBS}/${encodeURIComponent(id)}/cancel`).then((answer) => answer.job);
export const regenerateFailed = (id: string) => apiPost<{ job: GenerationJob }>(`${JOBS}/${encodeURIComponent(id)}/regenerate`).then((answer) => answer.job);

/** How a job's state reads to people. */
export const statusLabels: Record<GenerationJobSummary['status'], string> = {
  running: 'Running',
  completed: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
