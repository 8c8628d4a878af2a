import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../plugins/api-route.ts';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminContentApi as routes } from '../../../../shared/api/admin-content.ts';
import { listSeriesTests } from '../papers/service.ts';
import { createSeries, deleteSeries, editSeries, getSeries, listSeries, setSeriesStatus, toAdminSeries } from './service.ts';

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard. */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);

  serve(routes.seriesList, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, series: await listSeries(app.db) };
  });

  serve(routes.seriesCreate, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'draft.create');
    return { success: true as const, series: await createSeries(app.db, actor, request.body) };
  });

  serve(routes.seriesDetail, async (request) => {
    await requirePermission(request, 'admin.view');
    const row = await getSeries(app.db, request.params.id);
    return { success: true as const, series: toAdminSeries(row), tests: await listSeriesTests(app.db, row.id) };
  });

  serve(routes.seriesEdit, { config: perSession(60) }, async (request) => {
    // the least editing needs; the service asks for more when the series is already published
    const actor = await requirePermission(request, 'draft.edit');
    return { success: true as const, series: await editSeries(app.db, actor, request.params.id, request.body) };
  });

  serve(routes.seriesPublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.publish');
    return { success: true as const, series: await setSeriesStatus(app.db, actor, request.params.id, 'published') };
  });

  serve(routes.seriesUnpublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.unpublish');
    return { success: true as const, series: await setSeriesStatus(app.db, actor, request.params.id, 'archived') };
  });

  serve(routes.seriesDelete, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'content.delete');
    await deleteSeries(app.db, actor, request.params.id);
    return { success: true as const };
  });
};
