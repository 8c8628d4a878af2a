import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { IMPORT_EVENTS_TYPE, IMPORT_MAX_BYTES, type ImportEvent, questionImportApi, SAMPLE_CSV } from '../../../../shared/api/question-import.ts';
import { checkFile, withNewTopics } from './service.ts';
import { ImportChecker } from './checker.ts';
import { planFromPreview, writeImport } from './write.ts';
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

  // The answer is a stream of events, one JSON object per line (question-import.ts, importEvent), so
  // it has no JSON schema; a file that cannot be imported at all is refused with a JSON error first.
  serve(questionImportApi.import, { config: perSession(10), bodyLimit: PREVIEW_BODY_LIMIT }, async (request, reply) => {
    const actor = await requirePermission(request, 'questions.import');
    const plan = await withStoredImages(
      app.config.uploadsDir,
      planFromPreview(request.body, await withDuplicates(app.db, await checkFile(checker, request.body))),
    );
    const events = new PassThrough();
    const send = (event: ImportEvent) => events.write(`${JSON.stringify(event)}\n`);
    void writeImport(app.db, actor, plan, send)
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'question import failed');
        send({ type: 'failed', message: 'The import stopped on our side, so nothing was imported. Please try again.' });
      })
      .finally(() => events.end());
    return reply.type(`${IMPORT_EVENTS_TYPE}; charset=utf-8`).header('cache-control', 'no-store').send(events);
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
