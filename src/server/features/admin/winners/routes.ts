import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminPeopleApi } from '../../../../shared/api/admin-people.ts';
import { adminWinnersApi } from '../../../../shared/api/admin-winners.ts';
import { prizeSettingOf } from '../../weekly-quiz/service.ts';
import { listWinners } from './service.ts';
import { confirmWinner, listWinnerReviews, passOverCandidate } from './reviews.service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** Weekly winners with their quizzes and prize enrolments, and the reviews that confirm them. Inside the admin scope. */
export const winnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminPeopleApi.winners, { config: perSession(60) }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, winners: await listWinners(app.db) };
  });

  serve(adminWinnersApi.reviews, { config: perSession(60) }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, reviews: await listWinnerReviews(app.db) };
  });

  serve(adminWinnersApi.confirm, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'winners.confirm');
    const review = await confirmWinner(app.db, prizeSettingOf(app), actor, request.params.quizId, request.body.userId);
    return { success: true as const, review };
  });

  // a POST: the reason travels in the body and goes into the audit log
  serve(adminWinnersApi.pass, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'winners.confirm');
    const { userId, reason } = request.body;
    return { success: true as const, review: await passOverCandidate(app.db, actor, request.params.quizId, userId, reason) };
  });
};
