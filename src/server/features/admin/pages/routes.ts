import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminNotificationApi } from '../../../../shared/api/admin-notifications.ts';
import { getPage, listPages, savePage } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard; a master's. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminNotificationApi.pages, async (request) => {
    await requirePermission(request, 'pages.edit');
    return { success: true as const, pages: await listPages(app.db) };
  });

  serve(adminNotificationApi.page, async (request) => {
    await requirePermission(request, 'pages.edit');
    return { success: true as const, page: await getPage(app.db, request.params.slug) };
  });

  serve(adminNotificationApi.pageSave, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'pages.edit');
    return { success: true as const, page: await savePage(app.db, actor, request.params.slug, request.body) };
  });
};
