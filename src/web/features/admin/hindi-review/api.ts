// The model's Hindi versions of bank questions (docs/decisions/034): the proposals a Hindi job leaves,
// each approved or rejected by a reviewer. Asking for them is one of the bank's bulk actions
// (questions/bulk/api.ts).
import { queryOptions } from '@tanstack/react-query';
import type { HindiProposal } from '../../../../shared/api/hindi-proposals.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

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
