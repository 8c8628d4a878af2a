import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionExportApi } from '../../../../shared/api/question-export.ts';
import { requirePermission } from '../../../plugins/auth.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { exportQuestions } from './service.ts';

/** Exporting the bank, for anyone who may view it; registered inside the admin scope, behind its guard. */
export const questionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(questionExportApi.export, { config: perSession(10) }, async (request) => {
    const viewer = await requirePermission(request, 'admin.view');
    const { selection, format } = request.body;
    return { success: true as const, ...(await exportQuestions(app.db, selection, format, { uploadsDir: app.config.uploadsDir, viewerId: viewer.id })) };
  });
};
