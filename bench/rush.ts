// The weekly-quiz rush: N learners arrive spread over a window, each loads the quiz, starts it, saves
// every answer as the exam view does (one autosave per answered question, after some thought) and
// submits; against the built server in its own process(es) on a fresh PostgreSQL database. Prints a
// table per endpoint, then checks in the database that every acknowledged answer is stored and every
// attempt graded. Exits 1 on a lost answer, an ungraded attempt or an error, and (unless --smoke) on
// a p99 at or over the target.
//
//   npm run bench:rush                                   # 10,000 learners over 10 minutes
//   npm run bench:rush -- --learners 2000 --window 120   # the same arrival rate, a fifth of the time
//   npm run bench:rush -- --smoke                        # CI: a 20-second run that checks nothing is lost
//
// Options: --learners N, --window SECONDS (0: all at once), --think SECONDS (mean time per answer),
// --questions N (65, the GATE paper), --workers N (server processes behind the port), --connections N,
// --profile DIR (a CPU profile of each server process).
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { createTestDatabase } from '../src/test/database.ts';
import { testConfig } from '../src/test/app.ts';
import { createLearners, createOpenQuiz, type BenchQuiz } from './lib/fixtures.ts';
import { LatencyBook, printTable } from './lib/latency.ts';
import { ownCpuSeconds, startServer } from './lib/server.ts';
import { sitQuiz, type LearnerOutcome } from './lib/quiz-learner.ts';
import { checkStored } from './lib/stored-answers.ts';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string' },
    window: { type: 'string' },
    think: { type: 'string' },
    questions: { type: 'string' },
    workers: { type: 'string' },
    connections: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const smoke = args.smoke ?? false;
const learnerCount = Number(args.learners ?? (smoke ? 200 : 10_000));
const windowSeconds = Number(args.window ?? (smoke ? 5 : 600));
const thinkSeconds = Number(args.think ?? (smoke ? 0.35 : 4));
const questionCount = Number(args.questions ?? (smoke ? 40 : 65));
const workers = Number(args.workers ?? 2);
const connections = Number(args.connections ?? 256);
const TARGET_P99_MS = 200;
const ENDPOINTS = ['getQuiz', 'paper', 'start', 'save', 'submit'] as const;

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await createTestDatabase();
// the window stays open past the last arrival; the time limit outlasts the slowest learner
const expectedSeconds = windowSeconds + questionCount * thinkSeconds * 1.5 + 120;
const quiz = await createOpenQuiz(database.db, questionCount, expectedSeconds, Math.ceil(expectedSeconds * 2));
const learners = await createLearners(database.db, learnerCount, testConfig().session.secret);
// --profile DIR: each server process writes a V8 CPU profile there when it stops
const server = await startServer({
  databaseUrl: database.url!,
  workers,
  nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [],
});
const pool = new Pool(server.baseUrl, { connections, keepAliveTimeout: 30_000 });

/** How many questions of each type the paper has: '39 MCQ, 13 MSQ, 13 NAT'. */
function typeMix(paper: BenchQuiz) {
  const counts = new Map<string, number>();
  for (const { type } of paper.questions) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, count]) => `${count} ${type}`).join(', ');
}

console.log(
  `rush: ${learnerCount} learners over ${windowSeconds} s, ${questionCount} questions (${typeMix(quiz)}), ~${thinkSeconds} s per answer, ` +
    `${workers} server process(es), ${connections} connections`,
);
const book = new LatencyBook();
const cpuBefore = { server: await server.cpuSeconds(), generator: ownCpuSeconds() };
const started = performance.now();
const outcomes: LearnerOutcome[] = await Promise.all(
  learners.map((learner, i) => {
    const arriveAt = started + (windowSeconds * 1000 * i) / Math.max(1, learnerCount);
    return sitQuiz({ pool, book, learner, quiz, arriveAt, thinkSeconds });
  }),
);
const elapsed = (performance.now() - started) / 1000;
const cpu = { server: (await server.cpuSeconds()) - cpuBefore.server, generator: ownCpuSeconds() - cpuBefore.generator };
const resident = await server.residentMiB();

printTable(book.figures(ENDPOINTS), smoke ? undefined : TARGET_P99_MS);
console.log(`${book.totalRequests} requests in ${elapsed.toFixed(1)} s: ${(book.totalRequests / elapsed).toFixed(0)} requests/s on average`);
console.log(`peak: ${peakRate(outcomes).toFixed(0)} requests/s over the busiest 10 s`);
console.log(
  `CPU: server ${cpu.server.toFixed(1)} s (${((cpu.server / elapsed) * 100).toFixed(0)} % of a core), load generator ${cpu.generator.toFixed(1)} s; server memory ${resident.toFixed(0)} MiB resident`,
);
for (const example of book.errorExamples()) console.log(`first error of ${example}`);

await server.stop();
await pool.close();
const stored = await checkStored(database.db, outcomes);
console.log(
  `checked in the database: ${stored.answersChecked} acknowledged answers, ${stored.lost} lost; ` +
    `${stored.attemptsGraded} of ${learnerCount} attempts graded`,
);
await database.close();

const figures = book.figures(ENDPOINTS);
const slow = smoke ? [] : figures.filter((row) => row.p99 >= TARGET_P99_MS);
const failed = stored.lost > 0 || stored.attemptsGraded < learnerCount || book.totalErrors > 0 || slow.length > 0;
console.log(failed ? 'rush: target MISSED' : `rush: ok${smoke ? ' (smoke: latency targets not checked)' : ''}`);
process.exit(failed ? 1 : 0);

/** The most requests any 10-second stretch of the run carried, per second. */
function peakRate(all: LearnerOutcome[]): number {
  const perSecond = new Map<number, number>();
  for (const outcome of all) for (const at of outcome.requestTimes) perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
  const seconds = [...perSecond.keys()].sort((a, b) => a - b);
  let best = 0;
  for (const first of seconds) {
    let sum = 0;
    for (let s = first; s < first + 10; s += 1) sum += perSecond.get(s) ?? 0;
    best = Math.max(best, sum / 10);
  }
  return best;
}
