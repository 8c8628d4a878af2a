// The embedded database in its own thread (decision 042): while it works for seconds, on a query of
// the test's own, an import's dry run or the statistics job, the server's event loop is free and
// /healthz answers at once; a connection that goes away mid-transaction leaves nothing behind; and a
// thread that dies is reported, its queries failing at once rather than waiting for ever.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signIn, testConfig } from '../../test/app.ts';
import { migratedDataDir } from '../../test/database.ts';
import { p95, probedWhile } from '../../test/health-prober.ts';
import { loadTestFixtures } from '../../test/e2e-fixtures.ts';
import { insertTest, takeTest } from '../features/admin/regrade/test-support.ts';
import { runStatsJob } from '../features/admin/item-stats/job.ts';
import { openDatabase, queryRows, type DatabaseHandle } from './client.ts';
import { runAsAdminWork } from './work-kind.ts';

const HEALTH_BUDGET_MS = 100;
// a probe kept this long was held by the work: a busy two-core machine delays one by a few hundred ms at most
const HELD_LOOP_MS = 1000;

let folder: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'prepverse-thread-'));
  database = await openDatabase({ kind: 'pglite', dataDir: await migratedDataDir(path.join(folder, 'data')) });
  app = await buildApp({ config: testConfig(), db: database.db });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

/**
 * Runs `work` while /healthz is asked again and again (src/test/health-prober.ts): 95 answers in 100
 * within 100 ms, none failed, and none kept waiting a second. A loop held by the work fails the last:
 * its one probe waits for all of it, while the free moments around it answer thousands.
 */
async function promptWhile<T>(work: () => Promise<T>): Promise<{ result: T; probes: number }> {
  const { result, probes } = await probedWhile(app, work);
  expect(probes.failures).toEqual([]);
  expect(p95(probes.latencies)).toBeLessThan(HEALTH_BUDGET_MS);
  expect(Math.max(...probes.latencies)).toBeLessThan(HELD_LOOP_MS);
  return { result, probes: probes.latencies.length };
}

describe('while the embedded database works for seconds, /healthz answers within 100 ms', () => {
  it('on a query that sleeps 3 s, then on a sort of 200,000 rows whose 50,000 longest come back', async () => {
    const slept = await promptWhile(() => queryRows(database.db, sql`select pg_sleep(3)`));
    expect(slept.probes).toBeGreaterThan(100);

    const sorted = await promptWhile(() =>
      queryRows<{ h: string }>(
        database.db,
        sql`select md5(a::text) || b as h from generate_series(1, 50000) a, generate_series(1, 4) b order by 1 desc limit 50000`,
      ),
    );
    expect(sorted.result).toHaveLength(50_000);
  }, 60_000);

  it("on a master's dry run of 300 plain questions against a bank of 5,000 like them, duplicates check included", async () => {
    // a bank of questions worded like the file's: each of its questions has many near candidates to weigh
    await queryRows(
      database.db,
      sql`insert into questions (text, options, correct_index, section)
          select 'Which of the listed numbers is the ' || g || 'th prime after ' || (g * 5) || '?',
                 jsonb_build_array(jsonb_build_object('text', (g * 3)::text), jsonb_build_object('text', (g * 7)::text), jsonb_build_object('text', (g * 2)::text)),
                 0, 'Technical'
          from generate_series(1, 5000) g`,
    );
    const { cookie } = await signIn(app, { role: 'master' });
    const gift = Array.from(
      { length: 300 },
      (_, index) =>
        `::Q${index}::Which of the listed numbers is the ${index + 1}th prime after ${index * 7 + 3}?{=${index * 11 + 5} ~${index * 13 + 2} ~${index * 17 + 9} ~${index * 19 + 4}}`,
    ).join('\n\n');
    const { result } = await promptWhile(() =>
      app.inject({
        method: 'POST',
        url: '/api/admin/questions/import/preview',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ format: 'gift', text: gift }),
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json<{ summary: { ready: number } }>().summary.ready).toBe(300);
  }, 60_000);

  it('on the statistics job counting a paper', async () => {
    const { seriesId } = await loadTestFixtures(app.db);
    const test = await insertTest(app, seriesId);
    for (let learner = 0; learner < 12; learner += 1) await takeTest(app, { ...test, seriesId }, `Learner ${learner}`, { 'e2e-apt-1': learner % 4 });
    // and 6,000 more learners who answered as those twelve did: a paper of a busy week
    await queryRows(
      database.db,
      sql`with fresh as (
            insert into users (google_subject, email, name)
            select 'stats-' || g, 'stats-' || g || '@example.com', 'Learner ' || g from generate_series(1, 6000) g
            returning id
          ), numbered as (select id, row_number() over () as n from fresh),
          taken as (select *, row_number() over (order by id) - 1 as k from attempts where test_id = ${test.testId})
          insert into attempts (user_id, test_id, started_at, deadline, answers, answers_version, submitted_at, ended_by, score, analysis)
          select f.id, a.test_id, a.started_at, a.deadline, a.answers, a.answers_version, a.submitted_at, a.ended_by, a.score, a.analysis
          from numbered f join taken a on a.k = f.n % 12`,
    );
    const { result } = await promptWhile(() => runStatsJob(app.db));
    expect(result).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

describe('one session shared by the connections', () => {
  it("rolls back a transaction whose connection went away, and another connection's statements never land inside one", async () => {
    await queryRows(database.db, sql`create table if not exists thread_probe (note text)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values ('rolled back')`);
        throw new Error('the request failed half way');
      }),
    ).rejects.toThrow('half way');
    const [inside, outside] = await Promise.all([
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values ('inside')`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return queryRows<{ n: number }>(tx, sql`select count(*)::int as n from thread_probe`);
      }),
      queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from thread_probe`),
    ]);
    expect(inside[0]!.n).toBe(1);
    expect(outside[0]!.n).toBe(1);
    expect((await queryRows<{ note: string }>(database.db, sql`select note from thread_probe`)).map((row) => row.note)).toEqual(['inside']);
  });
});

describe('learners before staff on the one connection', () => {
  it("takes a learner's query before the admin work queued ahead of it, once the admin query under way ends", async () => {
    const started = Date.now();
    const finished: string[] = [];
    const admin = (ms: number, name: string) =>
      runAsAdminWork(async () => {
        await queryRows(database.db, sql`select pg_sleep(${ms / 1000})`);
        finished.push(name);
      });
    const under = admin(600, 'admin under way');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const queued = [admin(400, 'admin queued 1'), admin(400, 'admin queued 2')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queryRows(database.db, sql`select 1`);
    finished.push('learner');
    const learnerMs = Date.now() - started;
    await Promise.all([under, ...queued]);
    expect(finished).toEqual(['admin under way', 'learner', 'admin queued 1', 'admin queued 2']);
    expect(learnerMs).toBeLessThan(1000);
  });
});

describe('a database thread that dies', () => {
  it('is reported once, and its queries fail at once with a message that says so', async () => {
    const dataDir = await migratedDataDir(path.join(folder, 'dying'));
    const dying = await openDatabase({ kind: 'pglite', dataDir });
    const reports: Error[] = [];
    dying.onCrash!((error) => reports.push(error));
    const running = queryRows(dying.db, sql`select pg_sleep(30)`).then(
      () => null,
      (error: Error) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await dying.thread!.worker.terminate();
    // the query under way fails as on a PostgreSQL server that went away
    expect(String((await running)?.cause)).toMatch(/Connection terminated/);
    const started = Date.now();
    const next = await queryRows(dying.db, sql`select 1`).then(
      () => null,
      (error: Error) => error,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(String(next?.cause ?? next)).toMatch(/embedded database's thread ended/);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.message).toMatch(/embedded database's thread ended/);
    await dying.close();
  }, 60_000);
});
