import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.ts';
import { currentUser } from './auth.ts';

/**
 * Rate limits are opt-in per route (`config: { rateLimit: ... }`). With REDIS_URL set the counters
 * live in Redis, so every instance behind the load balancer counts the same requests.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  if (!config.redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'prepverse-rl-', skipOnError: true });
}

/**
 * The signed-in user, or the address when there is no valid session. Keyed on the verified user
 * rather than the cookie: made-up cookies would each get an allowance, and so would every new
 * sign-in. `currentUser` caches its answer, so the route's own guard does not look it up again.
 */
async function userOrAddress(request: FastifyRequest): Promise<string> {
  const user = await currentUser(request);
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

/**
 * A limit per signed-in learner (per address when signed out): a whole college behind one address
 * must not share a learner's allowance, and one learner's runaway tab must not starve the rest.
 */
export function perSession(max: number, timeWindow = '1 minute') {
  return { rateLimit: { max, timeWindow, keyGenerator: userOrAddress } };
}

/** A limit per client address, for callers that have no session (sign-in, Razorpay's webhook). */
export function perAddress(max: number, timeWindow = '1 minute') {
  return { rateLimit: { max, timeWindow } };
}
