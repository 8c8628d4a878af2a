// PGlite has one connection. Grading once read the questions through the outer database handle from
// inside the grading transaction: with the question cache cold, reading an expired attempt waited
// for itself for ever, and the server stopped answering. This file starts with the cache cold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { attempts } from '../../db/schema.ts';
import { loadTestFixtures, type E2eFixtureIds } from '../../../test/e2e-fixtures.ts';
import { enrolledLearner, examApi } from '../../../test/exam-api.ts';

let t: TestApp;
let ids: E2eFixtureIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadTestFixtures(t.app.db);
});
afterAll(() => t.close());

/** Fails after `ms` instead of hanging the whole run. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms))]);
}

describe('an expired attempt read while the question cache is cold', () => {
  it('comes back graded, and the server still answers afterwards', async () => {
    const learner = await enrolledLearner(t.app, ids.seriesId);
    const testId = ids.tests['Easy Subject Test']!;
    // made straight in the database: nothing in this process has read the test's questions yet
    const [row] = await t.app.db
      .insert(attempts)
      .values({ userId: learner.userId, testId, startedAt: sql`now() - interval '2 hours'`, deadline: sql`now() - interval '1 hour'` })
      .returning({ id: attempts.id });

    const read = await within(10_000, examApi(t.app, ids.seriesId).attempt(learner, row!.id), 'GET /api/attempts/:id');
    expect(read.statusCode).toBe(200);
    expect(read.json().attempt.submittedAt).not.toBeNull();

    const health = await within(5_000, t.app.inject({ method: 'GET', url: '/api/health' }), 'GET /api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  }, 30_000);
});
