import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt, sitemapEntries, sitemapXml } from './service.ts';

/** sitemap.xml and robots.txt: plain text for crawlers, not JSON, so no response schema. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = new URL(app.config.publicUrl).origin;

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = sitemapXml(origin, await sitemapEntries(app.db));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(origin));
  });
};
