import type { ImportPreview, ImportPreviewRequest } from '../../../../shared/api/question-import.ts';
import { apiPost } from '../../../lib/http.ts';

export const PREVIEW_PATH = '/api/admin/questions/import/preview';

/** The dry run: every question of the file as it would be imported, or why it cannot be. Nothing is saved. */
export function previewImport(request: ImportPreviewRequest): Promise<ImportPreview> {
  return apiPost<ImportPreview>(PREVIEW_PATH, request);
}
