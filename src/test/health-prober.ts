// A load balancer's view of an instance: /healthz asked every 20 ms from a thread of its own, whose
// clock keeps running however busy the server's event loop is. Each probe's time runs from when it
// was due to its answer, so a loop held for 3 s shows as the 150 probes it kept waiting, not as one.
import { Worker } from 'node:worker_threads';

const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
const failures = [];
let stopped = false;
const start = performance.now();
let n = 0;
function next() {
  if (stopped) return;
  const due = start + n * workerData.everyMs;
  n += 1;
  setTimeout(() => {
    next();
    fetch(workerData.url).then(
      (response) => { latencies.push(performance.now() - due); if (response.status !== 200) failures.push(response.status); return response.arrayBuffer(); },
      (error) => failures.push(String(error)),
    );
  }, Math.max(0, due - performance.now()));
}
next();
parentPort.on('message', () => {
  stopped = true;
  // the probes still out are waited for: a late answer is what the test is about
  const wait = () => (latencies.length + failures.length >= n ? parentPort.postMessage({ latencies, failures }) : setTimeout(wait, 20));
  wait();
});
`;

export interface HealthProbes {
  latencies: number[];
  failures: unknown[];
}

/** Probes `url` from its own thread while `work` runs; resolves with the work's result and every probe's time. */
export async function probedWhile<T>(url: string, work: () => Promise<T>, everyMs = 20): Promise<{ result: T; probes: HealthProbes }> {
  const worker = new Worker(PROBER, { eval: true, workerData: { url, everyMs } });
  try {
    // a few answers first: the prober's own start is not the server's delay
    await new Promise((resolve) => setTimeout(resolve, 5 * everyMs));
    const result = await work();
    const probes = await new Promise<HealthProbes>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage('stop');
    });
    return { result, probes };
  } finally {
    await worker.terminate();
  }
}

/** The 95th percentile of the probes' times. */
export function p95(latencies: number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0;
}
