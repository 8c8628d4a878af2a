import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { adNetworkOrigins } from '../../shared/ads.ts';
import type { Config } from '../config.ts';

/**
 * The pages may load only what they need: our own files, Google avatars and Razorpay's checkout.
 * The ad network is not here: only the pages that show ads allow it (see withAdNetwork).
 *
 * Images: every image the site shows is its own (uploads, banners, avatars, figures) except a
 * learner's Google profile picture (lh3.googleusercontent.com and its siblings) and whatever
 * Razorpay's checkout draws. An image from any other host is not shown: a series banner or a figure
 * is uploaded (the banner field takes only a path on the site), and an image a Markdown text points
 * at elsewhere stays blank; the banner and avatar fall back to their defaults. No data: or blob:
 * image is used (Markdown's renderer drops data: addresses).
 */
export function contentSecurityPolicy(config: Config, viteDevServer: boolean) {
  const razorpay = config.razorpay.local ? [] : ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...razorpay, ...(viteDevServer ? ["'unsafe-inline'"] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'https://*.googleusercontent.com', ...(config.razorpay.local ? [] : ['https://*.razorpay.com'])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...razorpay, ...(viteDevServer ? ['ws:'] : [])],
    frameSrc: ["'self'", ...razorpay],
    formAction: ["'self'", ...(config.google.local ? [] : ['https://accounts.google.com'])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // no site may show Prepverse in a frame (clickjacking an exam's Submit, a payment's Pay)
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.production ? [] : null,
  };
}

/** The rest of helmet's headers, stated rather than left to its defaults: what the tests hold us to. */
export function securityHeaderOptions(config: Config) {
  return {
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' as const },
    // nothing of a learner's address (their attempt's ids, a series they look at) leaks to other sites
    referrerPolicy: { policy: 'no-referrer' as const },
    // HTTPS only where the site is served over it for real (config.ts): a developer's localhost stays usable
    hsts: config.strictTransportSecurity ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

const adDirectives = new Set(['script-src', 'img-src', 'connect-src', 'frame-src']);

/** The policy of a page that shows ads: the ad network may load its script and images, call home and draw its frames. */
export function withAdNetwork(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      return adDirectives.has(name) ? `${directive.trim()} ${adNetworkOrigins.join(' ')}` : directive.trim();
    })
    .join(';');
}

/**
 * Every header helmet would set, worked out once. They are the same for every answer, so running
 * helmet's middleware on each request (parsing the policy anew every time) is work thrown away:
 * on the question paper it was a tenth of the request's cost.
 */
export function securityHeaders(config: Config, viteDevServer: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config, viteDevServer) }, ...securityHeaderOptions(config) })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failed = error;
    },
  );
  if (failed) throw failed;
  return headers;
}

/** The security headers on every answer: API, pages, built files, errors, health checks. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config, viteDevServer: boolean) {
  const headers = securityHeaders(config, viteDevServer);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
