import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, siteConfig } from '../../../shared/api/site.ts';

/** What the browser needs to know about this deployment: contact details, links and public keys. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { site, razorpay, google, ads } = app.config;
  const body = {
    supportEmail: site.supportEmail,
    contactEmail: site.contactEmail,
    applyUrl: site.applyUrl,
    ads: ads && { clientId: ads.clientId, scriptUrl: ads.scriptUrl, slots: ads.slots },
    razorpayKeyId: razorpay.keyId,
    localSignIn: google.local,
  };
  app.get('/api/site', { schema: { response: { 200: siteConfig } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });

  app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => {
    await app.db.execute('select 1');
    return { status: 'ok' } as const;
  });
};
