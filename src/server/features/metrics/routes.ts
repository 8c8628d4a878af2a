// GET /metrics in Prometheus's text format, for the operator's scraper alone: it answers only with
// `Authorization: Bearer <METRICS_TOKEN>`, and without METRICS_TOKEN it does not exist (404) and
// nothing is measured. A GET only: it changes nothing, so the same-origin check has nothing to guard,
// and it carries no rate limit (every route's is opt-in), so a scraper is never turned away.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../http-errors.ts';
import { attachExamCounters } from './counters.service.ts';
import { createAppMetrics, type AppMetrics } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's metrics; null when METRICS_TOKEN is unset */
    metrics: AppMetrics | null;
  }
}

// requests that matched no route are one series, whatever their URL (a scanner must not mint labels)
const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the header carries the token, compared in constant time (digests: equal lengths whatever was sent). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  const given = digest(match?.[1]?.trim() ?? '');
  return timingSafeEqual(given, digest(token));
}

/** Registered first, so that every answer is timed (a refused one too). */
export function registerMetrics(app: FastifyInstance) {
  const token = app.config.metricsToken;
  if (!token) {
    app.decorate('metrics', null);
    return;
  }
  const metrics = createAppMetrics(app.db);
  app.decorate('metrics', metrics);
  attachExamCounters(app.db, metrics.exam);

  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/** The route itself, beside the health checks: after the error handling, which shapes its 401. */
export function registerMetricsRoute(app: FastifyInstance) {
  const token = app.config.metricsToken;
  const metrics = app.metrics;
  if (!token || !metrics) return;
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A valid metrics token is required.');
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
