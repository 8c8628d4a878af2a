import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { bankJobsApi } from '../../../../shared/api/bank-jobs.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { cancelJob, deleteImportDrafts, exportFile, getJob, listJobs } from './service.ts';

/**
 * The bank's jobs; registered inside the admin scope, behind its guard. Importing is a creator's, so
 * reading and stopping one's own jobs is too; a master sees and stops everyone's.
 */
export const bankJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);

  serve(bankJobsApi.list, async (request) => {
    const actor = await requirePermission(request, 'questions.import');
    return { success: true as const, jobs: await listJobs(app.db, actor) };
  });

  serve(bankJobsApi.job, async (request) => {
    const actor = await requirePermission(request, 'questions.import');
    return { success: true as const, job: await getJob(app.db, actor, request.params.id) };
  });

  serve(bankJobsApi.cancel, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'questions.import');
    return { success: true as const, job: await cancelJob(app.db, actor, request.params.id) };
  });

  serve(bankJobsApi.file, { config: perSession(60) }, async (request, reply) => {
    const actor = await requirePermission(request, 'questions.import');
    // a HEAD takes no file away: only a download is audited
    const file = await exportFile(app.db, actor, request.params.id, { audit: request.method !== 'HEAD' });
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .send(file.text);
  });

  serve(bankJobsApi.deleteDrafts, { config: perSession(10) }, async (request) => {
    const actor = await requirePermission(request, 'questions.import');
    return { success: true as const, ...(await deleteImportDrafts(app.db, actor, request.params.id)) };
  });
};
