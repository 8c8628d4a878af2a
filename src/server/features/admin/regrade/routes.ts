import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminRegradeApi } from '../../../../shared/api/admin-regrade.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { regradePaper } from './history.ts';
import { dryRun, regrade } from './service.ts';

/** A paper's regrades: its questions and history, the dry run and the regrade. Inside the admin scope. */
export const regradeRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);

  serve(adminRegradeApi.paper, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await regradePaper(app.db, request.params)) };
  });

  serve(adminRegradeApi.dryRun, { config: perSession(60) }, async (request) => {
    await requirePermission(request, 'papers.regrade');
    return { success: true as const, preview: await dryRun(app.db, request.body, new Date(app.clock.now())) };
  });

  serve(adminRegradeApi.regrade, { config: perSession(20) }, async (request) => {
    const actor = await requirePermission(request, 'papers.regrade');
    return { success: true as const, regrade: await regrade(app.db, actor, request.body, () => app.clock.now()) };
  });
};
