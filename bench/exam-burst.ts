// The minute the weekly quiz opens: many learners load the test, start, save answers three times
// and submit, all at once, over real HTTP. Prints latency percentiles per step and checks them
// against the targets below; exits 1 when a target is missed.
//
//   npx tsx bench/exam-burst.ts                       # embedded PGlite (one connection: a floor, not production)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/exam-burst.ts   # a fresh database on that server
//   LEARNERS=1000 npx tsx bench/exam-burst.ts
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { loadTestFixtures } from '../src/server/dev/test-fixtures.ts';
import { enrolments, sessions, users } from '../src/server/db/schema.ts';
import { createTestDatabase } from '../src/test/database.ts';
import { testConfig } from '../src/test/app.ts';
import { freePort } from '../src/test/browserless-client.ts';
import type { GetTestResponse, StartTestResponse } from '../src/shared/api/exam.ts';
import { createHash, randomBytes } from 'node:crypto';

const learners = Number(process.env.LEARNERS ?? 300);
const onPostgres = Boolean(process.env.DATABASE_URL);
// p95 targets in milliseconds for a burst of `learners` on one app instance
const targets: Record<string, number> = onPostgres
  ? { getTest: 1500, startTest: 1500, save: 1500, submit: 2500 }
  : { getTest: 4000, startTest: 4000, save: 4000, submit: 6000 };

const database = await createTestDatabase();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const config = testConfig({ PORT: String(port), PUBLIC_URL: baseUrl });
const app = await buildApp({ config, db: database.db });
await app.listen({ port, host: '127.0.0.1' });
const fixtures = await loadTestFixtures(database.db);
const testId = fixtures.tests['Full Subject Test']!;

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
  cookies.push({ userId: user!.id, cookie: `pv_session=${encodeURIComponent(app.signCookie(token))}` });
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

console.log(`exam burst: ${learners} learners on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${elapsed.toFixed(1)} s, ${(learners * 6 / elapsed).toFixed(0)} requests/s`);
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
console.log(`memory: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB resident`);

await app.close();
await database.close();
process.exit(missed > 0 || rejected.length > 0 ? 1 : 0);
