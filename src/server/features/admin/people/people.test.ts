// People: the list and a person's page (admin answers only carry e-mails), access granted and
// revoked by hand (audited), and the last god, who cannot be demoted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/app.ts';
import { adminApi, type AdminApi } from '../../../../test/admin-api.ts';
import { insertSeries } from '../../../../test/series-fixtures.ts';
import { enrolments, payments, users } from '../../../db/schema.ts';
import { auditLog } from '../../../db/site-schema.ts';

let t: TestApp;
let api: AdminApi;
let master: Awaited<ReturnType<typeof signIn>>;
let learner: Awaited<ReturnType<typeof signIn>>;
const ids = { paid: '', free: '', other: '' };

beforeAll(async () => {
  t = await createTestApp();
  api = adminApi(t.app);
  master = await signIn(t.app, { role: 'master' });
  learner = await signIn(t.app, { name: 'Ananya Iyer' });
  ids.paid = (await insertSeries(t.app.db, { title: 'GATE CS Complete', pricePaise: 49900, discountPercent: 0, createdAt: '2026-01-05' })).seriesId;
  ids.free = (await insertSeries(t.app.db, { title: 'GATE Starter', pricePaise: 0, discountPercent: 0, createdAt: '2026-01-04' })).seriesId;
  ids.other = (await insertSeries(t.app.db, { title: 'GATE Aptitude', pricePaise: 19900, discountPercent: 0, createdAt: '2026-01-03' })).seriesId;
  const [payment] = await t.app.db
    .insert(payments)
    .values({
      userId: learner.user.id,
      seriesId: ids.paid,
      receiptNumber: 'PV-2026-900001',
      razorpayOrderId: 'order_PeopleTest0001',
      razorpayPaymentId: 'pay_PeopleTest00001',
      originalPricePaise: 49900,
      discountPercent: 0,
      amountPaise: 49900,
      status: 'paid',
      paidAt: new Date(),
    })
    .returning();
  await t.app.db.insert(enrolments).values([
    { userId: learner.user.id, seriesId: ids.paid, source: 'paid', paymentId: payment!.id },
    { userId: learner.user.id, seriesId: ids.free, source: 'free' },
  ]);
});
afterAll(() => t.close());

describe('the people list', () => {
  it('finds people by name or e-mail, a page at a time, with their role and e-mail', async () => {
    const byName = await api.call(master, 'GET', '/api/admin/users?q=ananya');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ total: 1, page: 1, people: [{ id: learner.user.id, email: learner.user.email, role: 'learner' }] });
    const byEmail = await api.call(master, 'GET', `/api/admin/users?q=${encodeURIComponent(learner.user.email.toUpperCase())}`);
    expect(byEmail.json().people.map((p: { id: string }) => p.id)).toEqual([learner.user.id]);
    // a % in the search is a character, not a wildcard
    expect((await api.call(master, 'GET', '/api/admin/users?q=%25')).json().total).toBe(0);
    const all = (await api.call(master, 'GET', '/api/admin/users')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.pageSize).toBe(25);
  });

  it("is a master's: a creator and a learner are refused", async () => {
    const creator = await signIn(t.app, { role: 'creator' });
    expect((await api.call(creator, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await api.call(creator, 'GET', `/api/admin/users/${learner.user.id}`)).statusCode).toBe(403);
    expect((await api.call(learner, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });
});

describe("a person's page", () => {
  it('shows their enrolments with source and date, their attempts and their payments', async () => {
    const response = await api.call(master, 'GET', `/api/admin/users/${learner.user.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.person).toMatchObject({ id: learner.user.id, name: 'Ananya Iyer', email: learner.user.email });
    expect(body.enrolments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ seriesId: ids.paid, seriesTitle: 'GATE CS Complete', source: 'paid', createdAt: expect.any(String) }),
        expect.objectContaining({ seriesId: ids.free, source: 'free' }),
      ]),
    );
    expect(body.attempts).toEqual([]);
    expect(body.payments).toEqual([
      expect.objectContaining({
        receiptNumber: 'PV-2026-900001',
        status: 'paid',
        razorpayOrderId: 'order_PeopleTest0001',
        razorpayPaymentId: 'pay_PeopleTest00001',
        user: { id: learner.user.id, name: 'Ananya Iyer', email: learner.user.email },
        receiptUrl: expect.stringMatching(/^\/api\/admin\/payments\/.+\/receipt$/),
      }),
    ]);
    expect((await api.call(master, 'GET', '/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('access by hand', () => {
  it('grants a series with a reason (audited), and refuses a second grant', async () => {
    const refused = await api.call(master, 'POST', `/api/admin/users/${learner.user.id}/enrolments`, { seriesId: ids.other, reason: '' });
    expect(refused.statusCode).toBe(400);
    const granted = await api.call(master, 'POST', `/api/admin/users/${learner.user.id}/enrolments`, {
      seriesId: ids.other,
      reason: 'Scholarship for the top scorer of the campus drive',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().enrolments).toEqual(expect.arrayContaining([expect.objectContaining({ seriesId: ids.other, source: 'admin' })]));
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'access.grant'));
    expect(entry).toMatchObject({
      actorId: master.user.id,
      entity: 'enrolment',
      detail: {
        before: null,
        after: { userId: learner.user.id, seriesId: ids.other, source: 'admin', reason: 'Scholarship for the top scorer of the campus drive' },
      },
    });
    const again = await api.call(master, 'POST', `/api/admin/users/${learner.user.id}/enrolments`, { seriesId: ids.other, reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already-enrolled' });
  });

  it('revokes an admin grant (audited) but never a paid, free or prize enrolment', async () => {
    const paid = await api.call(master, 'POST', `/api/admin/users/${learner.user.id}/enrolments/${ids.paid}/revoke`, { reason: 'Testing' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: 'not-granted', message: expect.stringContaining('paid for this series') });
    const free = await api.call(master, 'POST', `/api/admin/users/${learner.user.id}/enrolments/${ids.free}/revoke`, { reason: 'Testing' });
    expect(free.statusCode).toBe(409);

    const revoked = await api.call(master, 'POST', `/api/admin/users/${learner.user.id}/enrolments/${ids.other}/revoke`, {
      reason: 'Granted to the wrong learner',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().enrolments.map((e: { seriesId: string }) => e.seriesId)).not.toContain(ids.other);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'access.revoke'));
    expect(entry).toMatchObject({ actorId: master.user.id, detail: { before: { source: 'admin' }, after: { reason: 'Granted to the wrong learner' } } });
    const gone = await api.call(master, 'POST', `/api/admin/users/${learner.user.id}/enrolments/${ids.other}/revoke`, { reason: 'Again' });
    expect(gone.statusCode).toBe(404);
    const paidRows = await t.app.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, learner.user.id), eq(enrolments.seriesId, ids.paid)));
    expect(paidRows).toHaveLength(1);
  });

  it("is a master's: a creator cannot grant or revoke", async () => {
    const creator = await signIn(t.app, { role: 'creator' });
    const grant = await api.call(creator, 'POST', `/api/admin/users/${learner.user.id}/enrolments`, { seriesId: ids.other, reason: 'Because' });
    expect(grant.statusCode).toBe(403);
    const revoke = await api.call(creator, 'POST', `/api/admin/users/${learner.user.id}/enrolments/${ids.free}/revoke`, { reason: 'Because' });
    expect(revoke.statusCode).toBe(403);
  });
});

describe('the last god', () => {
  it('cannot be demoted: two gods demoting each other at once leave one god', async () => {
    // one of the two always wins. The other is refused as the last god when the two overlap, or as
    // no longer a god when the winner committed before it was let in: the race is run again (each
    // time with a fresh pair) until the overlap is seen, which on one database is the first time
    const refusals: number[] = [];
    for (let round = 0; round < 5 && !refusals.includes(409); round += 1) {
      // every other god in this database is demoted first, so these two are the only ones
      await t.app.db.update(users).set({ role: 'master' }).where(eq(users.role, 'god'));
      const first = await signIn(t.app, { role: 'god' });
      const second = await signIn(t.app, { role: 'god' });
      const [a, b] = await Promise.all([
        api.call(first, 'PUT', `/api/admin/users/${second.user.id}/role`, { role: 'master' }),
        api.call(second, 'PUT', `/api/admin/users/${first.user.id}/role`, { role: 'master' }),
      ]);
      const [won, refused] = a.statusCode === 200 ? [a, b] : [b, a];
      expect(won.statusCode).toBe(200);
      expect([403, 409]).toContain(refused.statusCode);
      if (refused.statusCode === 409) expect(refused.json()).toMatchObject({ code: 'last-god', message: expect.stringContaining('last god') });
      refusals.push(refused.statusCode);
      const gods = await t.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'god'));
      expect(gods).toHaveLength(1);
    }
    expect(refusals).toContain(409);
  });
});
