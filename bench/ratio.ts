// The question paper near the speed of a bare server. In one run and under one load generator
// (autocannon), the request that loads an open attempt's questions (a weekly quiz of a GATE paper's
// 65 questions, and a 20-question test) against a bare Fastify route in its own process that sends
// the same bytes. Prints requests per second of each and their ratio; the target is 0.5 or better.
// Both are asked as a browser asks (Accept-Encoding: br, gzip), so both send the paper's brotli bytes.
//
//   npm run bench:ratio                         # 10 s per measurement, 50 connections
//   npm run bench:ratio -- --duration 30 --connections 100
//   npm run bench:ratio -- --smoke              # CI: 2 s each, the ratio printed but not checked
//   npm run bench:ratio -- --profile /tmp/prof  # a V8 CPU profile of the server process
import { spawn } from 'node:child_process';
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { request } from 'undici';
import { createTestDatabase } from '../src/test/database.ts';
import { testConfig } from '../src/test/app.ts';
import { sql } from 'drizzle-orm';
import { attempts } from '../src/server/db/schema.ts';
import { freePort } from '../src/test/browserless-client.ts';
import { createLearners, createOpenQuiz, createOpenTest } from './lib/fixtures.ts';
import { startServer } from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const smoke = args.smoke ?? false;
const duration = Number(args.duration ?? (smoke ? 2 : 10));
const connections = Number(args.connections ?? 50);
const TARGET_RATIO = 0.5;

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await createTestDatabase();
const [learner] = await createLearners(database.db, 1, testConfig().session.secret);
const quiz = await createOpenQuiz(database.db, 65, 3600, 10_800);
const test = await createOpenTest(database.db, 20, [learner!]);
// a paper is served only to a learner whose attempt has started (decision 039): this one has started both
await database.db.insert(attempts).values([
  { userId: learner!.userId, quizId: quiz.id, deadline: sql`now() + interval '3 hours'` },
  { userId: learner!.userId, testId: test.testId, deadline: sql`now() + interval '3 hours'` },
]);
const server = await startServer({
  databaseUrl: database.url!,
  workers: 1,
  nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [],
});
const papers = [
  { name: 'weekly quiz, 65 questions', path: `/api/quiz/paper/${quiz.id}` },
  { name: 'test, 20 questions', path: `/api/testseries/paper/${test.seriesId}/${test.testId}` },
];

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string>): Promise<Measured> {
  const options = { url, connections, headers, pipelining: 1 };
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT and caches, not counted
  const result = await autocannon({ ...options, duration });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const asBrowser = { 'accept-encoding': 'br, gzip' };
const folder = await mkdtemp(path.join(tmpdir(), 'pv-ratio-'));
let worst = Number.POSITIVE_INFINITY;
console.log(`ratio: ${connections} connections, ${duration} s per measurement`);
for (const paper of papers) {
  // the bytes as they travel (undici, unlike fetch, leaves them compressed), and their size unpacked;
  // the paper goes out as its text alone (ETag "….text") until its HTML is drawn: wait for that
  let response = await request(`${server.baseUrl}${paper.path}`, { headers: { cookie: learner!.cookie, ...asBrowser } });
  let body = Buffer.from(await response.body.arrayBuffer());
  for (let tries = 0; String(response.headers.etag).endsWith('.text"'); tries += 1) {
    if (tries > 100) throw new Error(`${paper.path}: still not drawn after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await request(`${server.baseUrl}${paper.path}`, { headers: { cookie: learner!.cookie, ...asBrowser } });
    body = Buffer.from(await response.body.arrayBuffer());
  }
  if (response.statusCode !== 200) throw new Error(`${paper.path}: HTTP ${response.statusCode} ${body.toString()}`);
  const encoding = String(response.headers['content-encoding'] ?? 'identity');
  const identity = await fetch(`${server.baseUrl}${paper.path}`, { headers: { cookie: learner!.cookie, 'accept-encoding': 'identity' } });
  const unpacked = (await identity.arrayBuffer()).byteLength;
  const bodyFile = path.join(folder, 'paper.json');
  await writeFile(bodyFile, body);
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-server.ts', bodyFile, String(barePort), encoding], { stdio: 'inherit' });
  for (
    let tries = 0;
    !(await fetch(`http://127.0.0.1:${barePort}/health`).then(
      (r) => r.ok,
      () => false,
    ));
    tries += 1
  ) {
    if (tries > 100) throw new Error('the bare server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const ours = await measure(`${server.baseUrl}${paper.path}`, { cookie: learner!.cookie, ...asBrowser });
  const baseline = await measure(`http://127.0.0.1:${barePort}/paper`, asBrowser);
  bare.kill('SIGTERM');
  const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
  worst = Math.min(worst, ratio);
  console.log(`\n${paper.name} (${(body.length / 1024).toFixed(1)} KB ${encoding}, ${(unpacked / 1024).toFixed(1)} KB unpacked)`);
  for (const [label, figures] of [
    ['paper route', ours],
    ['bare Fastify', baseline],
  ] as const) {
    console.log(
      `  ${label.padEnd(13)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} requests/s  p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms  errors ${figures.errors}`,
    );
  }
  console.log(`  ratio ${ratio.toFixed(2)} (target ${TARGET_RATIO} or better)${smoke ? '' : ratio >= TARGET_RATIO ? ' ok' : ' MISSED'}`);
  if (ours.errors > 0 || baseline.errors > 0) worst = Number.NEGATIVE_INFINITY;
}

await server.stop();
await database.close();
const failed = worst === Number.NEGATIVE_INFINITY || (!smoke && worst < TARGET_RATIO);
console.log(failed ? '\nratio: target MISSED' : `\nratio: ok${smoke ? ' (smoke: the ratio is not checked)' : ''}`);
process.exit(failed ? 1 : 0);
