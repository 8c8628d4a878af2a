import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminPeopleApi } from '../../../../shared/api/admin-people.ts';
import { grantAccess, listPeople, personDetail, revokeAccess } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** People: learners with their e-mails, and access granted by hand. Inside the admin scope. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminPeopleApi.list, { config: perSession(120) }, async (request) => {
    await requirePermission(request, 'people.view');
    return { success: true as const, ...(await listPeople(app.db, request.query)) };
  });

  serve(adminPeopleApi.person, { config: perSession(120) }, async (request) => {
    await requirePermission(request, 'people.view');
    return { success: true as const, ...(await personDetail(app.db, request.params.id)) };
  });

  serve(adminPeopleApi.grant, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'access.grant');
    const { seriesId, reason } = request.body;
    return { success: true as const, enrolments: await grantAccess(app.db, actor.id, request.params.id, seriesId, reason) };
  });

  // a POST, not a DELETE: the reason travels in the body
  serve(adminPeopleApi.revoke, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'access.grant');
    const { id, seriesId } = request.params;
    return { success: true as const, enrolments: await revokeAccess(app.db, actor.id, id, seriesId, request.body.reason) };
  });
};
