import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { perSession } from '../../plugins/rate-limit.ts';
import { markReadResponse, notification, notificationList, notificationListQuery, staticPage, unreadCount } from '../../../shared/api/content.ts';
import { markNotificationRead, notificationOf, pageOf, publishedNotifications, unreadNotificationCount } from './service.ts';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a page name') });

/**
 * The static pages (about, contact, terms, policy) and the published notifications. Reading is open
 * to everyone; a signed-in learner also sees which notifications they have not opened yet.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pages/:slug', { schema: { params: slugParams, response: { 200: staticPage } } }, async (request) => {
    return pageOf(app.db, request.params.slug);
  });

  app.get('/api/notifications', { schema: { querystring: notificationListQuery, response: { 200: notificationList } } }, async (request) => {
    const reader = await currentUser(request);
    return publishedNotifications(app.db, request.query, reader?.id ?? null);
  });

  app.get('/api/notifications/unread/count', { schema: { response: { 200: unreadCount } } }, async (request) => {
    const reader = await requireUser(request);
    return { unread: await unreadNotificationCount(app.db, reader.id) };
  });

  app.get('/api/notifications/:slug', { schema: { params: slugParams, response: { 200: notification } } }, async (request) => {
    const reader = await currentUser(request);
    return notificationOf(app.db, request.params.slug, reader?.id ?? null);
  });

  // a POST from the opened page, never a side effect of the GET: a crawler or a link preview reading
  // the page marks nothing
  app.post(
    '/api/notifications/:slug/read',
    { schema: { params: slugParams, response: { 200: markReadResponse } }, config: perSession(120) },
    async (request) => {
      const reader = await requireUser(request);
      return markNotificationRead(app.db, request.params.slug, reader.id);
    },
  );
};
