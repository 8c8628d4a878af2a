import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { adminExamApi } from '../../../../shared/api/admin-exams.ts';
import { copyProfile, getAdminProfile, listAdminProfiles, saveProfile } from './service.ts';

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard. */
export const examProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminExamApi.list, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, profiles: await listAdminProfiles(app.db) };
  });

  serve(adminExamApi.one, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, profile: await getAdminProfile(app.db, request.params.code) };
  });

  serve(adminExamApi.save, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'exams.edit');
    return { success: true as const, profile: await saveProfile(app.db, actor, request.params.code, request.body, new Date(app.clock.now())) };
  });

  serve(adminExamApi.copy, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'exams.edit');
    return { success: true as const, profile: await copyProfile(app.db, actor, request.params.code, request.body, new Date(app.clock.now())) };
  });
};
