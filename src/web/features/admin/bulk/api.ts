// The bank's bulk calls: what the pickers offer, a preview, and the apply.
import { queryOptions } from '@tanstack/react-query';
import type { BulkOutcome, BulkRequest } from '../../../../shared/api/admin-bulk.ts';
import { api } from '../../../lib/api.ts';

export const bulkTargetsQuery = queryOptions({
  queryKey: ['admin', 'questions', 'bulk-targets'] as const,
  queryFn: () => api.get('/api/admin/questions/bulk/targets'),
  staleTime: 30_000,
});

export const previewBulk = (request: BulkRequest): Promise<BulkOutcome> => api.post('/api/admin/questions/bulk/preview', { body: request });

export const applyBulk = (request: BulkRequest): Promise<BulkOutcome> => api.post('/api/admin/questions/bulk', { body: request });
