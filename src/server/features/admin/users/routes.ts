import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminContentApi } from '../../../../shared/api/admin-content.ts';
import { assignRole } from '../../accounts/roles.service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** Roles; registered inside the admin scope, behind its guard. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminContentApi.roleAssign, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'roles.assign');
    return { success: true as const, user: await assignRole(app.db, actor.id, request.params.id, request.body.role) };
  });
};
