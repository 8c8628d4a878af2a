// SQL of the payments module: Razorpay orders and what became of them, with our receipt numbers.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'receiptNumber'>;

/** The highest sequence number used so far by receipt numbers that start with `prefix`. */
export async function lastReceiptSequence(db: Database, prefix: string): Promise<number> {
  const [last] = await db
    .select({ n: sql<number | null>`max(substring(${payments.receiptNumber} from ${prefix.length + 1}::int)::int)` })
    .from(payments)
    .where(sql`${payments.receiptNumber} ~ ${`^${prefix}[0-9]+$`}`);
  return last?.n ?? 0;
}

/** Inserts the row, or returns null when another payment took the receipt number first. */
export async function insertPayment(db: Database, values: NewPayment, receiptNumber: string): Promise<PaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, receiptNumber })
    .onConflictDoNothing({ target: payments.receiptNumber })
    .returning();
  return row ?? null;
}

export async function markOrderFailed(db: Database, paymentId: string) {
  await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, paymentId));
}

export async function setOrderId(db: Database, paymentId: string, orderId: string) {
  await db.update(payments).set({ razorpayOrderId: orderId }).where(eq(payments.id, paymentId));
}

export async function findPayment(db: Database, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row ?? null;
}

export async function findPaymentByOrder(db: Database, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.razorpayOrderId, orderId)).limit(1);
  return row ?? null;
}

/** The order's payment row, locked until the transaction ends: verify and the webhook take turns. */
export async function lockPaymentByOrder(db: Database, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.razorpayOrderId, orderId)).for('update');
  return row ?? null;
}

export async function markPaid(db: Database, paymentId: string, razorpayPaymentId: string) {
  await db
    .update(payments)
    .set({ status: 'paid', razorpayPaymentId, paidAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/** Orders of any status for a series: a started checkout may still be paid, so such a series stays. */
export async function countPaymentsOfSeries(db: Database, seriesId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.seriesId, seriesId));
  return row?.n ?? 0;
}
