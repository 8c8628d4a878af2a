import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { idParams } from '../../../../shared/api/admin-content.ts';
import { adminQuestionResponse } from '../../../../shared/api/admin-questions.ts';
import { rejectInput, reviewQueueQuery, reviewQueueResponse } from '../../../../shared/api/review.ts';
import { approveDraft, rejectDraft, reviewQueue } from './service.ts';

/** The review queue (masters and up); registered inside the admin scope, behind its guard. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/review', { schema: { querystring: reviewQueueQuery, response: { 200: reviewQueueResponse } } }, async (request) => {
    await requirePermission(request, 'questions.review');
    return { success: true as const, ...(await reviewQueue(app.db, request.query)) };
  });

  app.post(
    '/api/admin/review/:id/approve',
    { schema: { params: idParams, response: { 200: adminQuestionResponse } }, config: perSession(120) },
    async (request) => {
      const actor = await requirePermission(request, 'questions.review');
      return { success: true as const, question: await approveDraft(app.db, actor, request.params.id) };
    },
  );

  app.post(
    '/api/admin/review/:id/reject',
    { schema: { params: idParams, body: rejectInput, response: { 200: adminQuestionResponse } }, config: perSession(120) },
    async (request) => {
      const actor = await requirePermission(request, 'questions.review');
      return { success: true as const, question: await rejectDraft(app.db, actor, request.params.id, request.body.reason) };
    },
  );
};
