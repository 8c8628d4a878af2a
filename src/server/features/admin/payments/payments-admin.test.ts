// Payments for the admin: the filtered list with paid totals, the admin's receipt, and reconcile,
// which completes a paid order through the same path as verify and the webhook: exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { signIn, testConfig } from '../../../../test/app.ts';
import { adminApi, type AdminApi } from '../../../../test/admin-api.ts';
import { insertSeries } from '../../../../test/series-fixtures.ts';
import { createListeningApp, eventually, type ListeningApp } from '../../../../test/listening-app.ts';
import { enrolments, payments } from '../../../db/schema.ts';
import { auditLog } from '../../../db/site-schema.ts';

let t: ListeningApp;
let api: AdminApi;
let master: Awaited<ReturnType<typeof signIn>>;
const ids = { main: '', other: '' };
const { keyId, webhookSecret } = testConfig().razorpay;

type Learner = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createListeningApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
  ids.main = (await insertSeries(t.app.db, { title: 'GATE CS 2027 Mock Series', pricePaise: 49900, discountPercent: 40, createdAt: '2026-01-05' })).seriesId;
  ids.other = (await insertSeries(t.app.db, { title: 'GATE Aptitude Pack', pricePaise: 19900, discountPercent: 0, createdAt: '2026-01-04' })).seriesId;
});
afterAll(() => t.close());

const order = async (learner: Learner, seriesId: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/payment/order', headers: { cookie: learner.cookie }, payload: { testSeriesId: seriesId } });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; receipt: string; amount: number };
};

/** The emulator's Pay button: captures at Razorpay; its webhook follows 300 ms later. */
async function pay(orderId: string) {
  const response = await fetch(`${t.baseUrl}/dev/razorpay/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: keyId, order_id: orderId, email: 'learner@example.com' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { razorpay_payment_id: string };
}

function webhook(orderId: string, paymentId: string, amount: number) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { entity: 'payment', id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
  });
}

const rowsOf = async (learner: Learner) => ({
  payments: await t.app.db.select().from(payments).where(eq(payments.userId, learner.user.id)),
  enrolments: await t.app.db.select().from(enrolments).where(eq(enrolments.userId, learner.user.id)),
});

describe('reconcile', () => {
  it('enrols a paid order exactly once even when the webhook arrives at the same time', async () => {
    const learner = await signIn(t.app, { name: 'Closed Tab' });
    const placed = await order(learner, ids.main);
    // paid at Razorpay, but the browser never came back to verify
    const { razorpay_payment_id: paymentId } = await pay(placed.id);
    const [reconciled, hooked] = await Promise.all([api.call(master, 'POST', '/api/admin/payments/reconcile'), webhook(placed.id, paymentId, placed.amount)]);
    expect(reconciled.statusCode).toBe(200);
    expect(hooked.statusCode).toBe(200);
    // reconcile lists the order unless the webhook committed first; either way it never fails on it
    const mine = reconciled.json().outcomes.find((o: { orderId: string }) => o.orderId === placed.id);
    expect(['completed', 'already-paid', undefined]).toContain(mine?.result);

    // and the emulator's own webhook, a moment later, changes nothing either
    await new Promise((resolve) => setTimeout(resolve, 600));
    const rows = await rowsOf(learner);
    expect(rows.payments).toHaveLength(1);
    expect(rows.payments[0]).toMatchObject({ status: 'paid', razorpayPaymentId: paymentId });
    expect(rows.enrolments).toHaveLength(1);
    expect(rows.enrolments[0]).toMatchObject({ source: 'paid', paymentId: rows.payments[0]!.id });
  });

  it('completes an order the webhook never reported, audited; leaves unpaid orders waiting', async () => {
    // reconcile runs at once; the emulator's webhook follows 300 ms later and finds the order paid
    const learner = await signIn(t.app, { name: 'Lost Webhook' });
    const unpaid = await signIn(t.app, { name: 'Still Deciding' });
    const placed = await order(learner, ids.other);
    const waiting = await order(unpaid, ids.other);
    const { razorpay_payment_id: paymentId } = await pay(placed.id);
    const response = await api.call(master, 'POST', '/api/admin/payments/reconcile');
    expect(response.statusCode).toBe(200);
    const outcomes = response.json().outcomes as { orderId: string; result: string }[];
    expect(outcomes.find((o) => o.orderId === waiting.id)?.result).toBe('pending');
    expect(['completed', 'already-paid']).toContain(outcomes.find((o) => o.orderId === placed.id)?.result);
    await eventually(async () => (await rowsOf(learner)).enrolments.length === 1);
    expect((await rowsOf(unpaid)).payments[0]).toMatchObject({ status: 'created' });
    expect((await rowsOf(unpaid)).enrolments).toHaveLength(0);
    const [payment] = (await rowsOf(learner)).payments;
    expect(payment).toMatchObject({ status: 'paid', razorpayPaymentId: paymentId });
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, payment!.id));
    if (outcomes.find((o) => o.orderId === placed.id)?.result === 'completed') {
      expect(audited).toEqual([
        expect.objectContaining({
          actorId: master.user.id,
          action: 'payment.reconcile',
          entity: 'payment',
          detail: { before: { status: 'created', razorpayPaymentId: null }, after: { status: 'paid', razorpayPaymentId: paymentId } },
        }),
      ]);
    }
  });

  it("is a master's: a creator is refused", async () => {
    const creator = await signIn(t.app, { role: 'creator' });
    expect((await api.call(creator, 'POST', '/api/admin/payments/reconcile')).statusCode).toBe(403);
    expect((await api.call(creator, 'GET', '/api/admin/payments')).statusCode).toBe(403);
  });
});

describe('the payments list', () => {
  it('filters by status, series and date, and totals paid payments per day and per series', async () => {
    const all = await api.call(master, 'GET', '/api/admin/payments');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(3);
    expect(body.payments[0]).toMatchObject({ razorpayOrderId: expect.stringMatching(/^order_/), user: { email: expect.stringContaining('@') } });
    expect(body.totals.paid).toEqual({ count: 2, amountPaise: 29940 + 19900 });
    expect(body.totals.bySeries).toEqual([
      { seriesId: ids.main, seriesTitle: 'GATE CS 2027 Mock Series', count: 1, amountPaise: 29940 },
      { seriesId: ids.other, seriesTitle: 'GATE Aptitude Pack', count: 1, amountPaise: 19900 },
    ]);
    expect(body.totals.byDay).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: 2, amountPaise: 49840 }]);

    const created = (await api.call(master, 'GET', '/api/admin/payments?status=created')).json();
    expect(created.payments.map((p: { status: string }) => p.status)).toEqual(['created']);
    expect(created.payments[0].receiptUrl).toBeNull();
    const ofSeries = (await api.call(master, 'GET', `/api/admin/payments?seriesId=${ids.main}`)).json();
    expect(ofSeries.total).toBe(1);
    const today = body.totals.byDay[0].day as string;
    expect((await api.call(master, 'GET', `/api/admin/payments?from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await api.call(master, 'GET', '/api/admin/payments?from=2020-01-01&to=2020-01-31')).json().total).toBe(0);
    expect((await api.call(master, 'GET', '/api/admin/payments?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
  });

  it("gives the admin a paid payment's receipt PDF, drawn by the learner's receipt builder", async () => {
    const paid = (await api.call(master, 'GET', `/api/admin/payments?status=paid&seriesId=${ids.main}`)).json().payments[0];
    const response = await api.call(master, 'GET', paid.receiptUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).toContain(paid.receiptNumber);
    expect(text).toContain(paid.razorpayPaymentId);
    const creator = await signIn(t.app, { role: 'creator' });
    expect((await api.call(creator, 'GET', paid.receiptUrl)).statusCode).toBe(403);
    const created = (await api.call(master, 'GET', '/api/admin/payments?status=created')).json().payments[0];
    expect((await api.call(master, 'GET', `/api/admin/payments/${created.id}/receipt`)).statusCode).toBe(409);
  });
});
