import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notification, notificationList, staticPage } from '../../../shared/api/content.ts';
import { notificationOf, pageOf, publishedNotifications } from './service.ts';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a page name') });


/** The static pages (about, contact, terms, policy) and the published notifications. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pages/:slug', { schema: { params: slugParams, response: { 200: staticPage } } }, async (request) => {
    return pageOf(app.db, request.params.slug);
  });

  app.get('/api/notifications', { schema: { response: { 200: notificationList } } }, async () => {
    return publishedNotifications(app.db);
  });

  app.get('/api/notifications/:slug', { schema: { params: slugParams, response: { 200: notification } } }, async (request) => {
    return notificationOf(app.db, request.params.slug);
  });
};
