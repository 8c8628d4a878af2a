// The walks' fingerprint (src/test/access/fingerprint.ts) sees every change a request makes to a
// table, and nothing that is not one: a lease renewed, a write rolled back, an update to the same text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { changedTables, fingerprint } from '../../test/access/fingerprint.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { generationJobs } from '../db/generation-schema.ts';
import { testSeries, users } from '../db/schema.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const learner = (name: string) => ({ googleSubject: `g-${name}`, email: `${name}@example.com`, name });

describe("the walks' fingerprint", () => {
  it('names each table a row was inserted into, updated in or deleted from', async () => {
    const { db } = database;
    const start = await fingerprint(db);
    expect(changedTables(start, await fingerprint(db))).toEqual([]);

    const [meera] = await db.insert(users).values(learner('meera')).returning();
    const inserted = await fingerprint(db);
    expect(changedTables(start, inserted)).toEqual(['users']);

    await db.update(users).set({ name: 'Meera K' }).where(eq(users.id, meera!.id));
    const updated = await fingerprint(db);
    expect(changedTables(inserted, updated)).toEqual(['users']);

    await db.insert(testSeries).values({ slug: 'fp-1', title: 'Series', exam: 'GATE CS', year: 2027, pricePaise: 0, discountPercent: 0 });
    await db.delete(users).where(eq(users.id, meera!.id));
    expect(changedTables(updated, await fingerprint(db))).toEqual(['test_series', 'users']);
  });

  it('does not count an update to the same text, a write rolled back, or a lease renewed', async () => {
    const { db } = database;
    const [arjun] = await db.insert(users).values(learner('arjun')).returning();
    await db.insert(generationJobs).values({ exam: 'GATE CS', section: 'Technical', topic: 'Graphs', difficulty: 'easy', marks: 1, count: 1, batchesTotal: 1 });
    const before = await fingerprint(db);

    await db.update(users).set({ name: 'arjun' }).where(eq(users.id, arjun!.id));
    await db
      .transaction(async (tx) => {
        await tx.insert(users).values(learner('rolled-back'));
        throw new Error('undone');
      })
      .catch(() => undefined);
    const renewed = await db.execute(sql`update generation_jobs set lease_owner = 'another process', lease_until = now()`);
    expect((renewed as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ?? (renewed as { rowCount?: number }).rowCount).toBe(1);
    expect(changedTables(before, await fingerprint(db))).toEqual([]);

    await db.execute(sql`update generation_jobs set status = 'cancelled'`);
    expect(changedTables(before, await fingerprint(db))).toEqual(['generation_jobs']);
  });
});
