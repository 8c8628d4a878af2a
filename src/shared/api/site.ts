// What the browser needs to know about this deployment, and the load balancer's health check.
import { z } from 'zod';
import { route } from './contract.ts';
import { adPlacements } from '../ads.ts';

/** GET /api/site: contact details, links and public keys; nothing here may be secret. */
export const siteConfig = z.object({
  supportEmail: z.string(),
  contactEmail: z.string(),
  applyUrl: z.string(),
  /** the ad network, when this deployment shows ads: the publisher, its loader and each placement's slot */
  ads: z
    .object({
      clientId: z.string(),
      scriptUrl: z.string(),
      slots: z.partialRecord(z.enum(adPlacements), z.string()),
    })
    .nullable(),
  razorpayKeyId: z.string(),
  localSignIn: z.boolean(), // the dev stand-in for Google is on: the sign-in dialog says so
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** GET /api/health: answers only once the database does. */
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** This deployment's public settings and the API's health (src/server/features/site/routes.ts). */
export const siteApi = {
  site: route('GET', '/api/site', { response: { 200: siteConfig } }),
  health: route('GET', '/api/health', { response: { 200: healthResponse } }),
};
