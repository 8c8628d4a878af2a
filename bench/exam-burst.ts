// The minute the weekly quiz opens: many learners load the test, start, save answers three times
// and submit, all at once, over real HTTP against the server running in its own process on a fresh
// PostgreSQL database. Prints latency percentiles per step and checks them against the targets
// below; exits 1 when a target is missed.
//
//   npx tsx bench/exam-burst.ts                         # PostgreSQL at 127.0.0.1:5432 (or DATABASE_URL's server)
//   LEARNERS=1000 npx tsx bench/exam-burst.ts
//   BENCH_PROFILE=1 npx tsx bench/exam-burst.ts      # also writes a CPU profile of the server to /tmp/pv-prof
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sign } from '@fastify/cookie';
import { loadTestFixtures } from '../src/test/e2e-fixtures.ts';
import { enrolments, sessions, users } from '../src/server/db/schema.ts';
import { createTestDatabase } from '../src/test/database.ts';
import { testConfig } from '../src/test/app.ts';
import { freePort } from '../src/test/browserless-client.ts';
import { SESSION_COOKIE } from '../src/server/plugins/session-cookie.ts';
import type { GetTestResponse, StartTestResponse } from '../src/shared/api/exam.ts';

const learners = Number(process.env.LEARNERS ?? 300);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
// p95 targets in milliseconds when `learners` arrive in the same instant at one 2-core instance
const targets: Record<string, number> = { getTest: 2000, startTest: 2500, save: 1000, submit: 1500 };

const database = await createTestDatabase();
const fixtures = await loadTestFixtures(database.db);
const testId = fixtures.tests['Full Subject Test']!;
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const secret = testConfig().session.secret;

// learners with open sessions and enrolments, written straight to the database
const cookies: { userId: string; cookie: string }[] = [];
for (let i = 0; i < learners; i += 1) {
  const [user] = await database.db
    .insert(users)
    .values({ googleSubject: `bench-${i}`, email: `bench${i}@example.com`, name: `Bench Learner ${i}` })
    .returning({ id: users.id });
  const token = randomBytes(32).toString('base64url');
  await database.db.insert(sessions).values({
    idHash: createHash('sha256').update(token).digest('base64url'),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await database.db.insert(enrolments).values({ userId: user!.id, seriesId: fixtures.seriesId, source: 'free' });
  cookies.push({ userId: user!.id, cookie: `${SESSION_COOKIE}=${encodeURIComponent(sign(token, secret))}` });
}

// the server in its own process, as in production: the load generator does not share its event loop
const server = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/pv-prof'] : []), '--import', 'tsx', 'src/server/main.ts', '--api-only'], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: database.url!,
    DEMO_CONTENT: 'off',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let tries = 0; ; tries += 1) {
  const healthy = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
  if (healthy) break;
  if (tries > 120) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const timings: Record<string, number[]> = { getTest: [], startTest: [], save: [], submit: [] };
let failures = 0;

async function timed<T>(step: string, call: () => Promise<Response>): Promise<T> {
  const started = performance.now();
  const response = await call();
  timings[step]!.push(performance.now() - started);
  if (!response.ok) {
    failures += 1;
    throw new Error(`${step}: HTTP ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

async function sitTest({ userId, cookie }: { userId: string; cookie: string }) {
  const headers = { cookie, 'content-type': 'application/json' };
  const test = await timed<GetTestResponse>('getTest', () =>
    fetch(`${baseUrl}/api/testseries/getTest/${userId}/${fixtures.seriesId}/${testId}`, { headers: { cookie } }),
  );
  if (test.attempted) throw new Error('already attempted');
  const { attempt } = await timed<StartTestResponse>('startTest', () =>
    fetch(`${baseUrl}/api/testseries/startTest`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userId, testSeriesId: fixtures.seriesId, testId }),
    }),
  );
  for (const question of test.test.questions.slice(0, 3)) {
    await timed('save', () =>
      fetch(`${baseUrl}/api/attempts/${attempt.attemptId}/answers`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ answers: { [question._id]: { answer: 1, status: 'answered' } } }),
      }),
    );
  }
  await timed('submit', () =>
    fetch(`${baseUrl}/api/testseries/submittest`, { method: 'POST', headers, body: JSON.stringify({ userId, testId }) }),
  );
}

const started = performance.now();
const results = await Promise.allSettled(cookies.map(sitTest));
const elapsed = (performance.now() - started) / 1000;
const rejected = results.filter((r) => r.status === 'rejected');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

console.log(`exam burst: ${learners} learners on PostgreSQL, ${elapsed.toFixed(1)} s, ${((learners * 6) / elapsed).toFixed(0)} requests/s`);
let missed = 0;
for (const [step, values] of Object.entries(timings)) {
  const p95 = percentile(values, 95);
  const ok = p95 <= targets[step]!;
  if (!ok) missed += 1;
  console.log(
    `${step.padEnd(10)} n=${String(values.length).padStart(5)}  p50=${percentile(values, 50).toFixed(0).padStart(5)} ms  p95=${p95.toFixed(0).padStart(5)} ms  target p95<=${targets[step]} ms  ${ok ? 'ok' : 'MISSED'}`,
  );
}
console.log(`failed requests: ${failures}; learners who could not finish: ${rejected.length}`);
if (rejected[0]) console.log(String((rejected[0] as PromiseRejectedResult).reason));
const serverRss = await fetch(`${baseUrl}/api/health`).then(() => readRss(server.pid!));
console.log(`server memory: ${serverRss} MiB resident`);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await database.close();
process.exit(missed > 0 || rejected.length > 0 ? 1 : 0);

async function readRss(pid: number): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}
