// The bank's bulk calls: what the pickers offer, a preview, and the apply; and asking the model for the
// selection's Hindi versions, which starts a bank job (docs/decisions/034).
import { queryOptions } from '@tanstack/react-query';
import type { BulkOutcome, BulkRequest } from '../../../../../shared/api/admin-bulk.ts';
import type { HindiJobStart } from '../../../../../shared/api/hindi-proposals.ts';
import { api } from '../../../../lib/api.ts';

export const bulkTargetsQuery = queryOptions({
  queryKey: ['admin', 'questions', 'bulk-targets'] as const,
  queryFn: () => api.get('/api/admin/questions/bulk/targets'),
  staleTime: 30_000,
});

export const previewBulk = (request: BulkRequest): Promise<BulkOutcome> => api.post('/api/admin/questions/bulk/preview', { body: request });

export const applyBulk = (request: BulkRequest): Promise<BulkOutcome> => api.post('/api/admin/questions/bulk', { body: request });

/** Starts the job that asks the model for each question's Hindi the caller may change; answers its id (null: none) and the others. */
export async function startHindiJob(ids: string[]): Promise<HindiJobStart> {
  const { jobId, leftOut } = await api.post('/api/admin/questions/hindi-jobs', { body: { ids } });
  return { jobId, leftOut };
}
