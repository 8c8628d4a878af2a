import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { IMPORT_MAX_BYTES, questionImportApi, SAMPLE_CSV } from '../../../../shared/api/question-import.ts';
import { bankJobsApi } from '../../../../shared/api/bank-jobs.ts';
import { createImportJob } from '../bank-jobs/service.ts';
import { checkFile, withNewTopics } from './service.ts';
import { ImportChecker } from './checker.ts';
import { planFromPreview } from './write.service.ts';
import { withStoredImages } from './import-images.ts';
import { withDuplicates } from './duplicates.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

// room for JSON's escaping of a file at the size limit (quotes, backslashes and newlines double)
const PREVIEW_BODY_LIMIT = 2 * IMPORT_MAX_BYTES + 64 * 1024;

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard. */
export const questionImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const checker = new ImportChecker();
  app.addHook('onClose', () => checker.close());

  serve(questionImportApi.preview, { config: perSession(30), bodyLimit: PREVIEW_BODY_LIMIT }, async (request) => {
    await requirePermission(request, 'questions.import');
    return withNewTopics(app.db, request.body, await withDuplicates(app.db, await checkFile(checker, request.body)));
  });

  // the file is checked again here, as the dry run read it, and its usable questions become an import
  // job's plan: the job writes them in the background, so a dropped connection changes nothing
  serve(bankJobsApi.startImport, { config: perSession(10), bodyLimit: PREVIEW_BODY_LIMIT }, async (request) => {
    const actor = await requirePermission(request, 'questions.import');
    // a Moodle XML file's images are stored now: the plan names the uploads, not the file's bytes
    const plan = await withStoredImages(
      app.config.uploadsDir,
      planFromPreview(request.body, await withDuplicates(app.db, await checkFile(checker, request.body), { near: false })),
    );
    return { success: true as const, job: await createImportJob(app.db, actor, plan, request.body.fileName ?? null) };
  });

  serve(questionImportApi.sampleCsv, { config: perSession(60) }, async (request, reply) => {
    await requirePermission(request, 'questions.import');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="prepverse-questions-sample.csv"')
      .header('cache-control', 'private, no-store')
      .send(SAMPLE_CSV);
  });
};
