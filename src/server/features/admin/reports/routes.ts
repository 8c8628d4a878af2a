import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminReportApi } from '../../../../shared/api/admin-reports.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { reportQueue, resolveQuestionReports } from './service.ts';

/** Learners' reports of questions: creators read them, masters resolve them; inside the admin scope, behind its guard. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminReportApi.queue, async (request) => {
    await requirePermission(request, 'reports.view');
    return { success: true as const, ...(await reportQueue(app.db, request.query)) };
  });

  serve(adminReportApi.resolve, { config: perSession(120) }, async (request) => {
    const actor = await requirePermission(request, 'reports.resolve');
    return { success: true as const, ...(await resolveQuestionReports(app.db, actor, request.params.id, request.body)) };
  });
};
