import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminContentApi } from '../../../../shared/api/admin-content.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { createQuiz, editQuiz, listQuizzes, quizSteps } from './quizzes.ts';
import { createTest, editTest, testSteps } from './tests.ts';

/**
 * Tests inside a series, then weekly quizzes: the same steps for both kinds of paper, each kind under
 * its own addresses. Registered inside the admin scope, behind its guard.
 */
export const paperRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminContentApi.testCreate, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'draft.create');
    return { success: true as const, test: await createTest(app.db, actor, request.params.id, request.body) };
  });

  serve(adminContentApi.test, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, test: await testSteps.get(app.db, request.params.id) };
  });

  serve(adminContentApi.testEdit, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, test: await editTest(app.db, actor, request.params.id, request.body) };
  });

  serve(adminContentApi.testQuestions, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, test: await testSteps.setQuestions(app.db, actor, request.params.id, request.body.questionIds) };
  });

  serve(adminContentApi.testPublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.publish');
    return { success: true as const, test: await testSteps.setStatus(app.db, actor, request.params.id, 'published') };
  });

  serve(adminContentApi.testUnpublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.unpublish');
    return { success: true as const, test: await testSteps.setStatus(app.db, actor, request.params.id, 'archived') };
  });

  // whether the caller may (a master, once learners may have met the older version) is the service's to say
  serve(adminContentApi.testServeLatest, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, test: await testSteps.serveLatest(app.db, actor, request.params.id, request.body.questionId) };
  });

  serve(adminContentApi.quizCreate, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'draft.create');
    return { success: true as const, quiz: await createQuiz(app.db, actor, request.body) };
  });

  serve(adminContentApi.quizList, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, quizzes: await listQuizzes(app.db) };
  });

  serve(adminContentApi.quiz, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, quiz: await quizSteps.get(app.db, request.params.id) };
  });

  serve(adminContentApi.quizEdit, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, quiz: await editQuiz(app.db, actor, request.params.id, request.body) };
  });

  serve(adminContentApi.quizQuestions, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, quiz: await quizSteps.setQuestions(app.db, actor, request.params.id, request.body.questionIds) };
  });

  serve(adminContentApi.quizPublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.publish');
    return { success: true as const, quiz: await quizSteps.setStatus(app.db, actor, request.params.id, 'published') };
  });

  serve(adminContentApi.quizUnpublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.unpublish');
    return { success: true as const, quiz: await quizSteps.setStatus(app.db, actor, request.params.id, 'archived') };
  });

  // whether the caller may (a master, once learners may have met the older version) is the service's to say
  serve(adminContentApi.quizServeLatest, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, quiz: await quizSteps.serveLatest(app.db, actor, request.params.id, request.body.questionId) };
  });
};
