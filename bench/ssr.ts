// What the server's render of a public page costs, in-process on a test app with the demo content
// (no build needed: the pages render from source), as a visitor and as a signed-in learner (the four
// demo learners in turn: Aarav is enrolled and has quiz results):
//
// 1. GET: each page asked N times through app.inject, as a browser's GET reaches it (routing, the
//    render, the template; no compression). Median and 90th percentile of the wall time, median of
//    the process's CPU time.
// 2. render: renderPage called as plugins/web-app.ts calls it, N times each way, the two ways taking
//    turns so that whatever else the machine does weighs on both alike: with the routes' declared data
//    (one pass, decision 040) and pass by pass (render, answer what it asked, render again: before 040).
//    Medians, the passes each took and the API requests each made.
//
//   npm run bench:ssr                          # /, /testseries, a series, /weeklyquiz; 40 runs each
//   npm run bench:ssr -- --runs 100 --pages /,/testseries
//   npm run bench:ssr -- --only get            # or render: one of the two measures
//   npm run bench:ssr -- --smoke               # 3 runs of /: fails only when something is broken
//
// The page's API requests count against the visitor's rate limits as in production (the weekly list
// and a leaderboard: 120 a minute per learner, or per address when signed out): the learners take
// turns, and the renders of part 2 come from addresses of their own. A GET always comes from
// 127.0.0.1, so --runs above 50 with both / and /weeklyquiz (each reads the weekly list) runs into
// the visitor's limit: a page that drew a refusal (429) fails the run instead of being timed.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';

const { values: args } = parseArgs({
  options: { smoke: { type: 'boolean', default: false }, runs: { type: 'string' }, pages: { type: 'string' }, only: { type: 'string' } },
});
const smoke = args.smoke ?? false;
const runs = smoke ? 3 : Number(args.runs ?? 40);
const WARM_UP = smoke ? 1 : 5;
if (args.only !== undefined && args.only !== 'get' && args.only !== 'render') {
  console.error('--only takes get or render');
  process.exit(2);
}

// the page template as the build writes it, without building the browser's code (as the SEO tests do)
const webDir = await mkdtemp(path.join(os.tmpdir(), 'prepverse-bench-ssr-'));
await copyFile('src/web/index.html', path.join(webDir, 'index.html'));
process.env.PREPVERSE_WEB_DIR = webDir;

const { createTestApp } = await import('../src/test/app.ts');
const { loadDemoContent } = await import('../src/server/dev/demo/load.ts');
const { openSession } = await import('../src/server/features/accounts/service.ts');
const { SESSION_COOKIE } = await import('../src/server/plugins/session-cookie.ts');
const { users } = await import('../src/server/db/schema.ts');
const { demoIdentities } = await import('../src/server/dev/demo/identities.ts');
const { renderPage } = await import('../src/web/app/ssr/render.tsx');

const t = await createTestApp({}, { web: 'static' });

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

/** Wall and CPU milliseconds of one call. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; wall: number; cpu: number }> {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  return { result, wall, cpu: (used.user + used.system) / 1000 };
}

async function main(): Promise<boolean> {
  await loadDemoContent(t.app.db);
  const learnerCookies = await Promise.all(
    demoIdentities
      .filter((identity) => !('role' in identity))
      .map(async (identity) => {
        const [learner] = await t.app.db.select().from(users).where(eq(users.email, identity.email));
        const session = await openSession(t.app.db, learner!.id, 3600);
        return `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(session.token))}`;
      }),
  );
  const list = JSON.parse((await t.app.inject('/api/testseries/getAllTestSeries')).body) as { testSeries: { testSeriesId: string }[] };
  const seriesPath = `/testseriesdetail/${list.testSeries[0]!.testSeriesId}`;
  const pages = smoke ? ['/'] : (args.pages?.split(',') ?? ['/', '/testseries', seriesPath, '/weeklyquiz']);
  // the cookie of the i-th request: none for a visitor, the learners in turn
  const visitors = [
    ['visitor', () => ''],
    ['learner', (i: number) => learnerCookies[i % learnerCookies.length]!],
  ] as const;
  /** A page whose data the API refused for too many requests: timing it would time an error. */
  const refused = (body: string) => body.includes('"status":429');
  let failed = false;

  if (args.only !== 'render') {
    console.log(`\nGET: ${runs} per page after ${WARM_UP} to warm up, through app.inject`);
    console.log(`${'page'.padEnd(58)}${'as'.padEnd(10)}${'wall p50'.padStart(10)}${'wall p90'.padStart(10)}${'cpu p50'.padStart(10)}`);
    for (const url of pages) {
      for (const [who, cookieOf] of visitors) {
        const get = (i: number) => t.app.inject({ method: 'GET', url, headers: cookieOf(i) ? { cookie: cookieOf(i) } : {} });
        for (let i = 0; i < WARM_UP; i += 1) await get(i);
        const wall: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < runs; i += 1) {
          const run = await timed(() => get(i));
          wall.push(run.wall);
          cpu.push(run.cpu);
          if (run.result.statusCode !== 200 || !run.result.body.includes('id="pv-ssr-state"') || refused(run.result.body)) {
            failed = true;
            console.error(`${url} as ${who}: ${run.result.statusCode}, ${refused(run.result.body) ? 'its data refused (429)' : 'not rendered'}`);
            break;
          }
        }
        console.log(`${url.padEnd(58)}${who.padEnd(10)}${ms(quantile(wall, 0.5))}${ms(quantile(wall, 0.9))}${ms(median(cpu))}`);
      }
    }
  }

  if (args.only !== 'get') {
    console.log(`\nrender: renderPage ${runs} times each way, taking turns, after ${WARM_UP} to warm up`);
    const way = (name: string) => `${name.padStart(10)}${'wall p50'.padStart(10)}${'cpu p50'.padStart(10)}${'passes'.padStart(7)}${'API'.padStart(5)}`;
    console.log(`${'page'.padEnd(58)}${'as'.padEnd(10)}${way('declared')}${way('pass-by-')}`);
    for (const url of pages) {
      for (const [who, cookieOf] of visitors) {
        const ways = [true, false].map((prefetch) => ({ prefetch, wall: [] as number[], cpu: [] as number[], passes: 0, requests: 0 }));
        for (let i = 0; i < WARM_UP + runs; i += 1) {
          for (const measured of i % 2 === 0 ? ways : [...ways].reverse()) {
            let requests = 0;
            const cookie = cookieOf(i);
            // a visitor's requests from an address of this render's own, so no rate limit is reached
            const remoteAddress = `10.${Math.floor(i / 250) % 250}.${i % 250}.${measured.prefetch ? 1 : 2}`;
            const run = await timed(() =>
              renderPage(
                new URL(url, 'http://localhost'),
                async (apiPath, init) => {
                  requests += 1;
                  const answer = await t.app.inject({
                    method: (init.method ?? 'GET') as 'GET',
                    url: apiPath,
                    remoteAddress,
                    headers: { accept: 'application/json', cookie },
                  });
                  return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
                },
                'en',
                { prefetch: measured.prefetch },
              ),
            );
            if (refused(run.result.state)) {
              failed = true;
              console.error(`${url} as ${who}: its data refused (429)`);
            }
            if (i < WARM_UP) continue;
            measured.wall.push(run.wall);
            measured.cpu.push(run.cpu);
            measured.passes = run.result.passes;
            measured.requests = requests;
          }
        }
        const columns = ways.map(
          (w) => `${''.padStart(10)}${ms(median(w.wall))}${ms(median(w.cpu))}${String(w.passes).padStart(7)}${String(w.requests).padStart(5)}`,
        );
        console.log(`${url.padEnd(58)}${who.padEnd(10)}${columns.join('')}`);
        if (ways[0]!.passes !== 1) {
          failed = true;
          console.error(`${url} as ${who}: ${ways[0]!.passes} passes with the declared data`);
        }
      }
    }
  }
  return failed;
}

let failed = true;
try {
  failed = await main();
} finally {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
}
// the demo content's import job leaves a worker thread behind: nothing of the run is left to wait for
process.exit(failed ? 1 : 0);
