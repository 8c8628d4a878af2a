import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminPeopleApi } from '../../../../shared/api/admin-people.ts';
import { listWinners } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** Weekly winners with their quizzes and prize enrolments. Inside the admin scope. */
export const winnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminPeopleApi.winners, { config: perSession(60) }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, winners: await listWinners(app.db) };
  });
};
