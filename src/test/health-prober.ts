// A load balancer's view of an instance while it works, as check-off-the-loop.test.ts probes it: /healthz
// asked again and again through app.inject, a turn of the event loop before each, until the work is
// done. What this measures is the server's event loop, not the machine's network or a busy processor's
// turns between threads: a loop free but for a moment answers each probe in a millisecond or two; a
// loop held by the work keeps the probe that arrived waiting for all of it.
import type { FastifyInstance } from 'fastify';

export interface HealthProbes {
  /** each probe's time, in ms */
  latencies: number[];
  /** the status of every probe that did not answer 200 */
  failures: number[];
  /** probes answered while the work still ran */
  during: number;
}

/** Probes `app`'s /healthz while `work` runs (three probes at least); resolves with the work's result and every probe's time. */
export async function probedWhile<T>(app: FastifyInstance, work: () => Promise<T>): Promise<{ result: T; probes: HealthProbes }> {
  const probes: HealthProbes = { latencies: [], failures: [], during: 0 };
  let settled = false;
  const running = work().finally(() => {
    settled = true;
  });
  while (!settled || probes.latencies.length < 3) {
    const started = performance.now();
    await new Promise((resolve) => setImmediate(resolve));
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    probes.latencies.push(performance.now() - started);
    if (answer.statusCode !== 200) probes.failures.push(answer.statusCode);
    if (!settled) probes.during += 1;
  }
  return { result: await running, probes };
}

/** The 95th percentile of the probes' times. */
export function p95(latencies: number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0;
}
