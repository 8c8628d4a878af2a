import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { idParams } from '../../../../shared/api/admin-content.ts';
import {
  adminQuestionListResponse,
  adminQuestionResponse,
  questionFacetsResponse,
  questionInput,
  questionListQuery,
  questionPreviewResponse,
} from '../../../../shared/api/admin-questions.ts';
import {
  createQuestion,
  duplicateQuestion,
  editQuestion,
  getQuestion,
  listQuestions,
  previewQuestion,
  questionFacets,
  setQuestionStatus,
} from './service.ts';

/** The question bank; registered inside the admin scope, behind its guard. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/questions', { schema: { querystring: questionListQuery, response: { 200: adminQuestionListResponse } } }, async (request) => {
    const viewer = await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await listQuestions(app.db, request.query, 'newest', viewer.id)) };
  });

  app.get('/api/admin/questions/facets', { schema: { response: { 200: questionFacetsResponse } } }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await questionFacets(app.db)) };
  });

  // 'Preview as learner': what the exam view and the result view would get, with no attempt behind it
  app.get('/api/admin/questions/:id/preview', { schema: { params: idParams, response: { 200: questionPreviewResponse } } }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await previewQuestion(app.db, request.params.id)) };
  });

  app.post(
    '/api/admin/questions',
    { schema: { body: questionInput, response: { 200: adminQuestionResponse } }, config: perSession(60) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.create');
      return { success: true as const, question: await createQuestion(app.db, actor, request.body) };
    },
  );

  app.get('/api/admin/questions/:id', { schema: { params: idParams, response: { 200: adminQuestionResponse } } }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, question: await getQuestion(app.db, request.params.id) };
  });

  app.put(
    '/api/admin/questions/:id',
    { schema: { params: idParams, body: questionInput, response: { 200: adminQuestionResponse } }, config: perSession(60) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.edit');
      return { success: true as const, question: await editQuestion(app.db, actor, request.params.id, request.body) };
    },
  );

  app.post(
    '/api/admin/questions/:id/duplicate',
    { schema: { params: idParams, response: { 200: adminQuestionResponse } }, config: perSession(60) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.create');
      return { success: true as const, question: await duplicateQuestion(app.db, actor, request.params.id) };
    },
  );

  app.post(
    '/api/admin/questions/:id/publish',
    { schema: { params: idParams, response: { 200: adminQuestionResponse } }, config: perSession(60) },
    async (request) => {
      const actor = await requirePermission(request, 'content.publish');
      return { success: true as const, question: await setQuestionStatus(app.db, actor, request.params.id, 'published') };
    },
  );

  app.post(
    '/api/admin/questions/:id/unpublish',
    { schema: { params: idParams, response: { 200: adminQuestionResponse } }, config: perSession(60) },
    async (request) => {
      const actor = await requirePermission(request, 'content.unpublish');
      return { success: true as const, question: await setQuestionStatus(app.db, actor, request.params.id, 'archived') };
    },
  );
};
