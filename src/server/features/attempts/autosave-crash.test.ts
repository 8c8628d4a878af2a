// The server is killed (SIGKILL) while one batch of autosaves is at the database and more saves wait
// for the next: every save it acknowledged is stored, none it did not acknowledge was answered 200,
// and once it is started again the browser's resend stores the rest. PostgreSQL only: the batch is
// held at the database by a row lock another connection takes, as a slow disk would hold it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { loadTestFixtures } from '../../../test/e2e-fixtures.ts';
import { answersFor, insertQuiz, quizApi, type QuizFixture } from '../../../test/quiz-api.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { attempts } from '../../db/schema.ts';
import { queryRows } from '../../db/client.ts';
import { eventually } from '../../../test/listening-app.ts';
import { reportCounts } from '../../../test/report-counts.ts';

describe.runIf(process.env.DATABASE_URL)('a server killed between two batches of autosaves', () => {
  let t: TestApp;
  let quiz: QuizFixture;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    t = await createTestApp();
    await loadTestFixtures(t.app.db);
    quiz = await insertQuiz(t.app);
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await t.close();
  });

  const save = (baseUrl: string, learner: { cookie: string }, attemptId: string, answers: Record<string, unknown>) =>
    fetch(`${baseUrl}/api/attempts/${attemptId}/answers`, {
      method: 'PUT',
      headers: { cookie: learner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ answers }),
    }).then(
      (response) => response.status,
      () => 'no answer' as const,
    );

  it('loses no acknowledged answer, and the resend after the restart stores the rest', async () => {
    const env = { DATABASE_URL: t.database.url! };
    server = await startServerProcess({ env });
    const learners = [];
    for (let i = 0; i < 8; i += 1) {
      const { user, cookie } = await signIn(t.app);
      const { attempt } = (await quizApi(t.app).start({ userId: user.id, cookie }, quiz.quizId)).json();
      learners.push({ cookie, attemptId: attempt.attemptId as string });
    }
    const first = answersFor(quiz, { right: ['e2e-apt-1'] });
    const second = answersFor(quiz, { right: ['e2e-apt-2'] });
    // one acknowledged save each, before anything goes wrong
    for (const learner of learners) expect(await save(server.baseUrl, learner, learner.attemptId, first)).toBe(200);

    // four batches (the writer's limit at once) held at the database by row locks...
    const locker = new pg.Client({ connectionString: env.DATABASE_URL });
    await locker.connect();
    const held = learners.slice(0, 4);
    await locker.query('begin');
    await locker.query('select id from attempts where id = any($1::uuid[]) for update', [held.map((learner) => learner.attemptId)]);
    const inBatches = held.map((learner) => save(server!.baseUrl, learner, learner.attemptId, second));
    // (asked on another connection: inside the locking transaction the activity view would stand still)
    await eventually(async () => {
      const [row] = await queryRows<{ n: number }>(
        t.app.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return row?.n === 4;
    }, 20_000);
    // ...and four saves waiting in the server for the next batch
    const waiting = learners.slice(4).map((learner) => save(server!.baseUrl, learner, learner.attemptId, second));

    await server.kill('SIGKILL');
    server = null;
    const outcomes = await Promise.all([...inBatches, ...waiting]);
    expect(outcomes.every((outcome) => outcome !== 200)).toBe(true);
    await locker.query('rollback');
    await locker.end();

    const stored = await t.app.db
      .select({ id: attempts.id, answers: attempts.answers })
      .from(attempts)
      .where(
        inArray(
          attempts.id,
          learners.map((learner) => learner.attemptId),
        ),
      );
    for (const row of stored) expect(row.answers).toMatchObject(first);
    // the saves that waited for the next batch never reached the database
    for (const learner of learners.slice(4)) expect(stored.find((row) => row.id === learner.attemptId)!.answers).toEqual(first);

    // started again, the browser's queue sends what was not acknowledged
    server = await startServerProcess({ env });
    for (const learner of learners) expect(await save(server.baseUrl, learner, learner.attemptId, second)).toBe(200);
    const after = await t.app.db
      .select({ answers: attempts.answers })
      .from(attempts)
      .where(
        inArray(
          attempts.id,
          learners.map((learner) => learner.attemptId),
        ),
      );
    for (const row of after) expect(row.answers).toEqual({ ...first, ...second });
    reportCounts(
      'faults (autosave crash)',
      `1 SIGKILL with 4 saves at the database and 4 waiting, ${after.length * Object.keys({ ...first, ...second }).length} answers checked`,
    );
  }, 120_000);
});
