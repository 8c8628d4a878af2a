// Latencies per endpoint, and the table the benchmarks print.
import { performance } from 'node:perf_hooks';

export interface EndpointFigures {
  endpoint: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Every request of a run in the order they were answered: when it was sent (ms, performance.now()) and how long it took. */
export interface Timeline {
  sentAt: number[];
  milliseconds: number[];
  /** when each failed request was sent */
  failedAt: number[];
}

export class LatencyBook {
  private readonly samples = new Map<string, number[]>();
  private readonly errorCounts = new Map<string, number>();
  private readonly firstErrors = new Map<string, string>();
  readonly timeline: Timeline = { sentAt: [], milliseconds: [], failedAt: [] };

  record(endpoint: string, milliseconds: number, sentAt = performance.now() - milliseconds): void {
    let list = this.samples.get(endpoint);
    if (!list) this.samples.set(endpoint, (list = []));
    list.push(milliseconds);
    this.timeline.sentAt.push(sentAt);
    this.timeline.milliseconds.push(milliseconds);
  }

  fail(endpoint: string, reason: string, sentAt = performance.now()): void {
    this.errorCounts.set(endpoint, (this.errorCounts.get(endpoint) ?? 0) + 1);
    if (!this.firstErrors.has(endpoint)) this.firstErrors.set(endpoint, reason);
    this.timeline.failedAt.push(sentAt);
  }

  get totalRequests(): number {
    let total = 0;
    for (const list of this.samples.values()) total += list.length;
    return total;
  }

  get totalErrors(): number {
    let total = 0;
    for (const n of this.errorCounts.values()) total += n;
    return total;
  }

  errorExamples(): string[] {
    return [...this.firstErrors.entries()].map(([endpoint, reason]) => `${endpoint}: ${reason}`);
  }

  figures(order: readonly string[]): EndpointFigures[] {
    return order.map((endpoint) => {
      const sorted = [...(this.samples.get(endpoint) ?? [])].sort((a, b) => a - b);
      return {
        endpoint,
        count: sorted.length,
        errors: this.errorCounts.get(endpoint) ?? 0,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
    });
  }
}

/** The nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function printTable(rows: EndpointFigures[], targetP99?: number): void {
  const header = ['endpoint', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'];
  const lines = rows.map((row) => [
    row.endpoint,
    String(row.count),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    row.max.toFixed(0),
    String(row.errors),
    ...(targetP99 === undefined ? [] : [row.p99 < targetP99 && row.errors === 0 ? 'ok' : 'MISSED']),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}
