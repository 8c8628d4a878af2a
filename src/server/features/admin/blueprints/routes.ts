import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { adminBlueprintApi } from '../../../../shared/api/admin-blueprints.ts';
import { alternativesFor, assembleBlueprint, createBlueprint, getBlueprint, listBlueprints, removeBlueprint, saveBlueprint, saveDraft } from './service.ts';

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard: reading is any admin's, the rest a master's. */
export const blueprintRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(adminBlueprintApi.list, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, blueprints: await listBlueprints(app.db) };
  });

  serve(adminBlueprintApi.one, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, blueprint: await getBlueprint(app.db, request.params.id) };
  });

  serve(adminBlueprintApi.create, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'papers.assemble');
    return { success: true as const, blueprint: await createBlueprint(app.db, actor, request.body) };
  });

  serve(adminBlueprintApi.save, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'papers.assemble');
    return { success: true as const, blueprint: await saveBlueprint(app.db, actor, request.params.id, request.body) };
  });

  serve(adminBlueprintApi.remove, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'papers.assemble');
    await removeBlueprint(app.db, actor, request.params.id);
    return { success: true as const };
  });

  // each reads the whole reviewed bank of an exam: a handful a minute is what a master needs
  serve(adminBlueprintApi.assemble, { config: perSession(30) }, async (request) => {
    await requirePermission(request, 'papers.assemble');
    const { blueprint, seed } = request.body;
    return { success: true as const, assembly: await assembleBlueprint(app.db, blueprint, seed ?? 0, app.clock.now()) };
  });

  serve(adminBlueprintApi.alternatives, { config: perSession(60) }, async (request) => {
    await requirePermission(request, 'papers.assemble');
    return { success: true as const, picks: await alternativesFor(app.db, request.body, app.clock.now()) };
  });

  serve(adminBlueprintApi.draft, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'papers.assemble');
    return { success: true as const, paper: await saveDraft(app.db, actor, request.body, app.clock.now()) };
  });
};
