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
  // No offline queue: while Redis is away a count fails at once and the request is served
  // unlimited (skipOnError), rather than waiting for ioredis's next attempt to reconnect.
  const redis = new Redis(config.redisUrl, { connectTimeout: 5000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // ioredis reconnects by itself; without a listener each failed attempt would be an unhandled
  // 'error' event printed to the console.
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis for the rate limits is unreachable; limits are skipped until it answers'));
  // The first requests are counted too: the instance waits for Redis (a few seconds at most) before it serves.
  await redisReady(redis, 10_000).catch((error: Error) => app.log.warn({ err: error }, 'Redis for the rate limits did not answer at start'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'prepverse-rl-', skipOnError: true });
}

/**
 * Resolves once the client is ready; rejects when nothing listens at the address (refused, no such
 * host) or after `ms`. A slow answer (a timed-out attempt on a busy machine) is waited for: ioredis
 * tries again.
 */
function redisReady(redis: import('ioredis').Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onReady = () => settle();
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOTFOUND') settle(error);
    };
    const timer = setTimeout(() => settle(new Error(`no answer within ${ms} ms`)), ms);
    redis.on('ready', onReady);
    redis.on('error', onError);
  });
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
