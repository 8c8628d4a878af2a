// Paid enrolment end to end over HTTP: our API, the Razorpay emulator's Orders API, its checkout
// capture (what the Pay button calls) and its webhooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { enrolments, payments } from '../../db/schema.ts';
import { signIn, testConfig } from '../../../test/app.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';
import { basicAuth, createListeningApp, eventually, type ListeningApp } from '../../../test/listening-app.ts';

let t: ListeningApp;
const ids = { paid: '', free: '' };

beforeAll(async () => {
  t = await createListeningApp();
  ids.paid = (
    await insertSeries(t.app.db, { title: 'GATE CS 2027 Complete Mock Series', pricePaise: 49900, discountPercent: 40, createdAt: '2026-01-05' })
  ).seriesId;
  ids.free = (await insertSeries(t.app.db, { title: 'GATE CS Scholarship Series', pricePaise: 29900, discountPercent: 100, createdAt: '2026-01-04' })).seriesId;
});
afterAll(() => t.close());

type Learner = Awaited<ReturnType<typeof signIn>>;
const { keyId, keySecret, webhookSecret } = testConfig().razorpay;

const api = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const order = (learner: Learner, body: object = {}) => api('POST', '/api/payment/order', learner.cookie, { testSeriesId: ids.paid, ...body });

/** What the emulator's Pay button does: capture, and get Razorpay's handler payload back. */
async function pay(orderId: string, learner: Learner) {
  const response = await fetch(`${t.baseUrl}/dev/razorpay/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: keyId, order_id: orderId, email: learner.user.email }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
}

const rowsOf = async (learner: Learner) => ({
  payments: await t.app.db.select().from(payments).where(eq(payments.userId, learner.user.id)),
  enrolments: await t.app.db.select().from(enrolments).where(eq(enrolments.userId, learner.user.id)),
});

function signedWebhook(event: string, entity: { id: string; order_id: string; amount: number; status?: string; currency?: string }, secret = webhookSecret) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { entity: 'payment', currency: 'INR', status: 'captured', ...entity } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
  });
}

describe('the order', () => {
  it('charges the server price whatever amount and currency the client sends', async () => {
    const learner = await signIn(t.app, { name: 'Rohan Das' });
    const response = await order(learner, { amount: 100, currency: 'USD', userId: learner.user.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 29940,
      currency: 'INR',
      keyId,
      receipt: expect.stringMatching(/^PV-20\d\d-\d{6}$/),
      checkoutUrl: `${t.baseUrl}/dev/razorpay/checkout.js`,
      name: 'Prepverse',
      description: 'GATE CS 2027 Complete Mock Series',
      prefill: { name: 'Rohan Das', email: learner.user.email, contact: '' },
      notes: { testSeriesId: ids.paid, userId: learner.user.id },
    });
    const atRazorpay = await fetch(`${t.baseUrl}/dev/razorpay/v1/orders/${body.id}`, { headers: { authorization: basicAuth(keyId, keySecret) } });
    expect(await atRazorpay.json()).toMatchObject({ amount: 29940, currency: 'INR', receipt: body.receipt, status: 'created', notes: body.notes });
    const { payments: rows } = await rowsOf(learner);
    expect(rows).toMatchObject([{ razorpayOrderId: body.id, amountPaise: 29940, originalPricePaise: 49900, discountPercent: 40, status: 'created' }]);
  });

  it('numbers receipts one after another', async () => {
    const learner = await signIn(t.app);
    const [a, b] = [(await order(learner)).json().receipt as string, (await order(learner)).json().receipt as string];
    expect(Number(b.slice(8)) - Number(a.slice(8))).toBe(1);
    // learners paying at the same moment still get distinct numbers
    const together = await Promise.all([1, 2, 3, 4].map(async () => (await order(await signIn(t.app))).json().receipt as string));
    expect(new Set(together).size).toBe(4);
  });

  it('is refused for a free series, an enrolled learner, another learner, or nobody', async () => {
    const learner = await signIn(t.app);
    const free = await api('POST', '/api/payment/order', learner.cookie, { testSeriesId: ids.free });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe('This test series is free. Register for free instead.');
    const other = await signIn(t.app);
    expect((await order(learner, { userId: other.user.id })).statusCode).toBe(403);
    expect((await api('POST', '/api/payment/order', undefined, { testSeriesId: ids.paid })).statusCode).toBe(401);
    await t.app.db.insert(enrolments).values({ userId: learner.user.id, seriesId: ids.paid, source: 'admin' });
    const enrolled = await order(learner);
    expect(enrolled.statusCode).toBe(409);
    expect(enrolled.json().message).toBe('You are already enrolled in this test series.');
  });
});

describe('verify', () => {
  it('enrols after a payment through the emulator, once, and the receipt shows what was paid', async () => {
    const learner = await signIn(t.app);
    const { id } = (await order(learner)).json();
    const paid = await pay(id, learner);
    const response = await api('POST', '/api/payment/verify', learner.cookie, paid);
    expect(response.json()).toEqual({ success: true, enrolled: true, testSeriesId: ids.paid, message: "Payment successful! You're enrolled." });
    expect((await api('POST', '/api/payment/verify', learner.cookie, paid)).statusCode).toBe(200);
    // the emulator's webhooks (payment.captured, order.paid) arrive later and change nothing
    await new Promise((resolve) => setTimeout(resolve, 800));
    const rows = await rowsOf(learner);
    expect(rows.payments).toMatchObject([{ status: 'paid', razorpayPaymentId: paid.razorpay_payment_id }]);
    expect(rows.enrolments).toMatchObject([{ source: 'paid', paymentId: rows.payments[0]!.id }]);

    const receipt = await api('GET', `/api/testseries/receipt/${learner.user.id}/${ids.paid}`, learner.cookie);
    const { text } = await extractText(new Uint8Array(receipt.rawPayload), { mergePages: true });
    for (const expected of ['GATE CS 2027 Complete Mock Series', 'INR 299.40', paid.razorpay_payment_id, rows.payments[0]!.receiptNumber]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses a tampered signature: 400 and no enrolment', async () => {
    const learner = await signIn(t.app);
    const { id } = (await order(learner)).json();
    const paymentId = 'pay_NeverCaptured1';
    const genuine = createHmac('sha256', keySecret).update(`${id}|${paymentId}`).digest('hex');
    const handlerPayload = { razorpay_order_id: id, razorpay_payment_id: paymentId };
    for (const signature of [
      `${genuine.slice(0, -1)}${genuine.endsWith('a') ? 'b' : 'a'}`,
      genuine.toUpperCase(),
      genuine.slice(1),
      createHmac('sha256', 'guessed-secret').update(`${id}|${paymentId}`).digest('hex'),
    ]) {
      const response = await api('POST', '/api/payment/verify', learner.cookie, { ...handlerPayload, razorpay_signature: signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'payment-failed', message: 'Payment verification failed. Please try again.' });
    }
    const swapped = { ...handlerPayload, razorpay_payment_id: 'pay_SomeoneElses1', razorpay_signature: genuine };
    expect((await api('POST', '/api/payment/verify', learner.cookie, swapped)).statusCode).toBe(400);
    // a genuine signature does not let another learner claim the order
    const other = await signIn(t.app);
    const claimed = await api('POST', '/api/payment/verify', other.cookie, { ...handlerPayload, razorpay_signature: genuine });
    expect(claimed.statusCode).toBe(403);
    expect(await rowsOf(learner)).toMatchObject({ enrolments: [], payments: [{ status: 'created', razorpayPaymentId: null }] });
    expect((await rowsOf(other)).enrolments).toEqual([]);
  });

  it('and the webhooks for the same payment arriving together give one payment and one enrolment', async () => {
    const learner = await signIn(t.app);
    const { id, amount } = (await order(learner)).json();
    const paid = await pay(id, learner);
    const entity = { id: paid.razorpay_payment_id, order_id: id, amount };
    const responses = await Promise.all([
      api('POST', '/api/payment/verify', learner.cookie, paid),
      signedWebhook('payment.captured', entity),
      signedWebhook('order.paid', entity),
      api('POST', '/api/payment/verify', learner.cookie, paid),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const rows = await rowsOf(learner);
    expect(rows.payments.map((p) => p.status)).toEqual(['paid']);
    expect(rows.enrolments).toHaveLength(1);
  });
});

describe('the webhook', () => {
  it('enrols a learner whose browser never came back', async () => {
    const learner = await signIn(t.app);
    const { id } = (await order(learner)).json();
    await pay(id, learner);
    await eventually(async () => (await rowsOf(learner)).enrolments.length === 1);
    expect((await rowsOf(learner)).payments).toMatchObject([{ status: 'paid' }]);
  });

  it('refuses a bad signature and ignores what it does not act on', async () => {
    const learner = await signIn(t.app);
    const { id, amount } = (await order(learner)).json();
    const entity = { id: 'pay_Forged00000001', order_id: id, amount };
    const forged = await signedWebhook('payment.captured', entity, 'not-the-webhook-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ success: false, code: 'payment-failed', message: 'Invalid webhook signature.' });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: { event: 'order.paid' } });
    expect(unsigned.statusCode).toBe(400);

    expect((await signedWebhook('refund.created', entity)).json()).toEqual({ success: true, ignored: true });
    expect((await signedWebhook('payment.captured', { ...entity, order_id: 'order_NotOurs0000001' })).json()).toEqual({ success: true, ignored: true });
    // a captured amount that is not the order's is never taken as paid
    expect((await signedWebhook('payment.captured', { ...entity, amount: 100 })).json()).toEqual({ success: true, ignored: true });
    expect(await rowsOf(learner)).toMatchObject({ enrolments: [], payments: [{ status: 'created' }] });
  });

  it('never takes a payment in another currency as the order paid, even for the same number', async () => {
    const learner = await signIn(t.app);
    const { id, amount } = (await order(learner)).json();
    const entity = { id: 'pay_OtherMoney0001', order_id: id, amount };
    // 29,940 cents are not 29,940 paise
    expect((await signedWebhook('payment.captured', { ...entity, currency: 'USD' })).json()).toEqual({ success: true, ignored: true });
    expect((await signedWebhook('order.paid', { ...entity, currency: 'usd' })).json()).toEqual({ success: true, ignored: true });
    expect(await rowsOf(learner)).toMatchObject({ enrolments: [], payments: [{ status: 'created' }] });
    // the same payment in rupees is
    expect((await signedWebhook('payment.captured', entity)).json()).toEqual({ success: true, ignored: false });
    expect(await rowsOf(learner)).toMatchObject({ enrolments: [{ source: 'paid' }], payments: [{ status: 'paid' }] });
  });
});

describe('without payment keys', () => {
  it('refuses to start in production without keys, and never falls back to the local secrets', async () => {
    const productionEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@db/x',
      SESSION_SECRET: 'kQ7vN2xR9pL4mW8tZ3sH6dJ1cF5bY0gA-production',
      PUBLIC_URL: 'https://prepverse.in',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    };
    expect(() => loadConfig(productionEnv)).toThrow('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET must be set when NODE_ENV=production');
    const production = loadConfig({ ...productionEnv, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'live-secret' });
    expect(production.razorpay).toMatchObject({ configured: true, local: false, webhookSecret: '' });

    // keys that went missing all the same: payments answer 503, webhooks too
    const config = { ...testConfig(), razorpay: { ...production.razorpay, configured: false, keyId: '', keySecret: '' } };
    const app = await buildApp({ config, db: t.app.db });
    try {
      const learner = await signIn(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/order',
        payload: { testSeriesId: ids.paid },
        headers: { cookie: learner.cookie },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, code: 'payments-unavailable', message: 'Online payments are not available right now.' });
      const webhook = await app.inject({ method: 'POST', url: '/api/payment/webhook', payload: {}, headers: { 'x-razorpay-signature': 'x' } });
      expect(webhook.statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/dev/razorpay/checkout.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("says 'Failed to initiate payment' when Razorpay cannot be reached, and keeps no live order", async () => {
    const config = testConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_API_URL: 'http://127.0.0.1:9/v1' });
    const app = await buildApp({ config, db: t.app.db });
    try {
      const learner = await signIn(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/order',
        payload: { testSeriesId: ids.paid },
        headers: { cookie: learner.cookie },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe('Failed to initiate payment. Please try again.');
      expect((await rowsOf(learner)).payments).toMatchObject([{ status: 'failed', razorpayOrderId: null }]);
    } finally {
      await app.close();
    }
  });
});
