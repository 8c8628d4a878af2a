import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { idParams } from '../../../../shared/api/admin-content.ts';
import {
  generationJobListResponse,
  generationJobResponse,
  generationRequest,
  generationSettingsResponse,
} from '../../../../shared/api/generation.ts';
import { createGenerationService, generationSettings } from './service.ts';

/** AI question generation; registered inside the admin scope, behind its guard. */
export const generationRoutes: FastifyPluginAsyncZod = async (app) => {
  const generation = createGenerationService(app.db, app.config, app.log);
  // a job writes to the database until it stops, and may be waiting on this very server's stand-in:
  // stop them all before the server and the database close
  app.addHook('preClose', async () => generation.stopAll());

  app.get('/api/admin/generation/settings', { schema: { response: { 200: generationSettingsResponse } } }, async (request) => {
    await requirePermission(request, 'questions.generate');
    return { success: true as const, ...generationSettings(app.config) };
  });

  app.get('/api/admin/generation/jobs', { schema: { response: { 200: generationJobListResponse } } }, async (request) => {
    await requirePermission(request, 'questions.generate');
    return { success: true as const, jobs: await generation.list() };
  });

  app.post(
    '/api/admin/generation/jobs',
    { schema: { body: generationRequest, response: { 200: generationJobResponse } }, config: perSession(10) },
    async (request) => {
      const actor = await requirePermission(request, 'questions.generate');
      return { success: true as const, job: await generation.start(actor, request.body) };
    },
  );

  app.get('/api/admin/generation/jobs/:id', { schema: { params: idParams, response: { 200: generationJobResponse } } }, async (request) => {
    await requirePermission(request, 'questions.generate');
    return { success: true as const, job: await generation.get(request.params.id) };
  });

  app.post(
    '/api/admin/generation/jobs/:id/cancel',
    { schema: { params: idParams, response: { 200: generationJobResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'questions.generate');
      return { success: true as const, job: await generation.cancel(actor, request.params.id) };
    },
  );

  app.post(
    '/api/admin/generation/jobs/:id/regenerate',
    { schema: { params: idParams, response: { 200: generationJobResponse } }, config: perSession(10) },
    async (request) => {
      const actor = await requirePermission(request, 'questions.generate');
      return { success: true as const, job: await generation.regenerate(actor, request.params.id) };
    },
  );
};
