// The model's Hindi versions of bank questions (docs/decisions/034): asking for them, which starts a
// bank job, and the proposals it leaves, each approved or rejected by a reviewer.
import { queryOptions } from '@tanstack/react-query';
import type { HindiJobStart, HindiProposal } from '../../../../shared/api/hindi-proposals.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

/** Starts the job that asks the model for each question's Hindi the caller may change; answers its id (null: none) and the others. */
export async function startHindiJob(ids: string[]): Promise<HindiJobStart> {
  const { jobId, leftOut } = await api.post('/api/admin/questions/hindi-jobs', { body: { ids } });
  return { jobId, leftOut };
}

export const hindiProposalsQuery = queryOptions({
  queryKey: adminKeys.hindiProposals(),
  queryFn: async (): Promise<HindiProposal[]> => (await api.get('/api/admin/hindi-proposals')).proposals,
});

/** Puts the proposal's Hindi on its question, as a new version; answers that version's number. */
export async function approveHindi(id: string): Promise<number> {
  return (await api.post('/api/admin/hindi-proposals/:id/approve', { params: { id } })).version;
}

export async function rejectHindi(id: string): Promise<void> {
  await api.post('/api/admin/hindi-proposals/:id/reject', { params: { id } });
}
