// Learners never wait behind admin work (decision 042): the weekly-quiz rush on each database twice,
// alone and with a content team at work on the same server (bench/lib/admin-load.ts: imports, exports,
// a regrade's dry run, the statistics job), and each learner endpoint's p99 compared. The target:
// with the team at work, at most 1.25 × the p99 without, no error and no answer lost.
//
//   npm run bench:admin-load                         # PostgreSQL's rush and the embedded database's
//   npm run bench:admin-load -- --database embedded  # one of them
//   npm run bench:admin-load -- --smoke              # short runs: nothing lost is checked, the ratio shown
//
// --learners, --window, --think and --questions go to both runs (bench/rush.ts has their defaults).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    learners: { type: 'string' },
    window: { type: 'string' },
    think: { type: 'string' },
    questions: { type: 'string' },
  },
});
const TARGET_RATIO = 1.25;
const databases = args.database ? [args.database] : ['postgres', 'embedded'];
const passed = (['learners', 'window', 'think', 'questions'] as const).flatMap((name) => (args[name] ? [`--${name}`, args[name]!] : []));

interface RushRun {
  database: string;
  adminLoad: boolean;
  learners: number;
  figures: { endpoint: string; count: number; p99: number; errors: number }[];
  errors: number;
  lost: number;
  graded: number;
}

const folder = await mkdtemp(join(tmpdir(), 'prepverse-admin-load-'));

/** One rush in a process of its own, as npm run bench:rush runs it; its figures from --json. */
function rush(database: string, adminLoad: boolean): Promise<RushRun> {
  const json = join(folder, `${database}-${adminLoad ? 'with' : 'without'}.json`);
  const argv = ['bench/rush.ts', '--database', database, '--json', json, ...(args.smoke ? ['--smoke'] : []), ...(adminLoad ? ['--admin-load'] : []), ...passed];
  console.log(`\n=== ${database}: the rush ${adminLoad ? 'with a content team at work' : 'alone'}`);
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', argv, { stdio: 'inherit' });
    // the rush exits 1 on a missed target of its own (its p99 of 200 ms on PostgreSQL): what this bench
    // judges is the comparison, so the figures are read either way
    child.once('exit', () => readFile(json, 'utf8').then((text) => resolve(JSON.parse(text) as RushRun), reject));
  });
}

let failed = false;
for (const database of databases) {
  const alone = await rush(database, false);
  const busy = await rush(database, true);
  console.log(`\n${database}: each endpoint's p99 with the content team at work, against the rush alone`);
  console.log('endpoint  p99 alone ms  p99 with ms  ratio  errors with');
  for (const row of alone.figures) {
    const other = busy.figures.find((entry) => entry.endpoint === row.endpoint)!;
    const ratio = other.p99 / Math.max(row.p99, 1);
    const over = ratio > TARGET_RATIO;
    if (over && !args.smoke) failed = true;
    console.log(
      `${row.endpoint.padEnd(8)}  ${row.p99.toFixed(1).padStart(12)}  ${other.p99.toFixed(1).padStart(11)}  ${ratio.toFixed(2).padStart(5)}  ${String(other.errors).padStart(11)}${over ? '  over' : ''}`,
    );
  }
  const lost = alone.lost + busy.lost;
  const ungraded = alone.learners - alone.graded + (busy.learners - busy.graded);
  console.log(`${database}: ${busy.errors} learner errors with the team at work, ${lost} answers lost, ${ungraded} attempts ungraded`);
  if (busy.errors > 0 || lost > 0 || ungraded > 0) failed = true;
}
await rm(folder, { recursive: true, force: true });
console.log(failed ? 'admin load: target MISSED' : `admin load: ok${args.smoke ? ' (smoke: the ratio is not judged)' : ''}`);
process.exit(failed ? 1 : 0);
