import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import type { AdminAction } from '../../../../shared/admin-permissions.ts';
import { adminBulkApi, type BulkActionName, type BulkRequest } from '../../../../shared/api/admin-bulk.ts';
import { applyBulk, bulkTargetsOf, previewBulk } from './service.ts';

/** The least each action needs, as for one question; the action checks each question's author and status. */
const permissionFor: Record<BulkActionName, AdminAction> = {
  move: 'draft.edit',
  tag: 'draft.edit',
  untag: 'draft.edit',
  submit: 'questions.submit',
  'add-to-paper': 'draft.edit',
  // deleting is a master's, as for a series
  delete: 'content.delete',
};

const actorFor = (request: FastifyRequest, body: BulkRequest) => requirePermission(request, permissionFor[body.change.action]);

/** Bulk work on the question bank; registered inside the admin scope, behind its guard. */
export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminBulkApi.targets, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await bulkTargetsOf(app.db)) };
  });
  serve(adminBulkApi.preview, { config: perSession(120) }, async (request) => previewBulk(app.db, await actorFor(request, request.body), request.body));
  serve(adminBulkApi.apply, { config: perSession(30) }, async (request) => applyBulk(app.db, await actorFor(request, request.body), request.body));
};
