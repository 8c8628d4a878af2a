import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { auditApi } from '../../../../shared/api/audit.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { listAudit, listAuditFacets } from './service.ts';

/** The audit log on screen (masters and gods); registered inside the admin scope, behind its guard. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(auditApi.list, async (request) => {
    await requirePermission(request, 'audit.view');
    return { success: true as const, ...(await listAudit(app.db, request.query)) };
  });

  serve(auditApi.facets, async (request) => {
    await requirePermission(request, 'audit.view');
    return { success: true as const, ...(await listAuditFacets(app.db)) };
  });
};
