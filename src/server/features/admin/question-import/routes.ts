import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { IMPORT_MAX_BYTES, importPreview, importPreviewRequest, SAMPLE_CSV } from '../../../../shared/api/question-import.ts';
import { previewImport } from './service.ts';

// room for JSON's escaping of a file at the size limit (quotes, backslashes and newlines double)
const PREVIEW_BODY_LIMIT = 2 * IMPORT_MAX_BYTES + 64 * 1024;

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard. */
export const questionImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/questions/import/preview',
    { schema: { body: importPreviewRequest, response: { 200: importPreview } }, config: perSession(30), bodyLimit: PREVIEW_BODY_LIMIT },
    async (request) => {
      await requirePermission(request, 'questions.import');
      const { format, text, section, source } = request.body;
      return previewImport(text, format, { ...(section ? { section } : {}), ...(source ? { source } : {}) });
    },
  );

  app.get('/api/admin/questions/import/sample.csv', { config: perSession(60) }, async (request, reply) => {
    await requirePermission(request, 'questions.import');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="prepverse-questions-sample.csv"')
      .header('cache-control', 'private, no-store')
      .send(SAMPLE_CSV);
  });
};
