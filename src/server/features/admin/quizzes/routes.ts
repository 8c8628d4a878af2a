import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminQuizListResponse, adminQuizResponse, idParams, notReviewedError, questionList, quizInput, quizPatch } from '../../../../shared/api/admin-content.ts';
import { createQuiz, editQuiz, getQuiz, listQuizzes, setQuizQuestions, setQuizStatus } from './service.ts';

/** Weekly quizzes; registered inside the admin scope, behind its guard. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/quizzes',
    { schema: { body: quizInput, response: { 200: adminQuizResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.create');
      return { success: true as const, quiz: await createQuiz(app.db, actor, request.body) };
    },
  );

  app.get('/api/admin/quizzes', { schema: { response: { 200: adminQuizListResponse } } }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, quizzes: await listQuizzes(app.db) };
  });

  app.get('/api/admin/quizzes/:id', { schema: { params: idParams, response: { 200: adminQuizResponse } } }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, quiz: await getQuiz(app.db, request.params.id) };
  });

  app.patch(
    '/api/admin/quizzes/:id',
    { schema: { params: idParams, body: quizPatch, response: { 200: adminQuizResponse } }, config: perSession(60) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.edit');
      return { success: true as const, quiz: await editQuiz(app.db, actor, request.params.id, request.body) };
    },
  );

  app.put(
    '/api/admin/quizzes/:id/questions',
    { schema: { params: idParams, body: questionList, response: { 200: adminQuizResponse } }, config: perSession(60) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.edit');
      return { success: true as const, quiz: await setQuizQuestions(app.db, actor, request.params.id, request.body.questionIds) };
    },
  );

  app.post(
    '/api/admin/quizzes/:id/publish',
    // a refusal for questions not yet reviewed lists them
    { schema: { params: idParams, response: { 200: adminQuizResponse, 409: notReviewedError } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'content.publish');
      return { success: true as const, quiz: await setQuizStatus(app.db, actor, request.params.id, 'published') };
    },
  );

  app.post(
    '/api/admin/quizzes/:id/unpublish',
    { schema: { params: idParams, response: { 200: adminQuizResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'content.unpublish');
      return { success: true as const, quiz: await setQuizStatus(app.db, actor, request.params.id, 'archived') };
    },
  );
};
