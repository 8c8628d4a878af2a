import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { reviewApi } from '../../../../shared/api/review.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { reviewQueue } from './queue.ts';
import { approveDraft, rejectDraft, replyTo, requestChanges, submitDraft, submitMany } from './steps.ts';
import { readThread } from './thread.ts';

/**
 * The review queue (masters and up) and the review conversation of each question; registered inside
 * the admin scope, behind its guard. The route checks the least a step needs; the step checks the rest
 * (whose draft it is, and whether the question's state allows the step).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(reviewApi.queue, async (request) => {
    await requirePermission(request, 'questions.review');
    return { success: true as const, ...(await reviewQueue(app.db, request.query)) };
  });

  serve(reviewApi.thread, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, ...(await readThread(app.db, request.params.id)) };
  });

  serve(reviewApi.submit, { config: perSession(120) }, async (request) => {
    const actor = await requirePermission(request, 'questions.submit');
    return { success: true as const, question: await submitDraft(app.db, actor, request.params.id, request.body.note) };
  });

  serve(reviewApi.submitMany, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'questions.submit');
    return { success: true as const, ...(await submitMany(app.db, actor, request.body)) };
  });

  serve(reviewApi.approve, { config: perSession(120) }, async (request) => {
    const actor = await requirePermission(request, 'questions.review');
    return { success: true as const, question: await approveDraft(app.db, actor, request.params.id) };
  });

  serve(reviewApi.reject, { config: perSession(120) }, async (request) => {
    const actor = await requirePermission(request, 'questions.review');
    return { success: true as const, question: await rejectDraft(app.db, actor, request.params.id, request.body.reason) };
  });

  serve(reviewApi.requestChanges, { config: perSession(120) }, async (request) => {
    const actor = await requirePermission(request, 'questions.review');
    return { success: true as const, question: await requestChanges(app.db, actor, request.params.id, request.body.comment) };
  });

  serve(reviewApi.reply, { config: perSession(120) }, async (request) => {
    const actor = await requirePermission(request, 'questions.reply');
    await replyTo(app.db, actor, request.params.id, request.body.body);
    return { success: true as const, ...(await readThread(app.db, request.params.id)) };
  });
};
