import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminTestResponse, idParams, notReviewedError, questionList, testInput, testPatch } from '../../../../shared/api/admin-content.ts';
import { createTest, editTest, getTest, setTestQuestions, setTestStatus } from './service.ts';

/** Tests inside a series; registered inside the admin scope, behind its guard. */
export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/series/:id/tests',
    { schema: { params: idParams, body: testInput, response: { 200: adminTestResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.create');
      return { success: true as const, test: await createTest(app.db, actor, request.params.id, request.body) };
    },
  );

  app.get('/api/admin/tests/:id', { schema: { params: idParams, response: { 200: adminTestResponse } } }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, test: await getTest(app.db, request.params.id) };
  });

  app.patch(
    '/api/admin/tests/:id',
    { schema: { params: idParams, body: testPatch, response: { 200: adminTestResponse } }, config: perSession(60) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.edit');
      return { success: true as const, test: await editTest(app.db, actor, request.params.id, request.body) };
    },
  );

  app.put(
    '/api/admin/tests/:id/questions',
    { schema: { params: idParams, body: questionList, response: { 200: adminTestResponse } }, config: perSession(60) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.edit');
      return { success: true as const, test: await setTestQuestions(app.db, actor, request.params.id, request.body.questionIds) };
    },
  );

  app.post(
    '/api/admin/tests/:id/publish',
    // a refusal for questions not yet reviewed lists them
    { schema: { params: idParams, response: { 200: adminTestResponse, 409: notReviewedError } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'content.publish');
      return { success: true as const, test: await setTestStatus(app.db, actor, request.params.id, 'published') };
    },
  );

  app.post(
    '/api/admin/tests/:id/unpublish',
    { schema: { params: idParams, response: { 200: adminTestResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'content.unpublish');
      return { success: true as const, test: await setTestStatus(app.db, actor, request.params.id, 'archived') };
    },
  );
};
