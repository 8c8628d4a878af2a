import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { notifications, pages } from '../../db/schema.ts';
import { notFound } from '../../http-errors.ts';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a page name') });

const excerptOf = (markdown: string) => {
  const plain = markdown.replace(/[*_`#>[\]()]/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
};

/** The static pages (about, contact, terms, policy) and the published notifications. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pages/:slug', { schema: { params: slugParams } }, async (request) => {
    const [page] = await app.db.select().from(pages).where(eq(pages.slug, request.params.slug)).limit(1);
    if (!page) throw notFound('Page not found.');
    return { slug: page.slug, title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() };
  });

  const published = and(isNotNull(notifications.publishedAt), lte(notifications.publishedAt, sql`now()`));

  app.get('/api/notifications', async () => {
    const rows = await app.db
      .select()
      .from(notifications)
      .where(published)
      .orderBy(desc(notifications.publishedAt))
      .limit(100);
    return {
      notifications: rows.map((n) => ({
        slug: n.slug,
        title: n.title,
        excerpt: excerptOf(n.body),
        publishedAt: n.publishedAt!.toISOString(),
      })),
    };
  });

  app.get('/api/notifications/:slug', { schema: { params: slugParams } }, async (request) => {
    const [row] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.slug, request.params.slug), published))
      .limit(1);
    if (!row) throw notFound('Notification not found.');
    return { slug: row.slug, title: row.title, body: row.body, publishedAt: row.publishedAt!.toISOString() };
  });
};
