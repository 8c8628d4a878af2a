import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { adminTaxonomyApi } from '../../../../shared/api/admin-taxonomy.ts';
import { createNode, deleteNode, moveNode, renameNode, taxonomy } from './service.ts';

/** The syllabus tree; registered inside the admin scope, behind its guard. */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminTaxonomyApi.tree, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await taxonomy(app.db)) };
  });

  serve(adminTaxonomyApi.create, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'taxonomy.edit');
    return { success: true as const, node: await createNode(app.db, actor, request.body) };
  });

  serve(adminTaxonomyApi.rename, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'taxonomy.edit');
    return { success: true as const, node: await renameNode(app.db, actor, request.params.id, request.body) };
  });

  serve(adminTaxonomyApi.move, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'taxonomy.edit');
    return { success: true as const, node: await moveNode(app.db, actor, request.params.id, request.body) };
  });

  serve(adminTaxonomyApi.remove, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'taxonomy.edit');
    await deleteNode(app.db, actor, request.params.id);
    return { success: true as const };
  });
};
