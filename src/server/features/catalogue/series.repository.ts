// SQL of the admin side of test series: every status, not only what learners see.
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testSeries, tests } from '../../db/schema.ts';
import { testSeriesHindi, type SeriesHindi } from '../../db/content-hindi-schema.ts';

/** The row with its Hindi version (migration 0014's column, read through its mirror: schema.ts is full). */
export type SeriesRecord = typeof testSeries.$inferSelect & { hindi: SeriesHindi | null };
export type SeriesValues = Pick<SeriesRecord, 'title' | 'description' | 'image' | 'exam' | 'year' | 'pricePaise' | 'discountPercent' | 'hindi'>;
export type ContentStatus = SeriesRecord['status'];

const recordColumns = { ...getTableColumns(testSeries), hindi: testSeriesHindi.hindi };

export async function listAllSeries(db: Database): Promise<SeriesRecord[]> {
  return db.select(recordColumns).from(testSeries).orderBy(desc(testSeries.createdAt), desc(testSeries.id));
}

export async function findSeriesRecord(db: Database, id: string): Promise<SeriesRecord | null> {
  const [row] = await db.select(recordColumns).from(testSeries).where(eq(testSeries.id, id)).limit(1);
  return row ?? null;
}

/** Locks the row: two admins editing one series apply one after the other, each audit 'before' exact. */
export async function lockSeries(db: Database, id: string): Promise<SeriesRecord | null> {
  const [row] = await db.select(recordColumns).from(testSeries).where(eq(testSeries.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The English row first, then its Hindi (a column of the same row, written through the mirror). */
export async function insertSeries(db: Database, values: SeriesValues & { slug: string; createdBy: string }): Promise<SeriesRecord> {
  const { hindi, ...english } = values;
  const [row] = await db.insert(testSeries).values(english).returning();
  if (hindi) await db.update(testSeriesHindi).set({ hindi }).where(eq(testSeriesHindi.id, row!.id));
  return { ...row!, hindi: hindi ?? null };
}

export async function updateSeries(db: Database, id: string, values: Partial<SeriesValues> & { status?: ContentStatus }): Promise<SeriesRecord> {
  const { hindi, ...english } = values;
  if (hindi !== undefined) await db.update(testSeriesHindi).set({ hindi }).where(eq(testSeriesHindi.id, id));
  const [row] = await db
    .update(testSeries)
    .set({ ...english, updatedAt: sql`now()` })
    .where(eq(testSeries.id, id))
    .returning(recordColumns);
  return row!;
}

export async function deleteSeries(db: Database, id: string): Promise<void> {
  await db.delete(testSeries).where(eq(testSeries.id, id));
}

export async function testIdsOfSeries(db: Database, seriesId: string): Promise<string[]> {
  const rows = await db.select({ id: tests.id }).from(tests).where(eq(tests.seriesId, seriesId));
  return rows.map((row) => row.id);
}
