// Who may use the local stand-ins (the sign-in that plays Google, the Razorpay emulator, the language
// model, the ad network): this machine alone, unless the operator opened them with LOCAL_STAND_INS=on.
// Through them anyone signs in as anyone, the demo admins included, and pays nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { isLoopback } from '../loopback.ts';
import { errorBody } from '../plugins/errors.ts';

export const STAND_INS_LOCAL_ONLY =
  'The local stand-ins for sign-in and payments answer only on the computer running Prepverse. ' +
  'To use them from another device, start the server with LOCAL_STAND_INS=on.';

const STAND_IN_PREFIX = '/dev/';

function isStandInRequest(request: FastifyRequest): boolean {
  // the route matched (a percent-encoded path reaches the same one), or the path when none did
  if (request.routeOptions.url !== undefined) return request.routeOptions.url.startsWith(STAND_IN_PREFIX);
  return request.url.startsWith(STAND_IN_PREFIX);
}

/**
 * Refuses a stand-in request that did not come over this machine's loopback: the server listens only
 * there while the stand-ins are not opened (config.listen), and this holds however it was reached
 * (a proxy, a HOST of loopback forwarded from elsewhere). The socket's own peer decides, never
 * X-Forwarded-For, which any client may write.
 */
export function registerStandInReach(app: FastifyInstance, config: Config) {
  if (!config.localStandIns || config.standInsOpen) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isStandInRequest(request) || isLoopback(request.raw.socket.remoteAddress)) return;
    return reply.code(403).header('cache-control', 'no-store').send(errorBody('forbidden', STAND_INS_LOCAL_ONLY));
  });
}

const parts = (config: Config) =>
  [
    config.google.local ? 'Google sign-in' : null,
    config.razorpay.local ? 'Razorpay' : null,
    config.llm.baseUrl ? null : 'the language model',
    config.ads?.local ? 'the ad network' : null,
  ].filter((part): part is string => part !== null);

const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The one line said at start while the stand-ins run, in place of their libraries' own warnings
 * (oidc-provider's in-memory store, development keys and, on Node 20, its wish for Node 22).
 */
export function standInsNotice(config: Config, port: number): string | null {
  if (!config.localStandIns) return null;
  const standIns = parts(config);
  if (standIns.length === 0) return null;
  // oidc-provider, which plays Google, is made for Node 22 and later; it works on 20, which this project still runs on
  const runtime =
    config.google.local && Number(process.versions.node.split('.')[0]) < 22
      ? ` (the sign-in stand-in's library asks for Node 22, and works on ${process.version})`
      : '';
  const what = `Local stand-ins for ${listed(standIns)} run under /dev, for development only${runtime}: their state lives in this process and is lost at restart`;
  if (config.standInsOpen) {
    return (
      `${what}. LOCAL_STAND_INS=on opens them to the network: anyone who can reach port ${port} signs in as anyone, ` +
      'the demo admins included, and payments cost nothing. Never do this on a public address.'
    );
  }
  return `${what}. They answer only on this machine, where the server listens (LOCAL_STAND_INS=on opens them to the network).`;
}
