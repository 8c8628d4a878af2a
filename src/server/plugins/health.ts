// For a load balancer and an orchestrator: /healthz says the process is up (restart it if not);
// /readyz says it may be sent learners: the database answers, every migration of this build is
// applied, and the instance is not shutting down (a draining instance answers 503 so the balancer
// stops sending it new requests while it finishes the ones it has).
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { draining: boolean };
  }
}

export function registerHealthChecks(app: FastifyInstance) {
  app.decorate('lifecycle', { draining: false });

  // a kept-alive connection busy when the drain began is closed once its answer is sent: otherwise a
  // balancer's connection (nginx keeps them open between requests) holds the exit until the grace
  // period cuts it, and a request sent on it meanwhile fails instead of going to another instance
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    try {
      const pending = await pendingMigrations(app.db);
      if (pending > 0) return reply.code(503).send({ status: 'migrations-pending', pending });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      return reply.code(503).send({ status: 'database-unreachable' });
    }
    return { status: 'ready' };
  });
}
