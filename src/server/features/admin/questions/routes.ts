import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminQuestionApi } from '../../../../shared/api/admin-questions.ts';
import { createQuestion, duplicateQuestion, editQuestion, getQuestion, listQuestions, previewQuestion, questionFacets, setQuestionStatus } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { listVersions } from './versions.ts';
import { duplicatesOfQuestion } from '../duplicates/service.ts';

/** The question bank; registered inside the admin scope, behind its guard. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminQuestionApi.list, async (request) => {
    const viewer = await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await listQuestions(app.db, request.query, 'newest', viewer.id)) };
  });

  serve(adminQuestionApi.facets, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await questionFacets(app.db)) };
  });

  // 'Preview as learner': what the exam view and the result view would get, with no attempt behind it
  serve(adminQuestionApi.preview, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await previewQuestion(app.db, request.params.id)) };
  });

  serve(adminQuestionApi.create, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.create');
    const question = await createQuestion(app.db, actor, request.body);
    return { success: true as const, question, ...(await duplicatesOfQuestion(app.db, question)) };
  });

  serve(adminQuestionApi.one, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, question: await getQuestion(app.db, request.params.id) };
  });

  serve(adminQuestionApi.edit, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.edit');
    const question = await editQuestion(app.db, actor, request.params.id, request.body);
    return { success: true as const, question, ...(await duplicatesOfQuestion(app.db, question)) };
  });

  // what each edit changed, who made it and when, and each version's content as papers serve it
  serve(adminQuestionApi.versions, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, versions: await listVersions(app.db, request.params.id) };
  });

  serve(adminQuestionApi.duplicate, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'draft.create');
    return { success: true as const, question: await duplicateQuestion(app.db, actor, request.params.id) };
  });

  serve(adminQuestionApi.publish, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'content.publish');
    return { success: true as const, question: await setQuestionStatus(app.db, actor, request.params.id, 'published') };
  });

  serve(adminQuestionApi.unpublish, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'content.unpublish');
    return { success: true as const, question: await setQuestionStatus(app.db, actor, request.params.id, 'archived') };
  });
};
