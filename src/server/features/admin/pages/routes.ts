import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminPageListResponse, adminPageResponse, pageInput, pageParams } from '../../../../shared/api/admin-notifications.ts';
import { getPage, listPages, savePage } from './service.ts';

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard; a master's. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/pages', { schema: { response: { 200: adminPageListResponse } } }, async (request) => {
    await requirePermission(request, 'pages.edit');
    return { success: true as const, pages: await listPages(app.db) };
  });

  app.get('/api/admin/pages/:slug', { schema: { params: pageParams, response: { 200: adminPageResponse } } }, async (request) => {
    await requirePermission(request, 'pages.edit');
    return { success: true as const, page: await getPage(app.db, request.params.slug) };
  });

  app.put(
    '/api/admin/pages/:slug',
    { schema: { params: pageParams, body: pageInput, response: { 200: adminPageResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'pages.edit');
      return { success: true as const, page: await savePage(app.db, actor, request.params.slug, request.body) };
    },
  );
};
