import type { GenerationJobSummary, GenerationRequest } from '../../../../shared/api/generation.ts';
import { api } from '../../../lib/api.ts';

export const getGenerationSettings = () => api.get('/api/admin/generation/settings');
export const listGenerationJobs = () => api.get('/api/admin/generation/jobs').then((answer) => answer.jobs);
export const getGenerationJob = (id: string) => api.get('/api/admin/generation/jobs/:id', { params: { id } }).then((answer) => answer.job);
export const startGeneration = (request: GenerationRequest) => api.post('/api/admin/generation/jobs', { body: request }).then((answer) => answer.job);
export const cancelGeneration = (id: string) => api.post('/api/admin/generation/jobs/:id/cancel', { params: { id } }).then((answer) => answer.job);
export const regenerateFailed = (id: string) => api.post('/api/admin/generation/jobs/:id/regenerate', { params: { id } }).then((answer) => answer.job);

/** How a job's state reads to people. */
export const statusLabels: Record<GenerationJobSummary['status'], string> = {
  running: 'Running',
  completed: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
