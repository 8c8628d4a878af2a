import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { perSession } from '../../plugins/rate-limit.ts';
import { contentApi } from '../../../shared/api/content.ts';
import { markNotificationRead, notificationOf, pageOf, publishedNotifications, unreadNotificationCount } from './service.ts';
import { apiRoutes } from '../../plugins/api-route.ts';

/**
 * The static pages (about, contact, terms, policy) and the published notifications. Reading is open
 * to everyone; a signed-in learner also sees which notifications they have not opened yet.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  serve(contentApi.page, async (request) => {
    return pageOf(app.db, request.params.slug);
  });

  serve(contentApi.notifications, async (request) => {
    const reader = await currentUser(request);
    return publishedNotifications(app.db, request.query, reader?.id ?? null);
  });

  serve(contentApi.unreadCount, async (request) => {
    const reader = await requireUser(request);
    return { unread: await unreadNotificationCount(app.db, reader.id) };
  });

  serve(contentApi.notification, async (request) => {
    const reader = await currentUser(request);
    return notificationOf(app.db, request.params.slug, reader?.id ?? null);
  });

  // a POST from the opened page, never a side effect of the GET: a crawler or a link preview reading
  // the page marks nothing
  serve(contentApi.markRead, { config: perSession(120) }, async (request) => {
    const reader = await requireUser(request);
    return markNotificationRead(app.db, request.params.slug, reader.id);
  });
};
