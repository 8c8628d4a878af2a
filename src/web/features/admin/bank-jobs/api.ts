import type { BankJob, ImportJobRequest } from '../../../../shared/api/bank-jobs.ts';
import { EXPORT_FORMAT_LABELS } from '../../../../shared/api/question-export.ts';
import { api } from '../../../lib/api.ts';

export const startImportJob = (request: ImportJobRequest) => api.post('/api/admin/questions/import', { body: request }).then((answer) => answer.job);
export const listBankJobs = () => api.get('/api/admin/bank-jobs').then((answer) => answer.jobs);
export const getBankJob = (id: string) => api.get('/api/admin/bank-jobs/:id', { params: { id } }).then((answer) => answer.job);
export const cancelBankJob = (id: string) => api.post('/api/admin/bank-jobs/:id/cancel', { params: { id } }).then((answer) => answer.job);
export const deleteImportDrafts = (id: string) => api.post('/api/admin/bank-jobs/:id/delete-drafts', { params: { id } });

/** How a job's state reads to people. */
export const jobStatusLabels: Record<BankJob['status'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  completed: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** What a job is about, in a few words: the file it read or the selection it writes. */
export function jobTitle(job: BankJob): string {
  if (job.kind === 'hindi') return `Hindi versions of ${job.total.toLocaleString('en-IN')} ${job.total === 1 ? 'question' : 'questions'}`;
  if (job.import) return job.import.fileName ? `Import of “${job.import.fileName}”` : `Import of pasted ${job.import.format.toUpperCase()} text`;
  return job.export?.fileName
    ? `Export “${job.export.fileName}”`
    : `Export of ${job.total.toLocaleString('en-IN')} questions as ${job.export ? EXPORT_FORMAT_LABELS[job.export.format].label : 'a file'}`;
}
