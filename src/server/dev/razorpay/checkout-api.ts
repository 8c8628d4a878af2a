// What the emulator's Checkout.js calls from the browser: the order's amount, and the tester's
// choice. Like Razorpay's checkout these are authorised by the public key id alone.
import type { FastifyInstance } from 'fastify';
import { CHECKOUT_SCRIPT } from './checkout-script.ts';
import { razorpayError } from './orders-api.ts';
import { DECLINED, checkoutSignature, type EmulatorStore, type OrderEntity } from './store.ts';
import { webhookEvent, type createWebhookSender } from './webhooks.ts';

interface CheckoutBody {
  key_id?: unknown;
  order_id?: unknown;
  email?: unknown;
  contact?: unknown;
}

export function registerCheckoutApi(
  scope: FastifyInstance,
  store: EmulatorStore,
  webhooks: ReturnType<typeof createWebhookSender>,
  { keyId, keySecret }: { keyId: string; keySecret: string },
) {
  scope.get('/dev/razorpay/checkout.js', async (_request, reply) => {
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return CHECKOUT_SCRIPT;
  });

  /** The order the browser names, or Razorpay's complaint about the key or the id. */
  const orderFor = (key: unknown, orderId: unknown): { order: OrderEntity } | { error: string } => {
    if (key !== keyId) return { error: 'The api key provided is invalid' };
    const order = typeof orderId === 'string' ? store.orders.get(orderId) : undefined;
    return order ? { order } : { error: 'The id provided does not exist' };
  };
  const customerOf = (body: CheckoutBody) => ({
    email: typeof body.email === 'string' ? body.email.slice(0, 200) : '',
    contact: typeof body.contact === 'string' ? body.contact.slice(0, 20) : '',
  });

  scope.get<{ Params: { id: string }; Querystring: { key_id?: string } }>('/dev/razorpay/checkout/orders/:id', async (request, reply) => {
    const found = orderFor(request.query.key_id, request.params.id);
    if ('error' in found) return razorpayError(reply, 400, found.error);
    const { id, amount, currency, status } = found.order;
    return { id, amount, currency, status };
  });

  // 'Pay': capture, sign like Razorpay, and tell the merchant's webhook a moment later
  scope.post('/dev/razorpay/checkout/pay', async (request, reply) => {
    const body = (request.body ?? {}) as CheckoutBody;
    const found = orderFor(body.key_id, body.order_id);
    if ('error' in found) return razorpayError(reply, 400, found.error);
    const { order } = found;
    if (order.status === 'paid') return razorpayError(reply, 400, 'This order has already been paid.');
    const payment = store.capture(order, customerOf(body));
    webhooks.send([webhookEvent('payment.captured', payment), webhookEvent('order.paid', payment, order)]);
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(order.id, payment.id, keySecret),
    };
  });

  // 'Fail payment': the bank declines; Checkout.js hands this to the payment.failed callbacks
  scope.post('/dev/razorpay/checkout/fail', async (request, reply) => {
    const body = (request.body ?? {}) as CheckoutBody;
    const found = orderFor(body.key_id, body.order_id);
    if ('error' in found) return razorpayError(reply, 400, found.error);
    const payment = store.decline(found.order, customerOf(body));
    webhooks.send([webhookEvent('payment.failed', payment)]);
    return { error: { ...DECLINED, metadata: { order_id: found.order.id, payment_id: payment.id } } };
  });
}
