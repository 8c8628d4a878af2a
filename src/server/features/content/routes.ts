import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http-errors.ts';
import { notification, notificationList, staticPage } from '../../../shared/api/content.ts';
import { findPage, findPublishedNotification, listPublishedNotifications } from './repository.ts';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a page name') });

const excerptOf = (markdown: string) => {
  const plain = markdown.replace(/[*_`#>[\]()]/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
};

/** The static pages (about, contact, terms, policy) and the published notifications. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pages/:slug', { schema: { params: slugParams, response: { 200: staticPage } } }, async (request) => {
    const page = await findPage(app.db, request.params.slug);
    if (!page) throw notFound('Page not found.');
    return { slug: page.slug, title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() };
  });

  app.get('/api/notifications', { schema: { response: { 200: notificationList } } }, async () => {
    const rows = await listPublishedNotifications(app.db, 100);
    return {
      notifications: rows.map((n) => ({
        slug: n.slug,
        title: n.title,
        excerpt: excerptOf(n.body),
        publishedAt: n.publishedAt!.toISOString(),
      })),
    };
  });

  app.get('/api/notifications/:slug', { schema: { params: slugParams, response: { 200: notification } } }, async (request) => {
    const row = await findPublishedNotification(app.db, request.params.slug);
    if (!row) throw notFound('Notification not found.');
    return { slug: row.slug, title: row.title, body: row.body, publishedAt: row.publishedAt!.toISOString() };
  });
};
