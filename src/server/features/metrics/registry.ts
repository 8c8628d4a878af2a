// One registry per app instance (never prom-client's global one): the process's own figures (event
// loop delay, heap, GC), request durations by route, the database pool, the change feed and the
// exam's counters. Several apps in one process (tests) each answer with their own.
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { changeFeedOf } from '../../db/change-feed.ts';
import { poolStatsOf } from '../../db/pool-stats.ts';
import { createExamCounters, type ExamCounters } from './counters.service.ts';

export const METRICS_PREFIX = 'prepverse_';

// a scrape waits at most this long for the change feed's probe to come back
const FEED_PROBE_TIMEOUT_MS = 2000;

// from a cached read (a few ms) to a submit that waits on a busy database (seconds)
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  exam: ExamCounters;
}

export function createAppMetrics(db: Database): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });

  const requestDuration = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by the route pattern it matched (never the raw URL) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  new Gauge({
    name: `${METRICS_PREFIX}db_pool_size`,
    help: 'Database connections the pool may open (1 on the embedded database, which has no pool).',
    registers,
    collect() {
      this.set(poolStatsOf(db).size);
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}db_pool_in_use`,
    help: 'Database connections in use by a query or transaction (always 0 on the embedded database, which does not report it).',
    registers,
    collect() {
      this.set(poolStatsOf(db).inUse);
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}db_pool_waiting`,
    help: 'Requests waiting for a database connection (always 0 on the embedded database, which does not report it).',
    registers,
    collect() {
      this.set(poolStatsOf(db).waiting);
    },
  });

  new Gauge({
    name: `${METRICS_PREFIX}change_feed_live`,
    help: '1 while this instance hears changes made on other instances; 0 while caches read through.',
    registers,
    collect() {
      this.set(changeFeedOf(db).live ? 1 : 0);
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}change_feed_lag_seconds`,
    help: `Seconds from a probe notification's commit to its delivery here, measured at each scrape (${FEED_PROBE_TIMEOUT_MS / 1000} when it did not come back in time).`,
    registers,
    async collect() {
      const lag = await changeFeedOf(db).probeLag(FEED_PROBE_TIMEOUT_MS);
      this.set(lag ?? FEED_PROBE_TIMEOUT_MS / 1000);
    },
  });

  return { registry, requestDuration, exam: createExamCounters(registry) };
}
