import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

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
 * A limit per signed-in session (per address when signed out): a whole college behind one address
 * must not share a learner's allowance, and one learner's runaway tab must not starve the rest.
 */
export function perSession(max: number, timeWindow = '1 minute') {
  return {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? request.ip,
    },
  };
}
