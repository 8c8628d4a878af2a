// The Razorpay emulator on its own: the Orders API, Checkout.js driven in a DOM (jsdom) the way a
// page drives it, payment signatures, and webhooks as a merchant's server receives them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { freePort } from '../../../test/browserless-client.ts';
import { verifyPaymentSignature } from '../../features/payments/signature.ts';
import { basicAuth, eventually } from '../../../test/listening-app.ts';

interface Delivery {
  body: string;
  signature: string;
}
interface FailedResponse {
  error: { code: string; description: string; source: string; step: string; reason: string; metadata: { order_id: string; payment_id: string } };
}
interface HandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
type RazorpayInstance = { open(): void; on(event: 'payment.failed', callback: (response: FailedResponse) => void): void };
type BrowserWindow = Window & {
  Razorpay: new (options: object) => RazorpayInstance;
  KeyboardEvent: typeof KeyboardEvent;
  eval(code: string): unknown;
  fetch: typeof fetch;
};

let app: FastifyInstance;
let database: DatabaseHandle;
let appUrl: string;
let receiver: Server;
const deliveries: Delivery[] = [];
let refuseNext = 0;
let config: ReturnType<typeof testConfig>;

beforeAll(async () => {
  // the merchant's webhook endpoint: PUBLIC_URL points here, so the emulator's webhooks land in `deliveries`
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers['x-razorpay-signature']) });
      response.statusCode = refuseNext > 0 ? 500 : 200;
      refuseNext = Math.max(0, refuseNext - 1);
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as { port: number }).port;
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  config = testConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${receiverPort}`,
    RAZORPAY_API_URL: `${appUrl}/dev/razorpay/v1`,
    RAZORPAY_CHECKOUT_URL: `${appUrl}/dev/razorpay/checkout.js`,
  });
  database = await createTestDatabase();
  app = await buildApp({ config, db: database.db });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const { keyId, keySecret, webhookSecret } = testConfig().razorpay;
const auth = { authorization: basicAuth(keyId, keySecret) };

async function createOrder(body: object, headers: Record<string, string> = auth) {
  const response = await fetch(`${appUrl}/dev/razorpay/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const validOrder = { amount: 29940, currency: 'INR', receipt: 'PV-2026-000001', notes: { testSeriesId: 'series-1', userId: 'user-1' } };

/** A page that has loaded the emulator's Checkout.js from the server, as the app's pages do. */
async function browserWithCheckout() {
  const jsdomModule: string = 'jsdom';
  const { JSDOM } = (await import(jsdomModule)) as { JSDOM: new (html: string, options: object) => { window: BrowserWindow } };
  const { window } = new JSDOM('<!doctype html><html><body><button>Pay ₹299.40</button></body></html>', { url: appUrl, runScripts: 'outside-only' });
  window.fetch = fetch;
  const script = await fetch(config.razorpay.checkoutUrl);
  expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
  window.eval(await script.text());
  const buttonNamed = (name: string) => [...window.document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === name)!;
  return { window, buttonNamed, dialog: () => window.document.querySelector('[role="dialog"]') };
}

describe('the Orders API', () => {
  it('wants Basic auth with the key id and secret', async () => {
    const wrong: Record<string, string>[] = [{}, { authorization: basicAuth(keyId, 'wrong-secret') }, { authorization: 'Bearer x' }];
    for (const headers of wrong) {
      const { status, json } = await createOrder(validOrder, headers);
      expect(status).toBe(401);
      expect(json.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' });
    }
  });

  it('validates like Razorpay: whole paise, at least 100, INR, a short receipt, few notes', async () => {
    const cases: [object, string][] = [
      [{ ...validOrder, amount: 99 }, 'The amount must be atleast INR 1.00'],
      [{ ...validOrder, amount: 299.4 }, 'The amount must be an integer.'],
      [{ ...validOrder, currency: undefined }, 'The currency field is required.'],
      [{ ...validOrder, currency: 'USD' }, 'Currency is not supported'],
      [{ ...validOrder, receipt: 'R'.repeat(41) }, 'The receipt may not be greater than 40 characters.'],
      [{ ...validOrder, notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v'])) }, 'The notes may not have more than 15 items.'],
    ];
    for (const [body, description] of cases) {
      const { status, json } = await createOrder(body);
      expect(status).toBe(400);
      expect(json.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description });
    }
  });

  it("creates and fetches an order in Razorpay's shape", async () => {
    const { status, json: order } = await createOrder(validOrder);
    expect(status).toBe(200);
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 29940,
      amount_paid: 0,
      amount_due: 29940,
      currency: 'INR',
      receipt: 'PV-2026-000001',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: validOrder.notes,
      created_at: expect.any(Number),
    });
    const fetched = await fetch(`${appUrl}/dev/razorpay/v1/orders/${order.id}`, { headers: auth });
    expect(await fetched.json()).toEqual(order);
    const unknown = await fetch(`${appUrl}/dev/razorpay/v1/orders/order_Unknown0000000`, { headers: auth });
    expect(unknown.status).toBe(400);
  });
});

describe('Checkout.js', () => {
  it('shows the order amount and Pay, Fail payment and Cancel; Pay hands the handler a verifiable signature', async () => {
    const { json: order } = await createOrder(validOrder);
    const { window, buttonNamed, dialog } = await browserWithCheckout();
    const paid = new Promise<HandlerResponse>((resolve) => {
      // the page's own options; a tampered amount here changes nothing: the dialog shows the order's
      new window.Razorpay({
        key: keyId,
        amount: 100,
        currency: 'INR',
        name: 'Prepverse',
        description: 'GATE CS 2027 Complete Mock Series',
        order_id: order.id,
        prefill: { name: 'Rohan Das', email: 'rohan@example.com', contact: '9000000000' },
        notes: validOrder.notes,
        theme: { color: '#0f172a' },
        handler: resolve,
        modal: {
          ondismiss: () => {
            throw new Error('not dismissed');
          },
        },
      }).open();
    });
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(window.document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toBe('Prepverse');
    await eventually(async () => !buttonNamed('Pay').disabled);
    expect(dialog()!.textContent).toContain('₹299.40');
    expect(dialog()!.textContent).toContain('rohan@example.com');
    // the prefilled contact, with its country code, as Razorpay's sheet shows it
    expect(dialog()!.querySelector('[data-testid="razorpay-contact"]')?.textContent).toBe('+91 90000 00000');
    expect(buttonNamed('Fail payment')).toBeDefined();
    expect(buttonNamed('Cancel')).toBeDefined();

    deliveries.length = 0;
    buttonNamed('Pay').click();
    const response = await paid;
    expect(dialog()).toBeNull();
    expect(response.razorpay_order_id).toBe(order.id);
    expect(response.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const signed = { orderId: order.id, paymentId: response.razorpay_payment_id, signature: response.razorpay_signature };
    expect(verifyPaymentSignature(signed, keySecret)).toBe(true);
    const atRazorpay = await (await fetch(`${appUrl}/dev/razorpay/v1/orders/${order.id}`, { headers: auth })).json();
    expect(atRazorpay).toMatchObject({ status: 'paid', amount_paid: 29940, amount_due: 0, attempts: 1 });

    // then, from the server, the signed webhooks in Razorpay's shape
    await eventually(async () => deliveries.length === 2);
    for (const delivery of deliveries) {
      expect(delivery.signature).toBe(createHmac('sha256', webhookSecret).update(delivery.body).digest('hex'));
    }
    const [captured, orderPaid] = deliveries.map((d) => JSON.parse(d.body));
    expect(captured).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: { id: response.razorpay_payment_id, order_id: order.id, amount: 29940, currency: 'INR', status: 'captured', notes: validOrder.notes },
        },
      },
    });
    expect(orderPaid).toMatchObject({ event: 'order.paid', payload: { order: { entity: { id: order.id, status: 'paid' } } } });

    const again = await fetch(`${appUrl}/dev/razorpay/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: keyId, order_id: order.id }),
    });
    expect(again.status).toBe(400);
  });

  it('Fail payment calls the payment.failed callbacks with the bank decline', async () => {
    const { json: order } = await createOrder(validOrder);
    const { buttonNamed, dialog, window } = await browserWithCheckout();
    deliveries.length = 0;
    const failed = new Promise<FailedResponse>((resolve, reject) => {
      const ondismiss = () => reject(new Error('dismissed instead of failed'));
      const checkout = new window.Razorpay({ key: keyId, order_id: order.id, name: 'Prepverse', modal: { ondismiss } });
      checkout.on('payment.failed', resolve);
      checkout.open();
    });
    await eventually(async () => !buttonNamed('Fail payment').disabled);
    buttonNamed('Fail payment').click();
    const { error } = await failed;
    expect(error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: 'Your card was declined by the bank.',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    });
    expect(dialog()).toBeNull();
    await eventually(async () => deliveries.length === 1);
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({ event: 'payment.failed', payload: { payment: { entity: { status: 'failed' } } } });
  });

  it('Cancel and Escape call modal.ondismiss', async () => {
    const { json: order } = await createOrder(validOrder);
    const { buttonNamed, dialog, window } = await browserWithCheckout();
    for (const close of [() => buttonNamed('Cancel').click(), () => window.document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape' }))]) {
      const dismissed = new Promise<void>((resolve) => {
        new window.Razorpay({ key: keyId, order_id: order.id, handler: () => undefined, modal: { ondismiss: resolve } }).open();
      });
      close();
      await dismissed;
      expect(dialog()).toBeNull();
    }
  });
});

describe('webhook delivery', () => {
  it('retries when the merchant does not answer 2xx', async () => {
    const { json: order } = await createOrder(validOrder);
    deliveries.length = 0;
    refuseNext = 1;
    await fetch(`${appUrl}/dev/razorpay/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: keyId, order_id: order.id }),
    });
    // payment.captured is refused, order.paid goes on, and payment.captured comes again a second later
    await eventually(async () => deliveries.length === 3, 5000);
    expect(deliveries.map((d) => JSON.parse(d.body).event)).toEqual(['payment.captured', 'order.paid', 'payment.captured']);
    expect(deliveries[2]!.body).toBe(deliveries[0]!.body);
  });
});
