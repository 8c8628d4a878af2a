// SQL of the payments module: Razorpay orders and what became of them, with our receipt numbers.
import { and, asc, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
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
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.seriesId, seriesId));
  return row?.n ?? 0;
}

export interface PaymentFilters {
  status?: PaymentRow['status'];
  seriesId?: string;
  userId?: string;
  /** India-time dates, inclusive, matched against when the payment was made (paid, or ordered) */
  from?: string;
  to?: string;
}

// the day a payment belongs to: when it was paid, else when it was ordered, in India time
const dayOf = sql<string>`to_char((coalesce(${payments.paidAt}, ${payments.createdAt}) at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;
const istMidnight = (date: string) => sql`(${date}::date)::timestamp at time zone 'Asia/Kolkata'`;

function filtersOf(filters: PaymentFilters): SQL | undefined {
  const when = sql`coalesce(${payments.paidAt}, ${payments.createdAt})`;
  return and(
    filters.status ? eq(payments.status, filters.status) : undefined,
    filters.seriesId ? eq(payments.seriesId, filters.seriesId) : undefined,
    filters.userId ? eq(payments.userId, filters.userId) : undefined,
    filters.from ? gte(when, istMidnight(filters.from)) : undefined,
    filters.to ? lt(when, sql`${istMidnight(filters.to)} + interval '1 day'`) : undefined,
  );
}

/** The admin's payments list: newest first, one page, with how many match in all. */
export async function listPayments(db: Database, filters: PaymentFilters, page: { offset: number; limit: number }) {
  const where = filtersOf(filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Paid payments among the filtered ones, summed per India-time day and per series. */
export async function paidTotals(db: Database, filters: PaymentFilters) {
  const where = filtersOf({ ...filters, status: 'paid' });
  const amount = sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int`;
  const n = sql<number>`count(*)::int`;
  const [byDay, bySeries] = await Promise.all([
    db.select({ day: dayOf, count: n, amountPaise: amount }).from(payments).where(where).groupBy(dayOf).orderBy(desc(dayOf)),
    db.select({ seriesId: payments.seriesId, count: n, amountPaise: amount }).from(payments).where(where).groupBy(payments.seriesId),
  ]);
  return { byDay, bySeries };
}

/** Orders still waiting to hear whether they were paid, oldest first. */
export async function listUnsettledOrders(db: Database, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'created'), isNotNull(payments.razorpayOrderId)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}
