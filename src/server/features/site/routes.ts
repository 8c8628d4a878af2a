import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteApi } from '../../../shared/api/site.ts';
import { apiRoutes } from '../../plugins/api-route.ts';

/** What the browser needs to know about this deployment: contact details, links and public keys. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const serve = apiRoutes(app);
  const { site, razorpay, google, ads } = app.config;
  const body = {
    supportEmail: site.supportEmail,
    contactEmail: site.contactEmail,
    applyUrl: site.applyUrl,
    ads: ads && { clientId: ads.clientId, scriptUrl: ads.scriptUrl, slots: ads.slots },
    razorpayKeyId: razorpay.keyId,
    localSignIn: google.local,
  };
  serve(siteApi.site, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });

  serve(siteApi.health, async () => {
    await app.db.execute('select 1');
    return { status: 'ok' } as const;
  });
};
