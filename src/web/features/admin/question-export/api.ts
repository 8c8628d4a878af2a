import { useMutation } from '@tanstack/react-query';
import type { ExportRequest } from '../../../../shared/api/question-export.ts';
import { api } from '../../../lib/api.ts';

/** Asks the server for the file, and hands it to the browser as a download. */
export function useExportQuestions() {
  return useMutation({
    mutationFn: async (request: ExportRequest) => {
      const result = await api.post('/api/admin/questions/export', { body: request });
      const url = URL.createObjectURL(new Blob([result.text], { type: result.contentType }));
      const link = document.createElement('a');
      link.href = url;
      link.download = result.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return result;
    },
  });
}
