// SQL of the admin side of test series: every status, not only what learners see.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testSeries, tests } from '../../db/schema.ts';

export type SeriesRecord = typeof testSeries.$inferSelect;
export type SeriesValues = Pick<SeriesRecord, 'title' | 'description' | 'image' | 'exam' | 'year' | 'pricePaise' | 'discountPercent'>;
export type ContentStatus = SeriesRecord['status'];

export async function listAllSeries(db: Database): Promise<SeriesRecord[]> {
  return db.select().from(testSeries).orderBy(desc(testSeries.createdAt), desc(testSeries.id));
}

export async function findSeriesRecord(db: Database, id: string): Promise<SeriesRecord | null> {
  const [row] = await db.select().from(testSeries).where(eq(testSeries.id, id)).limit(1);
  return row ?? null;
}

/** Locks the row: two admins editing one series apply one after the other, each audit 'before' exact. */
export async function lockSeries(db: Database, id: string): Promise<SeriesRecord | null> {
  const [row] = await db.select().from(testSeries).where(eq(testSeries.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertSeries(db: Database, values: SeriesValues & { slug: string; createdBy: string }): Promise<SeriesRecord> {
  const [row] = await db.insert(testSeries).values(values).returning();
  return row!;
}

export async function updateSeries(db: Database, id: string, values: Partial<SeriesValues> & { status?: ContentStatus }): Promise<SeriesRecord> {
  const [row] = await db
    .update(testSeries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(testSeries.id, id))
    .returning();
  return row!;
}

export async function deleteSeries(db: Database, id: string): Promise<void> {
  await db.delete(testSeries).where(eq(testSeries.id, id));
}

export async function testIdsOfSeries(db: Database, seriesId: string): Promise<string[]> {
  const rows = await db.select({ id: tests.id }).from(tests).where(eq(tests.seriesId, seriesId));
  return rows.map((row) => row.id);
}
