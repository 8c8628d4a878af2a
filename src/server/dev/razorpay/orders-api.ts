// The emulator's Orders API: POST /v1/orders, GET /v1/orders/:id (and its payments) with Razorpay's Basic auth,
// validation rules (amount in paise, at least 100) and error shape.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { EmulatorStore } from './store.ts';

export const RAZORPAY_MIN_AMOUNT = 100;

/** Razorpay's error body: { error: { code, description, source, step, reason, metadata, field? } } */
export function razorpayError(reply: FastifyReply, status: number, description: string, field?: string) {
  return reply.code(status).send({
    error: {
      code: status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: status === 401 ? 'authentication_failed' : 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function authorised(request: FastifyRequest, keyId: string, keySecret: string) {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && sameText(decoded.slice(0, colon), keyId) && sameText(decoded.slice(colon + 1), keySecret);
}

/** The first broken rule of an order body, in Razorpay's words, or null when it is valid. */
function invalidOrder(body: Record<string, unknown>): [string, string] | null {
  const { amount, currency, receipt, notes } = body;
  if (amount === undefined) return ['The amount field is required.', 'amount'];
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return ['The amount must be an integer.', 'amount'];
  if (amount < RAZORPAY_MIN_AMOUNT) return ['The amount must be atleast INR 1.00', 'amount'];
  if (currency === undefined) return ['The currency field is required.', 'currency'];
  if (currency !== 'INR') return ['Currency is not supported', 'currency'];
  if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
    return ['The receipt may not be greater than 40 characters.', 'receipt'];
  }
  if (notes !== undefined) {
    if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) return ['The notes must be an object.', 'notes'];
    const entries = Object.entries(notes);
    if (entries.length > 15) return ['The notes may not have more than 15 items.', 'notes'];
    const bad = entries.find(([, v]) => !['string', 'number'].includes(typeof v) || String(v).length > 256);
    if (bad) return [`The notes.${bad[0]} may not be greater than 256 characters.`, 'notes'];
  }
  return null;
}

export function registerOrdersApi(scope: FastifyInstance, store: EmulatorStore, { keyId, keySecret }: { keyId: string; keySecret: string }) {
  scope.addHook('onRequest', async (request, reply) => {
    if (!authorised(request, keyId, keySecret)) return razorpayError(reply, 401, 'Authentication failed');
  });

  scope.post('/dev/razorpay/v1/orders', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) return razorpayError(reply, 400, 'The request body must be an object.');
    const broken = invalidOrder(body);
    if (broken) return razorpayError(reply, 400, broken[0], broken[1]);
    return store.createOrder({
      amount: body.amount as number,
      currency: body.currency as string,
      receipt: (body.receipt as string | undefined) ?? null,
      notes: (body.notes as Record<string, string | number> | undefined) ?? {},
    });
  });

  scope.get<{ Params: { id: string } }>('/dev/razorpay/v1/orders/:id', async (request, reply) => {
    const order = store.orders.get(request.params.id);
    if (!order) return razorpayError(reply, 400, 'The id provided does not exist', 'id');
    return order;
  });

  // what reconciling asks: the payments tried on an order, as Razorpay's collection
  scope.get<{ Params: { id: string } }>('/dev/razorpay/v1/orders/:id/payments', async (request, reply) => {
    const order = store.orders.get(request.params.id);
    if (!order) return razorpayError(reply, 400, 'The id provided does not exist', 'id');
    const items = [...store.payments.values()].filter((payment) => payment.order_id === order.id).reverse();
    return { entity: 'collection', count: items.length, items };
  });

  scope.get<{ Params: { id: string } }>('/dev/razorpay/v1/payments/:id', async (request, reply) => {
    const payment = store.payments.get(request.params.id);
    if (!payment) return razorpayError(reply, 400, 'The id provided does not exist', 'id');
    return payment;
  });
}
