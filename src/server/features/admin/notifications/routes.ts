import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../../plugins/auth.ts';
import { perSession } from '../../../plugins/rate-limit.ts';
import { adminNotificationApi } from '../../../../shared/api/admin-notifications.ts';
import { createNotification, editNotification, getNotification, listNotifications, publishNow, schedule, unpublish } from './service.ts';
import { apiRoutes } from '../../../plugins/api-route.ts';

/** Registered inside the admin scope (features/admin/routes.ts), behind its guard; every action is a master's. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const now = () => app.clock.now();

  serve(adminNotificationApi.list, async (request) => {
    await requirePermission(request, 'notifications.manage');
    return { success: true as const, notifications: await listNotifications(app.db, now()) };
  });

  serve(adminNotificationApi.create, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'notifications.manage');
    return { success: true as const, notification: await createNotification(app.db, actor, request.body, now()) };
  });

  serve(adminNotificationApi.one, async (request) => {
    await requirePermission(request, 'notifications.manage');
    return { success: true as const, notification: await getNotification(app.db, request.params.id, now()) };
  });

  serve(adminNotificationApi.edit, { config: perSession(60) }, async (request) => {
    const actor = await requirePermission(request, 'notifications.manage');
    return { success: true as const, notification: await editNotification(app.db, actor, request.params.id, request.body, now()) };
  });

  serve(adminNotificationApi.publish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'notifications.manage');
    return { success: true as const, notification: await publishNow(app.db, actor, request.params.id, now()) };
  });

  serve(adminNotificationApi.schedule, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'notifications.manage');
    return {
      success: true as const,
      notification: await schedule(app.db, actor, request.params.id, new Date(request.body.publishAt), now()),
    };
  });

  serve(adminNotificationApi.unpublish, { config: perSession(30) }, async (request) => {
    const actor = await requirePermission(request, 'notifications.manage');
    return { success: true as const, notification: await unpublish(app.db, actor, request.params.id, now()) };
  });
};
