import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';

import { reviewApi } from '../../../../shared/api/review.ts';
import { approveDraft, rejectDraft, reviewQueue } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** The review queue (masters and up); registered inside the admin scope, behind its guard. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(reviewApi.queue, async (request) => {
    await requirePermission(request, 'questions.review');
    return { success: true as const, ...(await reviewQueue(app.db, request.query)) };
  });

  serve(reviewApi.approve, { config: perSession(120) }, async (request) => {
    const actor = await requirePermission(request, 'questions.review');
    return { success: true as const, question: await approveDraft(app.db, actor, request.params.id) };
  });

  serve(reviewApi.reject, { config: perSession(120) }, async (request) => {
    const actor = await requirePermission(request, 'questions.review');
    return { success: true as const, question: await rejectDraft(app.db, actor, request.params.id, request.body.reason) };
  });
};
