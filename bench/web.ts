// The first page a visitor opens, measured: the JavaScript and CSS that / and /testseries load
// before they are interactive, and Lighthouse 12 (mobile defaults) on /, /testseries and the exam
// view of a learner with a started test. Runs the built server (`npm run build` first; a missing
// build is built here). Exits 1 when a target is missed.
//
//   npm run bench:web               # sizes, then 3 Lighthouse runs per page (median): about 2 minutes
//   npm run bench:web -- --smoke    # sizes and one run on /: fails only when something is broken
//   npm run bench:web -- --runs 5   # more runs per page
//   npm run bench:web -- --only exam   # Lighthouse on one page (/, hi, testseries, exam or exam-hi), no sizes
import { spawnSync } from 'node:child_process';
import { isBuilt, startBuiltServer, WEB_DIR } from './web/built-server.ts';
import { startExamSession } from './web/exam-session.ts';
import { measureFirstLoad, total, type FirstLoad } from './web/first-load.ts';
import { lighthouseMedian, type LighthouseScores } from './web/lighthouse-run.ts';

// issue 24: React 19 itself (decision 025); it was 100 kB while the app ran on Preact (decision 022)
const FIRST_JS_GZIP_TARGET = 130_000;
const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;

const smoke = process.argv.includes('--smoke');
const runsFlag = process.argv.indexOf('--runs');
const runs = smoke ? 1 : runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
const onlyFlag = process.argv.indexOf('--only');
const only = onlyFlag > 0 ? process.argv[onlyFlag + 1] : undefined;
const lighthousePages = ['/', 'hi', 'testseries', 'exam', 'exam-hi'];
if (only !== undefined && !lighthousePages.includes(only)) {
  console.error(`--only takes one of ${lighthousePages.join(', ')}`);
  process.exit(2);
}
const measures = (page: string) => (only === undefined ? !smoke || page === '/' : only === page);

// the lazy page module each measured route renders (keys of dist/web/.vite/manifest.json)
const measuredPages = [
  { path: '/', routeModule: 'features/landing/pages/landing-page.tsx' },
  { path: '/hi', routeModule: 'features/landing/pages/landing-page.tsx' },
  { path: '/testseries', routeModule: 'features/test-series/pages/test-series-page.tsx' },
  { path: '/hi/testseries', routeModule: 'features/test-series/pages/test-series-page.tsx' },
];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
let missed = 0;

function printFirstLoad(load: FirstLoad) {
  const jsGzip = total(load.js, 'gzip');
  const ok = jsGzip <= FIRST_JS_GZIP_TARGET;
  if (!ok) missed += 1;
  console.log(
    `\n${load.path}: first-load JavaScript ${kb(total(load.js, 'raw')).trim()} raw, ${kb(jsGzip).trim()} gzip (target <= ${kb(FIRST_JS_GZIP_TARGET).trim()}) ${ok ? 'ok' : 'MISSED'}`,
  );
  console.log(`  ${'file'.padEnd(52)}${'raw'.padStart(10)}${'gzip'.padStart(10)}`);
  for (const asset of [...load.js].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${asset.file.padEnd(52)}${kb(asset.raw)}${kb(asset.gzip)}`);
  for (const asset of load.css) console.log(`  ${`${asset.file} (CSS, not counted)`.padEnd(52)}${kb(asset.raw)}${kb(asset.gzip)}`);
}

function printScores(name: string, scores: LighthouseScores) {
  const ok = scores.performance >= PERFORMANCE_TARGET && scores.accessibility >= ACCESSIBILITY_TARGET;
  if (!ok) missed += 1;
  console.log(
    `${name.padEnd(12)}${String(scores.performance).padStart(6)}${String(scores.accessibility).padStart(6)}${seconds(scores.lcpMs)}${`${Math.round(scores.tbtMs)} ms`.padStart(9)}${scores.cls.toFixed(3).padStart(8)}${seconds(scores.fcpMs)}  ${ok ? 'ok    ' : 'MISSED'}  ${scores.lcpElement}`,
  );
}

if (!isBuilt()) {
  console.log('no build in dist/: running npm run build');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const server = await startBuiltServer();
// Ctrl-C stops the server this run started, with its temporary database
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().finally(() => process.exit(130)));
}
try {
  console.log(`bench:web${smoke ? ' --smoke' : ''}: the built server at ${server.baseUrl} (fresh database, demo content)`);
  if (only === undefined) {
    for (const page of measuredPages) printFirstLoad(await measureFirstLoad(server.baseUrl, WEB_DIR, page.path, page.routeModule));
  }

  console.log(
    `\nLighthouse 12, mobile (simulated slow 4G, 4x CPU), median of ${runs} run${runs === 1 ? '' : 's'}; targets: performance >= ${PERFORMANCE_TARGET}, accessibility ${ACCESSIBILITY_TARGET}`,
  );
  console.log(
    `${'page'.padEnd(12)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'LCP'.padStart(8)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}${'FCP'.padStart(8)}          LCP element`,
  );
  if (measures('/')) printScores('/', await lighthouseMedian(`${server.baseUrl}/`, runs));
  if (measures('hi')) printScores('/hi', await lighthouseMedian(`${server.baseUrl}/hi`, runs));
  if (measures('testseries')) printScores('/testseries', await lighthouseMedian(`${server.baseUrl}/testseries`, runs));
  if (measures('exam') || measures('exam-hi')) {
    const exam = await startExamSession(server.baseUrl);
    if (measures('exam')) printScores('exam view', await lighthouseMedian(`${server.baseUrl}${exam.path}`, runs, exam.cookie));
    // the same attempt, its interface in Hindi (the cookie the switch writes)
    if (measures('exam-hi')) printScores('exam (hi)', await lighthouseMedian(`${server.baseUrl}${exam.path}`, runs, `${exam.cookie}; lang=hi`));
  }
} finally {
  await server.stop();
}

if (smoke) console.log(`\nsmoke run: ${missed} target(s) missed, not failing on scores`);
else console.log(missed === 0 ? '\nall targets met' : `\n${missed} target(s) missed`);
process.exit(!smoke && missed > 0 ? 1 : 0);
