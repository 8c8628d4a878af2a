import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import {
  adminSeriesDetailResponse,
  adminSeriesListResponse,
  adminSeriesResponse,
  idParams,
  okResponse,
  seriesInput,
  seriesPatch,
} from '../../../../shared/api/admin-content.ts';
import { listSeriesTests } from '../tests/service.ts';
import { createSeries, deleteSeries, editSeries, getSeries, listSeries, setSeriesStatus, toAdminSeries } from './service.ts';

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard. */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/series', { schema: { response: { 200: adminSeriesListResponse } } }, async (request) => {
    await requirePermission(request, 'admin.view');
    return { success: true as const, series: await listSeries(app.db) };
  });

  app.post(
    '/api/admin/series',
    { schema: { body: seriesInput, response: { 200: adminSeriesResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'draft.create');
      return { success: true as const, series: await createSeries(app.db, actor, request.body) };
    },
  );

  app.get('/api/admin/series/:id', { schema: { params: idParams, response: { 200: adminSeriesDetailResponse } } }, async (request) => {
    await requirePermission(request, 'admin.view');
    const row = await getSeries(app.db, request.params.id);
    return { success: true as const, series: toAdminSeries(row), tests: await listSeriesTests(app.db, row.id) };
  });

  app.patch(
    '/api/admin/series/:id',
    { schema: { params: idParams, body: seriesPatch, response: { 200: adminSeriesResponse } }, config: perSession(60) },
    async (request) => {
      // the least editing needs; the service asks for more when the series is already published
      const actor = await requirePermission(request, 'draft.edit');
      return { success: true as const, series: await editSeries(app.db, actor, request.params.id, request.body) };
    },
  );

  app.post(
    '/api/admin/series/:id/publish',
    { schema: { params: idParams, response: { 200: adminSeriesResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'content.publish');
      return { success: true as const, series: await setSeriesStatus(app.db, actor, request.params.id, 'published') };
    },
  );

  app.post(
    '/api/admin/series/:id/unpublish',
    { schema: { params: idParams, response: { 200: adminSeriesResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'content.unpublish');
      return { success: true as const, series: await setSeriesStatus(app.db, actor, request.params.id, 'archived') };
    },
  );

  app.delete(
    '/api/admin/series/:id',
    { schema: { params: idParams, response: { 200: okResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'content.delete');
      await deleteSeries(app.db, actor, request.params.id);
      return { success: true as const };
    },
  );
};
