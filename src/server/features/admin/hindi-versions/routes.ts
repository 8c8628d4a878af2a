import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { hindiProposalsApi } from '../../../../shared/api/hindi-proposals.ts';
import { approveProposal, createHindiJob, pendingProposals, rejectProposal } from './service.ts';

/** Asking the model for Hindi versions is generating (a creator's); deciding on them is reviewing (a master's). */
export const hindiVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);

  serve(hindiProposalsApi.start, { config: perSession(10) }, async (request) => {
    const actor = await requirePermission(request, 'questions.generate');
    return { success: true as const, ...(await createHindiJob(app.db, actor, request.body.ids)) };
  });

  serve(hindiProposalsApi.list, async (request) => {
    await requirePermission(request, 'questions.review');
    return { success: true as const, proposals: await pendingProposals(app.db) };
  });

  serve(hindiProposalsApi.approve, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'questions.review');
    return { success: true as const, ...(await approveProposal(app.db, actor, request.params.id)) };
  });

  serve(hindiProposalsApi.reject, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'questions.review');
    await rejectProposal(app.db, actor, request.params.id);
    return { success: true as const };
  });
};
