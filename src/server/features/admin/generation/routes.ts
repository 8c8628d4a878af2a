import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';

import { generationApi } from '../../../../shared/api/generation.ts';
import { createGenerationService, generationSettings } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { runAsAdminWork } from '../../../db/work-kind.ts';

/** AI question generation; registered inside the admin scope, behind its guard. */
export const generationRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const generation = createGenerationService(app.db, app.config, app.log);
  // jobs whose process died or stopped are resumed here (decision 032)
  // jobs another process left are resumed as admin work: the admin's connections (db/work-kind.ts)
  app.addHook('onReady', async () => runAsAdminWork(() => generation.startTakingOver()));
  // a job writes to the database until it stops, and may be waiting on this very server's stand-in:
  // stop them all (each handed back, to be resumed) before the server and the database close
  app.addHook('preClose', async () => generation.stopAll());

  serve(generationApi.settings, async (request) => {
    await requirePermission(request, 'questions.generate');
    return { success: true as const, ...generationSettings(app.config) };
  });

  serve(generationApi.jobs, async (request) => {
    await requirePermission(request, 'questions.generate');
    return { success: true as const, jobs: await generation.list() };
  });

  serve(generationApi.start, { config: perSession(10) }, async (request) => {
    const actor = await requirePermission(request, 'questions.generate');
    return { success: true as const, job: await generation.start(actor, request.body) };
  });

  serve(generationApi.job, async (request) => {
    await requirePermission(request, 'questions.generate');
    return { success: true as const, job: await generation.get(request.params.id) };
  });

  serve(generationApi.cancel, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'questions.generate');
    return { success: true as const, job: await generation.cancel(actor, request.params.id) };
  });

  serve(generationApi.regenerate, { config: perSession(10) }, async (request) => {
    const actor = await requirePermission(request, 'questions.generate');
    return { success: true as const, job: await generation.regenerate(actor, request.params.id) };
  });
};
