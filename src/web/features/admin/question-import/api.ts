import type { ImportPreview, ImportPreviewRequest } from '../../../../shared/api/question-import.ts';
import { api } from '../../../lib/api.ts';

export const PREVIEW_PATH = '/api/admin/questions/import/preview' as const;

/** The dry run: every question of the file as it would be imported, or why it cannot be. Nothing is saved. */
export function previewImport(request: ImportPreviewRequest): Promise<ImportPreview> {
  return api.post(PREVIEW_PATH, { body: request });
}
