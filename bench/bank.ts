// The question bank at a content team's size, on PostgreSQL: 50,000 questions, 500,000 submitted
// attempts (5,000 learners × 100 tests of 50 questions) and the item statistics the job stores, all
// seeded set-based (generate_series) into a fresh database that is dropped afterwards. Then the
// bank's list is asked through its real service function (what GET /api/admin/questions calls):
// the default page, a deep page, each filter, a search and the sort by facility. Prints p50 and p95
// per query; the target is p95 under 100 ms. Also times the statistics job on one 5,000-attempt paper.
//
//   npm run bench:bank                    # 50 timed runs per query
//   npm run bench:bank -- --runs 200
//   npm run bench:bank -- --smoke         # CI: 5,000 questions, 50,000 attempts, 5 runs, nothing checked
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../src/test/database.ts';
import { queryRows } from '../src/server/db/client.ts';
import { listQuestions } from '../src/server/features/admin/questions/service.ts';
import { markPaperDirty, runStatsJob } from '../src/server/features/admin/item-stats/service.ts';
import { questionListQuery } from '../src/shared/api/admin-questions.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string' }, smoke: { type: 'boolean', default: false } } });
const smoke = args.smoke ?? false;
const runs = Number(args.runs ?? (smoke ? 5 : 50));
const QUESTIONS = smoke ? 5_000 : 50_000;
const LEARNERS = smoke ? 500 : 5_000;
const TESTS = 100;
const PER_TEST = 50;
const TARGET_P95_MS = 100;

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await createTestDatabase();
const { db } = database;

async function step(label: string, statement: ReturnType<typeof sql>) {
  const started = performance.now();
  await db.execute(statement);
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

console.log(`seeding ${QUESTIONS.toLocaleString('en')} questions, ${(LEARNERS * TESTS).toLocaleString('en')} attempts…`);
await step(
  'learners',
  sql`insert into users (google_subject, email, name) select 'bench-' || g, 'bench' || g || '@example.com', 'Learner ' || g from generate_series(1, ${LEARNERS}) g`,
);
await step('syllabus nodes', sql`insert into topics (exam, name, depth, position) select 'GATE CS', 'Bench topic ' || g, 0, g from generate_series(1, 60) g`);
// a tenth MSQ, a tenth NAT; exams, sections, difficulties, statuses and topics spread evenly
await step(
  'questions',
  sql`insert into questions (text, options, type, correct_index, correct_indexes, nat_min, nat_max, nat_decimals, section, exam, difficulty, topic, topic_id, status, review_state, source, updated_at)
      select 'Question ' || g || ': ' || md5(g::text) || ' about ' || (array['binary heaps', 'graph colouring', 'deadlock', 'normal forms', 'pipelining', 'regular languages'])[1 + g % 6]
               || ' with ' || (g % 97) || ' items and ' || md5((g * 7)::text),
             case when g % 10 = 9 then '[]'::jsonb else jsonb_build_array(jsonb_build_object('text', 'Option A ' || g), jsonb_build_object('text', 'Option B'), jsonb_build_object('text', 'Option C'), jsonb_build_object('text', 'Option D')) end,
             case when g % 10 = 8 then 'MSQ' when g % 10 = 9 then 'NAT' else 'MCQ' end,
             case when g % 10 < 8 then g % 4 end,
             case when g % 10 = 8 then '[0, 2]'::jsonb end,
             case when g % 10 = 9 then 1 end, case when g % 10 = 9 then 2 end, case when g % 10 = 9 then 0 end,
             (case when g % 3 = 0 then 'Aptitude' else 'Technical' end)::section,
             (array['GATE CS', 'UGC NET CS', 'GATE DA'])[1 + g % 3],
             (array['easy', 'medium', 'hard'])[1 + (g / 3) % 3]::difficulty,
             'Bench topic ' || (1 + g % 60),
             (select id from topics where name = 'Bench topic ' || (1 + g % 60)),
             (case when g % 5 = 0 then 'draft' else 'published' end)::content_status,
             case when g % 5 = 0 then 'writing' else 'approved' end,
             'original',
             now() - make_interval(secs => g)
      from generate_series(1, ${QUESTIONS}) g`,
);
await step(
  'tests',
  sql`with series as (insert into test_series (slug, title, description, exam, year, price_paise, status) values ('bench', 'Bench series', 'Bench', 'GATE CS', 2027, 0, 'published') returning id)
      insert into tests (series_id, title, difficulty, time_limit_seconds, position, status)
      select series.id, 'Bench test ' || g, 'medium', 3600, g, 'published' from series, generate_series(1, ${TESTS}) g`,
);
// test n serves the 50 published MCQs numbered from n × 50: every paper has its own questions
await step(
  'papers',
  sql`insert into test_questions (test_id, question_id, position)
      select t.id, q.id, q.n - 1 from (select id, row_number() over (order by position) as t from tests) t
      join (select id, row_number() over (order by id) as n, (row_number() over (order by id) - 1) / ${PER_TEST} + 1 as t from questions where type = 'MCQ' and status = 'published') q on q.t = t.t
      where q.n <= t.t * ${PER_TEST}`,
);
await step(
  'attempts',
  sql`insert into attempts (user_id, test_id, started_at, deadline, submitted_at, ended_by, score)
      select u.id, t.id, now() - interval '2 days', now() - interval '2 days' + interval '1 hour', now() - interval '2 days' + interval '50 minutes', 'learner', (random() * 50)::numeric(5, 2)
      from users u cross join tests t where u.email like 'bench%'`,
);
// the figures the job stores, for every question a paper serves: facility and discrimination spread over their range
await step(
  'statistics',
  sql`insert into question_stats (question_id, attempts, answered, correct, facility, discrimination, option_counts)
      select tq.question_id, ${LEARNERS}, ${LEARNERS}, c, c::float8 / ${LEARNERS}, (random() * 1.2) - 0.3, jsonb_build_array(c, 10, 20, 30)
      from test_questions tq, lateral (select (random() * ${LEARNERS})::int as c) r`,
);
await step('analyse', sql`analyze`);

const viewer = (await queryRows<{ id: string }>(db, sql`select id from users limit 1`))[0]!.id;
const node = (await queryRows<{ id: string }>(db, sql`select id from topics where name = 'Bench topic 7'`))[0]!.id;
const queries: Array<[string, Record<string, string>]> = [
  ['default, page 1', {}],
  ['default, deep page (2,000)', { page: '2000' }],
  ['section = Aptitude', { section: 'Aptitude' }],
  ['exam = UGC NET CS', { exam: 'UGC NET CS' }],
  ['difficulty = hard', { difficulty: 'hard' }],
  ['status = draft', { status: 'draft' }],
  ['type = MSQ', { type: 'MSQ' }],
  ['topic = Bench topic 7', { topic: 'Bench topic 7' }],
  ['tree node Bench topic 7 and under it', { topicId: node }],
  ['search "graph colouring"', { search: 'graph colouring' }],
  ['search "a1b2", rare', { search: 'a1b2' }],
  ['sort facility ↑, page 1', { sort: 'facility', direction: 'asc' }],
  ['sort facility ↓, page 1', { sort: 'facility', direction: 'desc' }],
  ['sort facility ↑, page 1,000', { sort: 'facility', direction: 'asc', page: '1000' }],
  ['sort discrimination ↑, hard', { sort: 'discrimination', direction: 'asc', difficulty: 'hard' }],
];

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const rows: Array<{ query: string; total: number; p50: number; p95: number }> = [];
for (const [name, raw] of queries) {
  const query = questionListQuery.parse(raw);
  let total = 0;
  for (let warm = 0; warm < 3; warm += 1) total = (await listQuestions(db, query, 'newest', viewer)).total;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await listQuestions(db, query, 'newest', viewer);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  rows.push({ query: name, total, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
}

console.log(`\n${runs} runs each, through listQuestions (page size 20)\n`);
console.log('| query | matching | p50 ms | p95 ms |\n|---|---|---|---|');
for (const row of rows) console.log(`| ${row.query} | ${row.total.toLocaleString('en')} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);

// the job on one paper: give the first test's attempts their graded analysis, mark it, count it
await db.execute(sql`
  with paper as (select id from tests order by position limit 1),
       qs as (select jsonb_agg(jsonb_build_object('questionIndex', tq.position, 'questionId', tq.question_id, 'selectedAnswer', (tq.position % 4), 'status', 'incorrect', 'marks', 0) order by tq.position) as qa
              from test_questions tq where tq.test_id = (select id from paper))
  update attempts set analysis = jsonb_build_object('questionAnalysis', qs.qa) from qs where attempts.test_id = (select id from paper)`);
const [paper] = await queryRows<{ id: string }>(db, sql`select id from tests order by position limit 1`);
await markPaperDirty(db, { kind: 'test', id: paper!.id });
const jobStarted = performance.now();
await runStatsJob(db);
console.log(
  `\nthe statistics job on one paper of ${LEARNERS.toLocaleString('en')} attempts × ${PER_TEST} questions: ${(performance.now() - jobStarted).toFixed(0)} ms`,
);

await database.close();
const slow = rows.filter((row) => row.p95 >= TARGET_P95_MS);
if (!smoke && slow.length > 0) {
  console.error(`p95 at or over ${TARGET_P95_MS} ms: ${slow.map((row) => row.query).join(', ')}`);
  process.exit(1);
}
