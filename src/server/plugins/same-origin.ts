import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../http-errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Razorpay's servers call it, not a page in a browser, and each call is signed with the webhook secret
const EXEMPT_PATHS = new Set(['/api/payment/webhook']);

export const CROSS_SITE_MESSAGE = 'This request came from another site, so it was refused. Open Prepverse itself and try again.';

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    // an opaque origin (a sandboxed frame, a data: or file: page) serialises as 'null'
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The path the router matched (a percent-encoded address such as /%61pi/auth/logout reaches
 * /api/auth/logout, so the raw text is not what decides); the decoded path when none matched.
 */
function pathOf(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched !== undefined) return matched;
  const raw = request.url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function isGuarded(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const path = pathOf(request);
  return path.startsWith('/api/') && !EXEMPT_PATHS.has(path);
}

/**
 * Refuses a state-changing API request that a page of another site made the browser send with the
 * learner's cookie. SameSite=Lax and the JSON-only parsers are not enough on their own (a sibling
 * subdomain is same-site; a parser can be widened later). Browsers send Origin with every POST,
 * PUT, PATCH and DELETE (Referer where an old one does not); a request that carries neither was not
 * sent from a page in a browser, so it cannot be riding a visitor's cookie, and it passes.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!isGuarded(request)) return;
    const claimed = request.headers.origin ?? request.headers.referer;
    if (claimed === undefined) return;
    if (originOf(claimed) !== siteOrigin) throw forbidden(CROSS_SITE_MESSAGE, 'cross-site');
  });
}
