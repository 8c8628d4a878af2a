import { useMutation } from '@tanstack/react-query';
import type { ExportRequest } from '../../../../../shared/api/question-export.ts';
import { api } from '../../../../lib/api.ts';

/** Starts an export job of the selection as it matches now; its page shows the progress, then the file. */
export function useStartExport() {
  return useMutation({
    mutationFn: (request: ExportRequest) => api.post('/api/admin/questions/export-jobs', { body: request }).then((answer) => answer.job),
  });
}
