// Paid enrolment: the order (amount from the database, never the client) and the one transaction
// that records a captured payment and its enrolment. Verify and the webhook both land in
// recordCapturedPayment; the row lock and the unique indexes make them safe to run together.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, badRequest, conflict, forbidden, notFound, unavailable } from '../../http-errors.ts';
import type { PaymentOrderWithCheckout } from '../../../shared/api/test-series.ts';
import { CURRENCY, isFree, priceOf } from '../../../shared/pricing.ts';
import { findUser } from '../accounts/service.ts';
import { findSeries } from '../catalogue/service.ts';
import { recordChange } from '../audit/service.ts';
import { enrol, findEnrolment } from '../enrolments/service.ts';
import { RazorpayError, type RazorpayClient } from './razorpay-client.ts';
import * as repository from './repository.ts';
import { verifyPaymentSignature } from './signature.ts';
import { examCounters } from '../metrics/counters.service.ts';

export type { PaymentFilters, PaymentRow } from './repository.ts';
export { countPaymentsOfSeries, findPayment, listPayments, paidTotals } from './repository.ts';
export { createRazorpayClient, RazorpayError } from './razorpay-client.ts';

export const VERIFY_FAILED = 'Payment verification failed. Please try again.';
export const PAYMENTS_UNAVAILABLE = 'Online payments are not available right now.';
export const ORDER_FAILED = 'Failed to initiate payment. Please try again.';
export const MERCHANT_NAME = 'Prepverse';

export interface PaymentDeps {
  db: Database;
  /** the server's clock (the database's, read locally), in epoch milliseconds */
  now: () => number;
  config: Config;
  razorpay: RazorpayClient;
  log: FastifyBaseLogger;
}

export function requirePaymentsConfigured(config: Config) {
  if (!config.razorpay.configured) throw unavailable(PAYMENTS_UNAVAILABLE, 'payments-unavailable');
}

const istYear = (now: Date) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(now);

/**
 * Stores the payments row first, to reserve a receipt number like PV-2026-000123 (the next in the
 * year). Two learners paying at once may pick the same number: the unique index turns one away
 * and it takes the next.
 */
async function insertPaymentRow(db: Database, values: repository.NewPayment, now: Date) {
  const prefix = `PV-${istYear(now)}-`;
  for (let tries = 0; tries < 10; tries += 1) {
    const last = await repository.lastReceiptSequence(db, prefix);
    const receiptNumber = `${prefix}${String(last + 1).padStart(6, '0')}`;
    const row = await repository.insertPayment(db, values, receiptNumber);
    if (row) return row;
  }
  throw new Error('could not reserve a receipt number');
}

export async function createOrder(deps: PaymentDeps, userId: string, seriesId: string): Promise<PaymentOrderWithCheckout> {
  const { db, config, razorpay, log } = deps;
  requirePaymentsConfigured(config);
  const series = await findSeries(db, seriesId, null);
  if (!series || series.status !== 'published') throw notFound('Test series not found.', { reason: 'series-not-found' });
  if (await findEnrolment(db, userId, seriesId)) throw conflict('You are already enrolled in this test series.', 'already-enrolled');
  const price = priceOf(series.pricePaise, series.discountPercent);
  if (isFree(price.finalPricePaise)) throw badRequest('This test series is free. Register for free instead.', 'not-free', { reason: 'series-is-free' });
  const user = await findUser(db, userId);
  if (!user) throw notFound('User or Test Series not found', { reason: 'user-or-series-not-found' });

  const payment = await insertPaymentRow(
    db,
    {
      userId,
      seriesId,
      originalPricePaise: price.pricePaise,
      discountPercent: price.discountPercent,
      amountPaise: price.finalPricePaise,
      currency: CURRENCY,
    },
    new Date(deps.now()),
  );
  const notes = { testSeriesId: seriesId, userId };
  let order;
  try {
    order = await razorpay.createOrder({ amount: price.finalPricePaise, currency: CURRENCY, receipt: payment.receiptNumber, notes });
  } catch (error) {
    log.error({ err: error, receipt: payment.receiptNumber }, 'Razorpay order creation failed');
    await repository.markOrderFailed(db, payment.id);
    throw new HttpError(502, 'order-failed', ORDER_FAILED);
  }
  await repository.setOrderId(db, payment.id, order.id);
  return {
    id: order.id,
    amount: price.finalPricePaise,
    currency: CURRENCY,
    keyId: config.razorpay.keyId,
    receipt: payment.receiptNumber,
    checkoutUrl: config.razorpay.checkoutUrl,
    name: MERCHANT_NAME,
    description: series.title,
    prefill: { name: user.name, email: user.email, contact: user.phone ?? '' },
    notes,
  };
}

export interface VerifyInput {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Checkout's success handler result: the signature proves Razorpay captured this payment for this order. */
export async function verifyPayment(deps: PaymentDeps, userId: string, input: VerifyInput) {
  const { db, config, log } = deps;
  requirePaymentsConfigured(config);
  const payment = await repository.findPaymentByOrder(db, input.razorpay_order_id);
  if (!payment) throw badRequest(VERIFY_FAILED, 'payment-failed');
  if (payment.userId !== userId) throw forbidden('This payment belongs to another account.', 'forbidden', { reason: 'payment-of-another' });
  const valid = verifyPaymentSignature(
    { orderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature },
    config.razorpay.keySecret,
  );
  if (!valid) {
    log.warn({ orderId: input.razorpay_order_id, userId }, 'payment signature mismatch');
    throw badRequest(VERIFY_FAILED, 'payment-failed');
  }
  await recordCapturedPayment(db, { orderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id }, log);
  return { testSeriesId: payment.seriesId };
}

export type RecordOutcome = 'recorded' | 'unknown-order' | 'amount-mismatch';

/**
 * One transaction: mark the payment paid and enrol the learner. The row lock makes a concurrent
 * verify and webhook for the same order take turns; the second finds it paid and the enrolment's
 * unique index (learner, series) leaves exactly one enrolment. Safe to call any number of times.
 */
export async function recordCapturedPayment(
  db: Database,
  /** amount and currency as Razorpay reports them (the webhook, reconcile); verify's signature covers the order itself */
  captured: { orderId: string; paymentId: string; amountPaise?: number; currency?: string },
  log: FastifyBaseLogger,
  /** called in the same transaction when this call is the one that marks the payment paid */
  onMarkedPaid?: (tx: Database, before: repository.PaymentRow) => Promise<void>,
): Promise<RecordOutcome> {
  let markedPaid = false;
  const outcome = await db.transaction(async (tx): Promise<RecordOutcome> => {
    const payment = await repository.lockPaymentByOrder(tx, captured.orderId);
    if (!payment) return 'unknown-order';
    // a payment in another currency is not a payment for this order, whatever its number says
    const amountDiffers = captured.amountPaise !== undefined && captured.amountPaise !== payment.amountPaise;
    const currencyDiffers = captured.currency !== undefined && captured.currency !== payment.currency;
    if (amountDiffers || currencyDiffers) {
      log.error(
        {
          orderId: captured.orderId,
          expected: `${payment.amountPaise} ${payment.currency}`,
          got: `${captured.amountPaise ?? '?'} ${captured.currency ?? '?'}`,
        },
        'captured amount differs from the order',
      );
      return 'amount-mismatch';
    }
    if (payment.status !== 'paid') {
      await repository.markPaid(tx, payment.id, captured.paymentId);
      await onMarkedPaid?.(tx, payment);
      markedPaid = true;
    } else if (payment.razorpayPaymentId !== captured.paymentId) {
      // Razorpay captures one payment per paid order; a second one is money to refund by hand
      log.error({ orderId: captured.orderId, kept: payment.razorpayPaymentId, other: captured.paymentId }, 'second payment on a paid order');
    }
    const { created } = await enrol(tx, { userId: payment.userId, seriesId: payment.seriesId, source: 'paid', paymentId: payment.id });
    if (!created && payment.status !== 'paid') {
      // enrolled already (another order, a prize, a grant): the learner paid twice for one series
      const existing = await findEnrolment(tx, payment.userId, payment.seriesId);
      if (existing?.paymentId !== payment.id) log.warn({ orderId: captured.orderId }, 'payment for a series the learner already had');
    }
    return 'recorded';
  });
  // once committed: a transaction that rolled back (and is retried) captured nothing
  if (markedPaid) examCounters(db).paymentCaptured();
  return outcome;
}

export interface ReconcileOutcome {
  paymentId: string;
  orderId: string;
  receiptNumber: string;
  /** completed: captured at Razorpay and now paid and enrolled; pending: nothing captured yet */
  result: 'completed' | 'already-paid' | 'pending' | 'amount-mismatch' | 'error';
  message: string | null;
}

const RECONCILE_BATCH = 100;

/**
 * An admin's 'reconcile': for orders still 'created', ask Razorpay for the order's payments and
 * complete any captured one through recordCapturedPayment, the path verify and the webhook take,
 * so a webhook arriving meanwhile cannot enrol the learner twice. Audited per payment completed.
 */
export async function reconcileOrders(deps: PaymentDeps, actorId: string): Promise<ReconcileOutcome[]> {
  const { db, config, razorpay, log } = deps;
  requirePaymentsConfigured(config);
  const unsettled = await repository.listUnsettledOrders(db, RECONCILE_BATCH);
  const outcomes: ReconcileOutcome[] = [];
  for (const payment of unsettled) {
    const orderId = payment.razorpayOrderId!;
    const base = { paymentId: payment.id, orderId, receiptNumber: payment.receiptNumber };
    let captured;
    try {
      captured = (await razorpay.fetchOrderPayments(orderId)).items.find((item) => item.status === 'captured');
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      log.error({ err: error, orderId }, 'reconcile: Razorpay did not answer for the order');
      outcomes.push({ ...base, result: 'error', message: 'Razorpay did not answer for this order; try again later.' });
      continue;
    }
    if (!captured) {
      outcomes.push({ ...base, result: 'pending', message: null });
      continue;
    }
    let markedHere = false;
    const outcome = await recordCapturedPayment(
      db,
      { orderId, paymentId: captured.id, amountPaise: captured.amount, currency: captured.currency },
      log,
      async (tx, before) => {
        markedHere = true;
        await recordChange(tx, {
          actorId,
          action: 'payment.reconcile',
          entity: 'payment',
          entityId: before.id,
          subjectId: before.userId,
          before: { status: before.status, razorpayPaymentId: before.razorpayPaymentId },
          after: { status: 'paid', razorpayPaymentId: captured.id },
        });
      },
    );
    if (outcome === 'amount-mismatch') {
      outcomes.push({ ...base, result: 'amount-mismatch', message: 'Razorpay captured a different amount or currency: check this order by hand.' });
    } else {
      outcomes.push({ ...base, result: markedHere ? 'completed' : 'already-paid', message: null });
    }
  }
  return outcomes;
}
