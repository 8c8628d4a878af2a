import type { ImportJobRequest } from '../../../../shared/api/bank-jobs.ts';
import type { ImportPreview, ImportPreviewRequest } from '../../../../shared/api/question-import.ts';
import { api } from '../../../lib/api.ts';

export const PREVIEW_PATH = '/api/admin/questions/import/preview' as const;

/** The dry run: every question of the file as it would be imported, or why it cannot be. Nothing is saved. */
export function previewImport(request: ImportPreviewRequest): Promise<ImportPreview> {
  return api.post(PREVIEW_PATH, { body: request });
}

/** The import itself: a bank job, which the job's page follows. */
export const startImportJob = (request: ImportJobRequest) => api.post('/api/admin/questions/import', { body: request }).then((answer) => answer.job);

/** The latest bank jobs (imports, exports, Hindi versions), as the import page lists them. */
export const listBankJobs = () => api.get('/api/admin/bank-jobs').then((answer) => answer.jobs);
