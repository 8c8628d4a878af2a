// What happens to the fleet during a rush: one instance killed outright and started again later, or
// every instance restarted in turn as a deploy does. Each step is logged with its time, and the run's
// requests are then split into before, during and after.
import { performance } from 'node:perf_hooks';
import type { Fleet } from './fleet.ts';
import { percentile, type Timeline } from './latency.ts';

export type Disruption =
  /** SIGKILL to one instance `at` seconds into the rush; started again `downFor` seconds later */
  | { kind: 'kill'; at: number; downFor: number }
  /**
   * SIGTERM to each instance in turn from `at` seconds in; each is started and ready, then given
   * `rejoinSeconds` for the balancer to send it requests again, before the next stops
   */
  | { kind: 'rolling'; at: number; rejoinSeconds: number };

export interface DisruptionLog {
  events: { at: number; what: string }[];
  /** when the disruption began and when the fleet was whole again (ms, performance.now()) */
  began: number;
  whole: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function disrupt(fleet: Fleet, plan: Disruption, started: number): Promise<DisruptionLog> {
  const log: DisruptionLog = { events: [], began: 0, whole: 0 };
  const note = (what: string) => {
    const at = performance.now();
    log.events.push({ at, what });
    console.log(`  ${((at - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);
    return at;
  };
  await sleep(started + plan.at * 1000 - performance.now());
  if (plan.kind === 'kill') {
    // the middle one: with three, a neighbour on each side keeps serving
    const victim = fleet.instances[Math.floor(fleet.instances.length / 2)]!;
    log.began = note(`SIGKILL to instance ${victim.number} (port ${victim.port})`);
    await victim.signal('SIGKILL');
    note(`instance ${victim.number} is gone`);
    await sleep(plan.downFor * 1000);
    note(`instance ${victim.number} starting again`);
    await victim.start();
    log.whole = note(`instance ${victim.number} ready (/readyz 200)`);
    return log;
  }
  log.began = performance.now();
  for (const [i, instance] of fleet.instances.entries()) {
    // nginx leaves an instance that failed out for its fail_timeout, even once it is ready: stopping
    // the next one sooner leaves a single instance in the rotation, and one failure there answers 502
    if (i > 0) {
      await sleep(plan.rejoinSeconds * 1000);
      note(`${plan.rejoinSeconds} s for nginx to take instance ${fleet.instances[i - 1]!.number} back`);
    }
    note(`SIGTERM to instance ${instance.number} (port ${instance.port})`);
    await instance.signal('SIGTERM');
    note(`instance ${instance.number} drained and exited`);
    await instance.start();
    log.whole = note(`instance ${instance.number} ready again (/readyz 200)`);
  }
  return log;
}

export interface PhaseFigures {
  phase: string;
  seconds: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/** p50/p99/max and errors of the requests sent before the disruption, during it, and after. */
export function phaseFigures(timeline: Timeline, log: DisruptionLog, started: number, ended: number): PhaseFigures[] {
  const phases = [
    { phase: 'before', from: started, to: log.began },
    { phase: 'during', from: log.began, to: log.whole },
    { phase: 'after', from: log.whole, to: ended },
  ];
  return phases.map(({ phase, from, to }) => {
    const durations: number[] = [];
    timeline.sentAt.forEach((at, i) => {
      if (at >= from && at < to) durations.push(timeline.milliseconds[i]!);
    });
    durations.sort((a, b) => a - b);
    return {
      phase,
      seconds: (to - from) / 1000,
      requests: durations.length,
      errors: timeline.failedAt.filter((at) => at >= from && at < to).length,
      p50: percentile(durations, 50),
      p99: percentile(durations, 99),
      max: durations.at(-1) ?? 0,
    };
  });
}

/** the stretch of time recovery is judged on: long enough for a p99 of a few thousand requests */
const STRETCH_SECONDS = 5;

/**
 * How long learners felt the disruption: from its start to the end of the last 5-second stretch (of
 * requests sent then) with a failed request or a p99 over twice the p99 before it (at least 50 ms).
 * 0 when no stretch after it stood out.
 */
export function recoverySeconds(timeline: Timeline, log: DisruptionLog, beforeP99: number): number {
  const limit = Math.max(50, beforeP99 * 2);
  const stretches = new Map<number, number[]>();
  const stretchOf = (at: number) => Math.floor((at - log.began) / 1000 / STRETCH_SECONDS);
  timeline.sentAt.forEach((at, i) => {
    if (at < log.began) return;
    let list = stretches.get(stretchOf(at));
    if (!list) stretches.set(stretchOf(at), (list = []));
    list.push(timeline.milliseconds[i]!);
  });
  let last = -1;
  for (const [stretch, list] of stretches) {
    list.sort((a, b) => a - b);
    if (percentile(list, 99) > limit) last = Math.max(last, stretch);
  }
  for (const at of timeline.failedAt) if (at >= log.began) last = Math.max(last, stretchOf(at));
  return (last + 1) * STRETCH_SECONDS;
}

export function printPhases(rows: PhaseFigures[]): void {
  const header = ['phase', 'seconds', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'errors'];
  const lines = rows.map((row) => [
    row.phase,
    row.seconds.toFixed(1),
    String(row.requests),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    row.max.toFixed(0),
    String(row.errors),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}
