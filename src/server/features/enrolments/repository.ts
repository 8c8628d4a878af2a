// SQL of the enrolments module: who may take which test series, and why (free, paid, prize, admin).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema.ts';

export type EnrolmentRow = typeof enrolments.$inferSelect;
export type EnrolmentSource = EnrolmentRow['source'];

export async function findEnrolment(db: Database, userId: string, seriesId: string): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.seriesId, seriesId)))
    .limit(1);
  return row ?? null;
}

/** Adds an enrolment; false when the learner already had one (the unique index decides, race-free). */
export async function insertEnrolment(
  db: Database,
  values: { userId: string; seriesId: string; source: EnrolmentSource; paymentId?: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(enrolments)
    .values(values)
    .onConflictDoNothing({ target: [enrolments.userId, enrolments.seriesId] })
    .returning({ id: enrolments.id });
  return inserted.length > 0;
}

/** The learner's enrolments, newest first. */
export async function listEnrolments(db: Database, userId: string): Promise<EnrolmentRow[]> {
  return db.select().from(enrolments).where(eq(enrolments.userId, userId)).orderBy(desc(enrolments.createdAt));
}

/** Series id -> number of learners enrolled. */
export async function countBySeries(db: Database, seriesIds: string[]): Promise<Map<string, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({ seriesId: enrolments.seriesId, n: count() })
    .from(enrolments)
    .where(inArray(enrolments.seriesId, seriesIds))
    .groupBy(enrolments.seriesId);
  return new Map(rows.map((row) => [row.seriesId, row.n]));
}

export async function countEnrolments(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enrolments);
  return row?.n ?? 0;
}

/** Learners who paid for this series: such a series may be unpublished, never deleted. */
export async function countPaidEnrolments(db: Database, seriesId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.seriesId, seriesId), eq(enrolments.source, 'paid')));
  return row?.n ?? 0;
}

/** Before a series is deleted: its unpaid enrolments go with it (paid ones stop the delete first). */
export async function deleteUnpaidEnrolments(db: Database, seriesId: string): Promise<number> {
  const rows = await db
    .delete(enrolments)
    .where(and(eq(enrolments.seriesId, seriesId), inArray(enrolments.source, ['free', 'prize', 'admin'])))
    .returning({ id: enrolments.id });
  return rows.length;
}

/** Takes back an admin's grant; null when the learner has no enrolment whose source is 'admin'. */
export async function deleteAdminGrant(db: Database, userId: string, seriesId: string): Promise<EnrolmentRow | null> {
  const [row] = await db
    .delete(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.seriesId, seriesId), eq(enrolments.source, 'admin')))
    .returning();
  return row ?? null;
}

/** The enrolments that came with the given payments, by payment id (the admin's payments list). */
export async function findEnrolmentsOfPayments(db: Database, paymentIds: string[]): Promise<Map<string, EnrolmentRow>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.select().from(enrolments).where(inArray(enrolments.paymentId, paymentIds));
  return new Map(rows.map((row) => [row.paymentId!, row]));
}
