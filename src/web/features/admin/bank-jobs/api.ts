import { api } from '../../../lib/api.ts';

export const getBankJob = (id: string) => api.get('/api/admin/bank-jobs/:id', { params: { id } }).then((answer) => answer.job);
export const cancelBankJob = (id: string) => api.post('/api/admin/bank-jobs/:id/cancel', { params: { id } }).then((answer) => answer.job);
export const deleteImportDrafts = (id: string) => api.post('/api/admin/bank-jobs/:id/delete-drafts', { params: { id } });
