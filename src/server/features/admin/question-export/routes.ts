import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankJobsApi } from '../../../../shared/api/bank-jobs.ts';
import { requirePermission } from '../../../plugins/auth.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { createExportJob } from '../bank-jobs/service.ts';
import { selectedIds } from './service.ts';

// a selection by id of EXPORT_MAX_QUESTIONS questions is about 2 MB of JSON
const EXPORT_BODY_LIMIT = 2.5 * 1024 * 1024;

/**
 * Exporting the bank, for anyone who may view it; registered inside the admin scope, behind its
 * guard. Every export is a bank job: the selection is resolved here to the ids it matches now, and
 * the job page (/admin/import/jobs/:id) shows its progress and then offers its file.
 */
export const questionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(bankJobsApi.startExport, { config: perSession(10), bodyLimit: EXPORT_BODY_LIMIT }, async (request) => {
    const actor = await requirePermission(request, 'admin.view');
    const { selection, format } = request.body;
    return { success: true as const, job: await createExportJob(app.db, actor, format, await selectedIds(app.db, selection, actor.id), selection) };
  });
};
