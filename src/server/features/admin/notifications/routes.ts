import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { idParams } from '../../../../shared/api/admin-content.ts';
import {
  adminNotificationListResponse,
  adminNotificationResponse,
  notificationInput,
  notificationPatch,
  notificationSchedule,
} from '../../../../shared/api/admin-notifications.ts';
import { createNotification, editNotification, getNotification, listNotifications, publishNow, schedule, unpublish } from './service.ts';

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard; every action is a master's. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  const one = { params: idParams, response: { 200: adminNotificationResponse } };

  app.get('/api/admin/notifications', { schema: { response: { 200: adminNotificationListResponse } } }, async (request) => {
    await requirePermission(request, 'notifications.manage');
    return { success: true as const, notifications: await listNotifications(app.db, now()) };
  });

  app.post(
    '/api/admin/notifications',
    { schema: { body: notificationInput, response: { 200: adminNotificationResponse } }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'notifications.manage');
      return { success: true as const, notification: await createNotification(app.db, actor, request.body, now()) };
    },
  );

  app.get('/api/admin/notifications/:id', { schema: one }, async (request) => {
    await requirePermission(request, 'notifications.manage');
    return { success: true as const, notification: await getNotification(app.db, request.params.id, now()) };
  });

  app.patch('/api/admin/notifications/:id', { schema: { ...one, body: notificationPatch }, config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'notifications.manage');
    return { success: true as const, notification: await editNotification(app.db, actor, request.params.id, request.body, now()) };
  });

  app.post('/api/admin/notifications/:id/publish', { schema: one, config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'notifications.manage');
    return { success: true as const, notification: await publishNow(app.db, actor, request.params.id, now()) };
  });

  app.post(
    '/api/admin/notifications/:id/schedule',
    { schema: { ...one, body: notificationSchedule }, config: perSession(30) },
    async (request) => {
      const actor = await requirePermission(request, 'notifications.manage');
      return {
        success: true as const,
        notification: await schedule(app.db, actor, request.params.id, new Date(request.body.publishAt), now()),
      };
    },
  );

  app.post('/api/admin/notifications/:id/unpublish', { schema: one, config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'notifications.manage');
    return { success: true as const, notification: await unpublish(app.db, actor, request.params.id, now()) };
  });
};
