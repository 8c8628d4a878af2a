// Learners before staff on PostgreSQL (decision 042): the admin's work takes its connections from a
// pool of its own. With every one of them held by long admin queries, a learner's save answers at
// once, and an admin request waits its turn rather than taking a learner's connection or failing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, testConfig, type TestApp } from '../../test/app.ts';
import { loadTestFixtures } from '../../test/e2e-fixtures.ts';
import { answersFor, insertQuiz, quizApi } from '../../test/quiz-api.ts';
import { runAsAdminWork } from './work-kind.ts';
import { openDatabase } from './client.ts';
import { ADMIN_BUSY_MESSAGE } from './unavailable.ts';
import { buildApp } from '../app.ts';
import { createTestDatabase } from '../../test/database.ts';

const ADMIN_POOL = 3; // DATABASE_ADMIN_POOL_SIZE's default

describe.runIf(process.env.DATABASE_URL)('the admin pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the test databases' handles have the default admin pool
    t = await createTestApp();
    await loadTestFixtures(t.app.db);
  });
  afterAll(() => t.close());

  it("full of long admin queries, leaves a learner's save answering at once, and the admin's next request waits for it", async () => {
    const quiz = await insertQuiz(t.app);
    const api = quizApi(t.app);
    const { user, cookie } = await signIn(t.app);
    const learner = { userId: user.id, cookie };
    const started = await api.start(learner, quiz.quizId);
    expect(started.statusCode).toBe(200);
    const { attemptId } = started.json<{ attempt: { attemptId: string } }>().attempt;
    const master = await signIn(t.app, { role: 'master' });

    // more long admin queries than the learners' pool has connections (10): on one pool they would hold them all
    const held = runAsAdminWork(() => Promise.all(Array.from({ length: 4 * ADMIN_POOL }, () => t.app.db.execute(sql`select pg_sleep(2)`))));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const adminAsked = Date.now();
    const overview = t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: master.cookie } });

    const saveAsked = Date.now();
    const saved = await api.save(learner, attemptId, answersFor(quiz, { right: ['e2e-apt-1'] }));
    expect(saved.statusCode).toBe(200);
    expect(Date.now() - saveAsked).toBeLessThan(1500);

    // the admin's request was not refused: it waited for its own connections
    const answered = await overview;
    expect(answered.statusCode).toBe(200);
    expect(Date.now() - adminAsked).toBeGreaterThan(2000);
    await held;
  }, 60_000);

  it('tells an admin who waited past the limit to try again, in words for an admin, and changes nothing for learners', async () => {
    const database = await createTestDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: database.url!, adminPoolSize: 1, adminWaitMs: 500 });
    const app = await buildApp({ config: testConfig(), db: handle.db });
    try {
      await loadTestFixtures(app.db);
      const master = await signIn(app, { role: 'master' });
      // (a Drizzle query runs when it is awaited: here, inside the admin's context)
      const held = runAsAdminWork(async () => await app.db.execute(sql`select pg_sleep(2)`));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const asked = Date.now();
      const refused = await app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: master.cookie } });
      expect(Date.now() - asked).toBeLessThan(1500);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json()).toMatchObject({ code: 'unavailable', message: ADMIN_BUSY_MESSAGE });
      // the learners' pool answers meanwhile
      expect((await app.inject({ method: 'GET', url: '/api/quiz/weekly' })).statusCode).toBe(200);
      await held;
    } finally {
      await app.close();
      await handle.close();
      await database.close();
    }
  }, 30_000);
});
