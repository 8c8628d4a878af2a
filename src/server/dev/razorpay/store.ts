// The emulator's memory: orders and payments in Razorpay's entity shapes. It lives as long as the
// server process, like a Razorpay test-mode account that forgets everything on restart.
import { createHmac, randomInt } from 'node:crypto';

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string | number>;
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: 0;
  refund_status: null;
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string | number>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Razorpay ids: a prefix and 14 letters and digits, e.g. order_EKwxwAgItmmXdp. */
export const razorpayId = (prefix: 'order' | 'pay' | 'evt') => `${prefix}_${Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

const epochSeconds = () => Math.floor(Date.now() / 1000);

export const DECLINED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your card was declined by the bank.',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

export function createStore() {
  const orders = new Map<string, OrderEntity>();
  const payments = new Map<string, PaymentEntity>();

  function createOrder(input: { amount: number; currency: string; receipt: string | null; notes: Record<string, string | number> }) {
    const order: OrderEntity = {
      id: razorpayId('order'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: epochSeconds(),
    };
    orders.set(order.id, order);
    return order;
  }

  function newPayment(order: OrderEntity, customer: { email: string; contact: string }, captured: boolean): PaymentEntity {
    order.attempts += 1;
    const payment: PaymentEntity = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: captured ? 'captured' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured,
      description: null,
      email: customer.email,
      contact: customer.contact,
      notes: order.notes,
      // Razorpay's fee is about 2 % plus 18 % GST on it; only shown, never used
      fee: captured ? Math.round(order.amount * 0.0236) : null,
      tax: captured ? Math.round(order.amount * 0.0036) : null,
      error_code: captured ? null : DECLINED.code,
      error_description: captured ? null : DECLINED.description,
      error_source: captured ? null : DECLINED.source,
      error_step: captured ? null : DECLINED.step,
      error_reason: captured ? null : DECLINED.reason,
      created_at: epochSeconds(),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  /** The customer paid: the payment is captured at once (auto-capture) and the order is paid. */
  function capture(order: OrderEntity, customer: { email: string; contact: string }) {
    const payment = newPayment(order, customer, true);
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    return payment;
  }

  function decline(order: OrderEntity, customer: { email: string; contact: string }) {
    const payment = newPayment(order, customer, false);
    if (order.status === 'created') order.status = 'attempted';
    return payment;
  }

  return { orders, payments, createOrder, capture, decline };
}

export type EmulatorStore = ReturnType<typeof createStore>;

/** Exactly what Razorpay hands Checkout's success handler: HMAC-SHA256(order_id|payment_id, key secret). */
export const checkoutSignature = (orderId: string, paymentId: string, keySecret: string) =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
