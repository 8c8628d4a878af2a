import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminContentApi } from '../../../../shared/api/admin-content.ts';
import { createQuiz, editQuiz, getQuiz, listQuizzes, setQuizQuestions, setQuizStatus, serveLatestInQuiz } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** Weekly quizzes; registered inside the admin scope, behind its guard. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
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
    return { success: true as const, quiz: await getQuiz(app.db, request.params.id) };
  });

  serve(adminContentApi.quizEdit, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, quiz: await editQuiz(app.db, actor, request.params.id, request.body) };
  });

  serve(adminContentApi.quizQuestions, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, quiz: await setQuizQuestions(app.db, actor, request.params.id, request.body.questionIds) };
  });

  serve(adminContentApi.quizPublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.publish');
    return { success: true as const, quiz: await setQuizStatus(app.db, actor, request.params.id, 'published') };
  });

  serve(adminContentApi.quizUnpublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.unpublish');
    return { success: true as const, quiz: await setQuizStatus(app.db, actor, request.params.id, 'archived') };
  });

  // whether the caller may (a master, once learners may have met the older version) is the service's to say
  serve(adminContentApi.quizServeLatest, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, quiz: await serveLatestInQuiz(app.db, actor, request.params.id, request.body.questionId) };
  });
};
