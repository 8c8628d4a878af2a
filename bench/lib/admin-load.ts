// A content team at work during the rush (npm run bench:rush -- --admin-load): on the same server and
// database as the learners, a master checks and imports a 300-question file every 10 s, exports the
// bank's 5,000 questions every 30 s and asks for a regrade's dry run every 30 s, while the server's
// own statistics job counts the quiz the learners submit. The dry run is of last week's quiz, taken by
// every learner of the rush: the open quiz's is refused until it settles (decision 039), so it would
// cost the server nothing. The learners' figures are compared with the same rush without it
// (bench/admin-load.ts).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import { sign } from '@fastify/cookie';
import { SESSION_COOKIE } from '../../src/server/plugins/session-cookie.ts';
import type { BenchQuiz } from './fixtures.ts';

/** The bank the exports read: questions of the rush's own kind, inserted in one statement. */
export async function createBank(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into questions (text, options, correct_index, section, status)
    select 'Bank question ' || g || ': which of these is the ' || (g % 97) || 'th term of the series ' || g || ', ' || (g * 3) || ', ' || (g * 5) || '?',
           jsonb_build_array(jsonb_build_object('text', (g * 7)::text), jsonb_build_object('text', (g * 11)::text),
                             jsonb_build_object('text', (g * 13)::text), jsonb_build_object('text', (g * 17)::text)),
           g % 4, 'Technical', 'published'
    from generate_series(1, ${count}) g`);
}

/** A master with a session: the content team's cookie. */
export async function createMaster(db: Database, secret: string): Promise<string> {
  const run = randomBytes(4).toString('hex');
  const [master] = await db
    .insert(users)
    .values({ googleSubject: `bench-master-${run}`, email: `master.${run}@example.com`, name: 'Bench Master', role: 'master' })
    .returning({ id: users.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: createHash('sha256').update(token).digest('base64url'),
    userId: master!.id,
    expiresAt: new Date(Date.now() + 3 * 3_600_000),
  });
  return `${SESSION_COOKIE}=${encodeURIComponent(sign(token, secret))}`;
}

/** 300 plain GIFT questions, new words each time so that every import writes new drafts. */
function giftFile(round: number): string {
  return Array.from(
    { length: 300 },
    (_, i) =>
      `::R${round}Q${i}::In round ${round}, a train ${120 + i} metres long passes a pole in ${6 + (i % 11)} seconds. ` +
      `What is its speed in km/h (question ${i})?{=${30 + i} ~${31 + i} ~${32 + i} ~${33 + i}}`,
  ).join('\n\n');
}

interface Task {
  name: string;
  everyMs: number;
  run: (round: number) => Promise<Response>;
}

export interface AdminLoad {
  /** stops starting new tasks and waits for those under way */
  stop(): Promise<void>;
  /** a line per task: how many, how long, how many refused */
  lines(): string[];
}

/** Starts the content team's tasks against `baseUrl` (the learners' own server or balancer); `settled`: the quiz regraded. */
export function startAdminLoad(baseUrl: string, cookie: string, settled: BenchQuiz): AdminLoad {
  const headers = { cookie, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) => fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const question = settled.questions.find((entry) => entry.type === 'MCQ')!;
  const tasks: Task[] = [
    {
      name: 'dry run and import of 300 questions',
      everyMs: 10_000,
      run: async (round) => {
        const file = { format: 'gift', text: giftFile(round) };
        const checked = await post('/api/admin/questions/import/preview', file);
        await checked.arrayBuffer();
        if (!checked.ok) return checked;
        return post('/api/admin/questions/import', { ...file, fileName: `round-${round}.gift` });
      },
    },
    { name: 'export of the bank', everyMs: 30_000, run: () => post('/api/admin/questions/export-jobs', { format: 'gift', selection: { filter: {} } }) },
    {
      name: "regrade dry run of last week's quiz",
      everyMs: 30_000,
      run: () =>
        post('/api/admin/regrade/dry-run', {
          kind: 'quiz',
          paperId: settled.id,
          questionId: question.id,
          action: 'void-full',
          reason: 'Bench: what a void would change',
        }),
    },
  ];
  const figures = new Map(tasks.map((task) => [task.name, { runs: 0, failed: 0, statuses: new Map<number, number>(), ms: [] as number[] }]));
  const running = new Set<Promise<void>>();
  let stopped = false;
  const timers = tasks.map((task) => {
    let round = 0;
    const once = () => {
      if (stopped) return;
      round += 1;
      const started = performance.now();
      const figure = figures.get(task.name)!;
      const done = task
        .run(round)
        .then(async (response) => {
          await response.arrayBuffer();
          figure.statuses.set(response.status, (figure.statuses.get(response.status) ?? 0) + 1);
          if (!response.ok) figure.failed += 1;
        })
        .catch(() => {
          figure.failed += 1;
        })
        .finally(() => {
          figure.runs += 1;
          figure.ms.push(performance.now() - started);
          running.delete(done);
        });
      running.add(done);
    };
    once();
    return setInterval(once, task.everyMs);
  });
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
    lines: () =>
      tasks.map((task) => {
        const figure = figures.get(task.name)!;
        const sorted = [...figure.ms].sort((a, b) => a - b);
        const statuses = [...figure.statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
        return (
          `admin: ${task.name}: ${figure.runs} run(s), median ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1000).toFixed(1)} s, ` +
          `longest ${((sorted.at(-1) ?? 0) / 1000).toFixed(1)} s; answers ${statuses || 'none'}`
        );
      }),
  };
}
