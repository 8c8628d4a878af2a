import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { adminStatisticsApi } from '../../../../shared/api/admin-statistics.ts';
import { paperStatistics, questionStatistics } from './service.ts';

/** Item statistics of a question and of a paper, as the job stored them; inside the admin scope. */
export const itemStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);

  serve(adminStatisticsApi.question, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await questionStatistics(app.db, request.params.id)) };
  });

  serve(adminStatisticsApi.paper, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await paperStatistics(app.db, request.params)) };
  });
};
