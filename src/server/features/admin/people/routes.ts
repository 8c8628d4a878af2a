import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import {
  accessChange,
  accessGrant,
  accessResponse,
  peopleListResponse,
  peopleQuery,
  personDetailResponse,
  userParams,
  userSeriesParams,
} from '../../../../shared/api/admin-people.ts';
import { grantAccess, listPeople, personDetail, revokeAccess } from './service.ts';

/** People: learners with their e-mails, and access granted by hand. Inside the admin scope. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { schema: { querystring: peopleQuery, response: { 200: peopleListResponse } }, config: perSession(120) },
    async (request) => {
      await requirePermission(request, 'people.view');
      return { success: true as const, ...(await listPeople(app.db, request.query)) };
    },
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { params: userParams, response: { 200: personDetailResponse } }, config: perSession(120) },
    async (request) => {
      await requirePermission(request, 'people.view');
      return { success: true as const, ...(await personDetail(app.db, request.params.id)) };
    },
  );

  app.post(
    '/api/admin/users/:id/enrolments',
    { schema: { params: userParams, body: accessGrant, response: { 200: accessResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'access.grant');
      const { seriesId, reason } = request.body;
      return { success: true as const, enrolments: await grantAccess(app.db, actor.id, request.params.id, seriesId, reason) };
    },
  );

  // a POST, not a DELETE: the reason travels in the body
  app.post(
    '/api/admin/users/:id/enrolments/:seriesId/revoke',
    { schema: { params: userSeriesParams, body: accessChange, response: { 200: accessResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'access.grant');
      const { id, seriesId } = request.params;
      return { success: true as const, enrolments: await revokeAccess(app.db, actor.id, id, seriesId, request.body.reason) };
    },
  );
};
