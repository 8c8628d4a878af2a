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
//   npm run bench:rush -- --instances 3 --balancer nginx # three instances behind nginx (deploy/)
//   npm run bench:rush -- --instances 3 --balancer nginx --kill-one         # one SIGKILLed mid-rush, restarted
//   npm run bench:rush -- --instances 3 --balancer nginx --rolling-restart  # SIGTERM to each in turn
//   npm run bench:rush -- --admin-load                   # a content team at work meanwhile (bench/lib/admin-load.ts)
//   npm run bench:rush -- --database embedded            # the embedded database (1,000 learners over 2 minutes)
//
// Options: --learners N, --window SECONDS (0: all at once), --think SECONDS (mean time per answer),
// --questions N (65, the GATE paper), --workers N (server processes behind the port), --connections N,
// --profile DIR (a CPU profile of each server process), --instances N and --balancer nginx (separate
// instances behind nginx), --kill-one or --rolling-restart (with --disrupt-at SECONDS into the rush,
// a third of the window by default, and --down SECONDS before the killed one starts again), --admin-load,
// --database postgres|embedded, --json FILE (the figures, for bench/admin-load.ts).
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { createTestDatabase } from '../src/test/database.ts';
import { testConfig } from '../src/test/app.ts';
import { createLearners, createOpenQuiz, createSettledQuiz, type BenchQuiz } from './lib/fixtures.ts';
import { LatencyBook, printTable } from './lib/latency.ts';
import { ownCpuSeconds } from './lib/server.ts';
import { startTarget } from './lib/rush-target.ts';
import { watchMachine } from './lib/machine.ts';
import { rejoinSeconds } from './lib/balancer.ts';
import { disrupt, phaseFigures, printPhases, recoverySeconds, type Disruption, type DisruptionLog } from './lib/disruptions.ts';
import { sitQuiz, type LearnerOutcome } from './lib/quiz-learner.ts';
import { checkStored } from './lib/stored-answers.ts';
import { createBank, createMaster, startAdminLoad } from './lib/admin-load.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../src/server/db/client.ts';

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
    instances: { type: 'string' },
    balancer: { type: 'string' },
    'kill-one': { type: 'boolean', default: false },
    'rolling-restart': { type: 'boolean', default: false },
    'disrupt-at': { type: 'string' },
    down: { type: 'string' },
    'admin-load': { type: 'boolean', default: false },
    database: { type: 'string', default: 'postgres' },
    json: { type: 'string' },
  },
});
if (args.database !== 'postgres' && args.database !== 'embedded') throw new Error('--database is postgres or embedded');
const embedded = args.database === 'embedded';
const adminLoad = args['admin-load'] ?? false;
const smoke = args.smoke ?? false;
const disrupting = Boolean(args['kill-one'] || args['rolling-restart']);
// a disrupted smoke run lasts long enough for three instances to restart one after another under load
// the embedded database is for one machine and a small audience: its rush is 1,000 learners over 2 minutes
const learnerCount = Number(args.learners ?? (smoke ? (disrupting ? 300 : 200) : embedded ? 1000 : 10_000));
const windowSeconds = Number(args.window ?? (smoke ? (disrupting ? 20 : 5) : embedded ? 120 : 600));
const thinkSeconds = Number(args.think ?? (smoke ? (disrupting ? 0.5 : 0.35) : 4));
const questionCount = Number(args.questions ?? (smoke ? 40 : 65));
const instances = Number(args.instances ?? 1);
const workers = Number(args.workers ?? (instances > 1 || embedded ? 1 : 2));
if (embedded && (instances > 1 || workers > 1)) throw new Error('the embedded database is one process: leave out --instances and --workers');
const connections = Number(args.connections ?? 256);
if (instances > 1 && args.balancer !== 'nginx') throw new Error('several instances need a balancer in front: --balancer nginx');
if (instances > 1 && workers !== 1) throw new Error('an instance behind the balancer is one process: leave out --workers');
if ((args['kill-one'] || args['rolling-restart']) && instances < 2) throw new Error('--kill-one and --rolling-restart need --instances 2 or more');
const disruption: Disruption | null = args['kill-one']
  ? { kind: 'kill', at: Number(args['disrupt-at'] ?? (smoke ? 5 : Math.max(3, windowSeconds / 3))), downFor: Number(args.down ?? (smoke ? 3 : 15)) }
  : args['rolling-restart']
    ? { kind: 'rolling', at: Number(args['disrupt-at'] ?? (smoke ? 5 : Math.max(3, windowSeconds / 3))), rejoinSeconds: await rejoinSeconds() }
    : null;
const TARGET_P99_MS = 200;
/** how many windows' worth of further learners a disrupted rush may send while the fleet is not whole */
const RESERVE_WINDOWS = 2;
const ENDPOINTS = ['getQuiz', 'paper', 'start', 'save', 'submit'] as const;

// the embedded database's fixtures are written before its server starts (it then holds DATA_DIR), and
// read again once it has stopped
const dataDir = embedded ? await mkdtemp(join(tmpdir(), 'prepverse-rush-')) : null;
const openEmbedded = () => openDatabase({ kind: 'pglite', dataDir: dataDir! });
if (!embedded) process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
let database: { db: Database; url?: string; close: () => Promise<void> } = embedded ? await openEmbedded() : await createTestDatabase();
// the window stays open past the last arrival; the time limit outlasts the slowest learner
// a disrupted rush lasts until the fleet is whole again: past the window, learners held in reserve
// keep arriving at the same pace while instances restart (a busy machine starts them slowly)
const reserveCount = disruption ? learnerCount * RESERVE_WINDOWS : 0;
const expectedSeconds = windowSeconds * (disruption ? 1 + RESERVE_WINDOWS : 1) + questionCount * thinkSeconds * 1.5 + 120;
const quiz = await createOpenQuiz(database.db, questionCount, expectedSeconds, Math.ceil(expectedSeconds * 2));
const learners = await createLearners(database.db, learnerCount + reserveCount, testConfig().session.secret);
// --admin-load: a bank of 5,000 questions for the exports, last week's quiz taken by every learner for
// the regrade's dry run, and the master who works on them
if (adminLoad) await createBank(database.db, 5000);
const settledQuiz = adminLoad ? await createSettledQuiz(database.db, questionCount, learners) : null;
const masterCookie = adminLoad ? await createMaster(database.db, testConfig().session.secret) : null;
if (embedded) await database.close();
// --profile DIR: each server process writes a V8 CPU profile there when it stops
const server = await startTarget({
  ...(embedded ? { dataDir: dataDir! } : { databaseUrl: database.url! }),
  workers,
  instances,
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
    `${server.description}, ${connections} connections${adminLoad ? '; a content team at work' : ''}${disruption ? `; ${disruption.kind === 'kill' ? 'one instance killed' : 'a rolling restart'} at ${disruption.at} s` : ''}`,
);
if (disruption) console.log(`rush: past the window, up to ${reserveCount} more learners arrive at the same pace until the fleet is whole again`);
const book = new LatencyBook();
const cpuBefore = { server: await server.cpuSeconds(), generator: ownCpuSeconds(), balancer: (await server.balancerCpuSeconds?.()) ?? 0 };
const machine = embedded ? null : await watchMachine(database.url!);
const started = performance.now();
const team = masterCookie && settledQuiz ? startAdminLoad(server.baseUrl, masterCookie, settledQuiz) : null;
const disrupted: Promise<DisruptionLog> | null = disruption && server.fleet ? disrupt(server.fleet, disruption, started) : null;
const outcomes: LearnerOutcome[] = await Promise.all(await sendLearners());
const ended = performance.now();
await team?.stop();
const machineReport = machine ? await machine.stop() : null;
const disruptionLog = disrupted ? await disrupted : null;
const elapsed = (performance.now() - started) / 1000;
const cpu = { server: (await server.cpuSeconds()) - cpuBefore.server, generator: ownCpuSeconds() - cpuBefore.generator };
const resident = await server.residentMiB();

printTable(book.figures(ENDPOINTS), smoke ? undefined : TARGET_P99_MS);
console.log(`${book.totalRequests} requests in ${elapsed.toFixed(1)} s: ${(book.totalRequests / elapsed).toFixed(0)} requests/s on average`);
console.log(`peak: ${peakRate(outcomes).toFixed(0)} requests/s over the busiest 10 s`);
console.log(
  `CPU: server ${cpu.server.toFixed(1)} s (${((cpu.server / elapsed) * 100).toFixed(0)} % of a core, ${((cpu.server * 1000) / outcomes.length).toFixed(1)} ms per learner), ` +
    `${server.balancerCpuSeconds ? `nginx ${((await server.balancerCpuSeconds()) - cpuBefore.balancer).toFixed(1)} s, ` : ''}` +
    `load generator ${cpu.generator.toFixed(1)} s; server memory ${resident.toFixed(0)} MiB resident`,
);
// the fleet must be whole again while learners still sit the quiz, or the run saw only part of it
const cutShort = disruptionLog !== null && disruptionLog.whole > ended;
if (cutShort) console.log('the rush ended before the fleet was whole again: give it a longer --window or an earlier --disrupt-at');
if (disruptionLog && !cutShort) {
  const phases = phaseFigures(book.timeline, disruptionLog, started, ended);
  printPhases(phases);
  console.log(
    `disrupted for ${((disruptionLog.whole - disruptionLog.began) / 1000).toFixed(1)} s; learners felt it for ${recoverySeconds(book.timeline, disruptionLog, phases[0]!.p99)} s ` +
      '(to the end of the last 5 s with a failed request or a p99 over twice the p99 before)',
  );
}
for (const line of await server.servedLines()) console.log(line);
for (const line of machineReport?.lines() ?? []) console.log(line);
for (const line of team?.lines() ?? []) console.log(line);
for (const example of book.errorExamples()) console.log(`first error of ${example}`);

await server.stop();
await pool.close();
if (embedded) database = await openEmbedded();
const stored = await checkStored(database.db, outcomes);
console.log(
  `checked in the database: ${stored.answersChecked} acknowledged answers, ${stored.lost} lost; ` +
    `${stored.attemptsGraded} of ${outcomes.length} attempts graded`,
);
await database.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });

const figures = book.figures(ENDPOINTS);
// --json FILE: the figures, for a bench that compares runs (bench/admin-load.ts)
if (args.json) {
  const run = {
    database: args.database,
    adminLoad,
    learners: outcomes.length,
    figures,
    errors: book.totalErrors,
    lost: stored.lost,
    graded: stored.attemptsGraded,
  };
  await writeFile(args.json, JSON.stringify(run, null, 2));
}
// a rush disrupted is judged on what it must never do (lose an answer, leave an attempt ungraded;
// and for a rolling restart, fail a request), not on its latency
const slow = smoke || disruption ? [] : figures.filter((row) => row.p99 >= TARGET_P99_MS);
const errorsCount = disruption?.kind === 'kill' ? 0 : book.totalErrors;
const failed = cutShort || stored.lost > 0 || stored.attemptsGraded < outcomes.length || errorsCount > 0 || slow.length > 0;
const unchecked = smoke || disruption ? ` (latency targets not checked${disruption?.kind === 'kill' ? '; errors reported, not judged' : ''})` : '';
console.log(failed ? 'rush: target MISSED' : `rush: ok${unchecked}`);
process.exit(failed ? 1 : 0);

/**
 * Each learner's sitting, arriving spread over the window; while a disruption has not left the fleet
 * whole, the reserve keeps arriving at the same pace after it, so the rush outlasts the disruption.
 */
async function sendLearners(): Promise<Promise<LearnerOutcome>[]> {
  const gapMs = Math.max(10, (windowSeconds * 1000) / Math.max(1, learnerCount));
  const sittings = Array.from({ length: learnerCount }, (_, i) => {
    const arriveAt = started + (windowSeconds * 1000 * i) / Math.max(1, learnerCount);
    return sitQuiz({ pool, book, learner: learners[i]!, quiz, arriveAt, thinkSeconds });
  });
  if (!disrupted) return sittings;
  let whole = false;
  void disrupted.then(
    () => (whole = true),
    () => (whole = true),
  );
  for (let i = learnerCount; i < learners.length; i += 1) {
    const arriveAt = started + windowSeconds * 1000 + gapMs * (i - learnerCount);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, arriveAt - performance.now())));
    if (whole) break;
    sittings.push(sitQuiz({ pool, book, learner: learners[i]!, quiz, arriveAt, thinkSeconds }));
  }
  return sittings;
}

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
