import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminContentApi } from '../../../../shared/api/admin-content.ts';
import { createTest, editTest, getTest, setTestQuestions, setTestStatus, serveLatestInTest } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** Tests inside a series; registered inside the admin scope, behind its guard. */
export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminContentApi.testCreate, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'draft.create');
    return { success: true as const, test: await createTest(app.db, actor, request.params.id, request.body) };
  });

  serve(adminContentApi.test, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, test: await getTest(app.db, request.params.id) };
  });

  serve(adminContentApi.testEdit, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, test: await editTest(app.db, actor, request.params.id, request.body) };
  });

  serve(adminContentApi.testQuestions, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, test: await setTestQuestions(app.db, actor, request.params.id, request.body.questionIds) };
  });

  serve(adminContentApi.testPublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.publish');
    return { success: true as const, test: await setTestStatus(app.db, actor, request.params.id, 'published') };
  });

  serve(adminContentApi.testUnpublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.unpublish');
    return { success: true as const, test: await setTestStatus(app.db, actor, request.params.id, 'archived') };
  });

  // whether the caller may (a master, once learners may have met the older version) is the service's to say
  serve(adminContentApi.testServeLatest, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, test: await serveLatestInTest(app.db, actor, request.params.id, request.body.questionId) };
  });
};
