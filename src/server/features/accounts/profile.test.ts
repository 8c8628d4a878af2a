// The learner's own account (/userdetail): profile, payments, sign out everywhere and deleting the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { insertSeries } from '../../../test/series-fixtures.ts';
import { enrolments, payments, users } from '../../db/schema.ts';
import { auditLog } from '../../db/site-schema.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';
import { openSession, upsertGoogleUser } from './service.ts';
import { STAFF_CANNOT_DELETE, WRONG_CONFIRMATION } from './profile.service.ts';
import { phoneMessages } from '../../../shared/phone.ts';

let t: TestApp;
let paidSeries: string;
let receiptCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  paidSeries = (await insertSeries(t.app.db, { title: 'GATE CS 2027 Complete Mock Series', pricePaise: 49900, discountPercent: 40, createdAt: '2026-01-05' }))
    .seriesId;
  await insertSeries(t.app.db, { title: 'UGC NET Paper 1 Drill', exam: 'UGC NET Paper 1', pricePaise: 0, discountPercent: 0, createdAt: '2026-01-04' });
  await insertSeries(t.app.db, {
    title: 'An unpublished CAT series',
    exam: 'CAT',
    pricePaise: 0,
    discountPercent: 0,
    status: 'draft',
    createdAt: '2026-01-03',
  });
});
afterAll(() => t.close());

const SITE = 'http://localhost:3000';
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: SITE, ...headers }, payload });
const sessionStatus = async (cookie: string) => (await get('/api/auth/session', cookie)).statusCode;
const cookieOf = (token: string) => `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(token))}`;
const thisYear = Number(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date()));

async function recordPaidEnrolment(userId: string) {
  receiptCounter += 1;
  const [payment] = await t.app.db
    .insert(payments)
    .values({
      userId,
      seriesId: paidSeries,
      receiptNumber: `PV-2026-9${String(receiptCounter).padStart(5, '0')}`,
      razorpayOrderId: `order_PROFILE${receiptCounter}`,
      razorpayPaymentId: `pay_PROFILE${receiptCounter}`,
      originalPricePaise: 49900,
      discountPercent: 40,
      amountPaise: 29940,
      status: 'paid',
      paidAt: new Date('2026-03-02T09:00:00Z'),
    })
    .returning();
  await t.app.db.insert(enrolments).values({ userId, seriesId: paidSeries, source: 'paid', paymentId: payment!.id });
  return payment!;
}

describe('the profile', () => {
  it('is for signed-in learners only', async () => {
    expect((await get('/api/account/profile')).statusCode).toBe(401);
    expect((await get('/api/account/payments')).statusCode).toBe(401);
    expect((await get('/api/account/export')).statusCode).toBe(401);
  });

  it('shows the Google name, e-mail and picture, the published exams and the years from this one', async () => {
    const { user, cookie } = await signIn(t.app, { name: 'Kavya Iyer' });
    const response = await get('/api/account/profile', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Kavya Iyer',
      email: user.email,
      image: null,
      phone: null,
      targetExam: null,
      targetYear: null,
      role: 'learner',
      createdAt: expect.any(String),
      exams: ['GATE CS', 'UGC NET Paper 1'],
      years: [thisYear, thisYear + 1, thisYear + 2, thisYear + 3, thisYear + 4],
    });
  });

  it.each(['98765 43210', '+91 98765 43210', '098765-43210'])('saves %j as +919876543210, with the target exam and year', async (typed) => {
    const { user, cookie } = await signIn(t.app);
    const response = await post('/api/account/profile', cookie, { phone: typed, targetExam: 'gate cs', targetYear: thisYear + 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone: '+919876543210', targetExam: 'GATE CS', targetYear: thisYear + 1 });
    expect((await get('/api/account/profile', cookie)).json()).toMatchObject({ phone: '+919876543210', targetExam: 'GATE CS' });
    // checkout reads the learner through the older route: it sees the same number
    const checkout = await get(`/api/testseries/userdetails/${user.id}`, cookie);
    expect(checkout.json()).toEqual({
      success: true,
      user: { _id: user.id, name: user.name, email: user.email, phone: '+919876543210', photoUrl: null },
    });
  });

  it('refuses a bad phone, exam or year with a clear message and changes nothing', async () => {
    const { cookie } = await signIn(t.app);
    const good = { phone: '98765 43210', targetExam: 'GATE CS', targetYear: thisYear };
    expect((await post('/api/account/profile', cookie, good)).statusCode).toBe(200);
    const before = (await get('/api/account/profile', cookie)).json();

    // each refusal also names its reason, and the numbers it says, for a page in Hindi to word it
    const years = { reason: 'year-out-of-range', firstYear: thisYear, lastYear: thisYear + 4 };
    const refused: [object, string, object][] = [
      [{ ...good, phone: '12345', targetYear: thisYear + 2 }, phoneMessages.length(5), { reason: 'phone-length', digits: 5 }],
      [{ ...good, phone: '58765 43210', targetExam: 'UGC NET Paper 1' }, phoneMessages.start, { reason: 'phone-start' }],
      [{ ...good, phone: '+1 415 555 0100' }, phoneMessages.foreign, { reason: 'phone-foreign' }],
      [{ ...good, phone: 'nine eight seven' }, phoneMessages.characters, { reason: 'phone-characters' }],
      [{ ...good, phone: '91234 56789', targetExam: 'CAT' }, 'Choose your target exam from the list.', { reason: 'exam-not-listed' }],
      [{ ...good, phone: '91234 56789', targetYear: thisYear + 9 }, `Choose a target year from ${thisYear} to ${thisYear + 4}.`, years],
      [{ ...good, phone: '91234 56789', targetYear: thisYear - 1 }, `Choose a target year from ${thisYear} to ${thisYear + 4}.`, years],
    ];
    for (const [body, message, specifics] of refused) {
      const response = await post('/api/account/profile', cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalid-input', message, ...specifics });
    }
    const malformed = await post('/api/account/profile', cookie, { phone: '98765 43210', targetExam: 'GATE CS', targetYear: 'next' });
    expect(malformed.statusCode).toBe(400);
    expect((await get('/api/account/profile', cookie)).json()).toEqual(before);
  });

  it('clears the phone, exam and year when they are left empty', async () => {
    const { cookie } = await signIn(t.app);
    await post('/api/account/profile', cookie, { phone: '98765 43210', targetExam: 'GATE CS', targetYear: thisYear });
    const cleared = await post('/api/account/profile', cookie, { phone: '  ', targetExam: null, targetYear: null });
    expect(cleared.json()).toMatchObject({ phone: null, targetExam: null, targetYear: null });
  });

  it('keeps an exam that left the catalogue and a year now past, so other fields can still be saved', async () => {
    const { user, cookie } = await signIn(t.app);
    await t.app.db
      .update(users)
      .set({ targetExam: 'GATE ME', targetYear: thisYear - 2 })
      .where(eq(users.id, user.id));
    const profile = (await get('/api/account/profile', cookie)).json();
    expect(profile.exams).toEqual(['GATE CS', 'GATE ME', 'UGC NET Paper 1']);
    const saved = await post('/api/account/profile', cookie, { phone: '70000 00001', targetExam: 'GATE ME', targetYear: thisYear - 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+917000000001', targetExam: 'GATE ME', targetYear: thisYear - 2 });
  });

  it('is not changed from another site', async () => {
    const { cookie } = await signIn(t.app);
    const response = await post(
      '/api/account/profile',
      cookie,
      { phone: '98765 43210', targetExam: null, targetYear: null },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect((await get('/api/account/profile', cookie)).json().phone).toBeNull();
  });
});

describe('the payments list', () => {
  it("lists the learner's orders, newest first, with a receipt for the paid one", async () => {
    const { user, cookie } = await signIn(t.app);
    const other = await signIn(t.app);
    await recordPaidEnrolment(other.user.id);
    await t.app.db.insert(payments).values({
      userId: user.id,
      seriesId: paidSeries,
      receiptNumber: 'PV-2026-800001',
      originalPricePaise: 49900,
      discountPercent: 40,
      amountPaise: 29940,
      status: 'failed',
      createdAt: new Date('2026-03-01T09:00:00Z'),
    });
    const paid = await recordPaidEnrolment(user.id);

    const body = (await get('/api/account/payments', cookie)).json();
    expect(body.payments).toEqual([
      expect.objectContaining({ id: paid.id, seriesTitle: 'GATE CS 2027 Complete Mock Series', status: 'paid', amountPaise: 29940, hasReceipt: true }),
      expect.objectContaining({ receiptNumber: 'PV-2026-800001', status: 'failed', paidAt: null, hasReceipt: false }),
    ]);
    // the receipt itself comes from the dashboard's route
    const receipt = await get(`/api/testseries/receipt/${user.id}/${body.payments[0].seriesId}`, cookie);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the learner, this one too, and no one else’s', async () => {
    const { user, cookie } = await signIn(t.app);
    const phone = cookieOf((await openSession(t.app.db, user.id, 3600, 'Phone browser')).token);
    const bystander = await signIn(t.app);
    expect(await sessionStatus(cookie)).toBe(200);
    expect(await sessionStatus(phone)).toBe(200);

    const response = await post('/api/account/sign-out-everywhere', phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, sessionsEnded: 2 });
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect(await sessionStatus(cookie)).toBe(401);
    expect(await sessionStatus(phone)).toBe(401);
    expect((await get('/api/account/profile', cookie)).statusCode).toBe(401);
    expect(await sessionStatus(bystander.cookie)).toBe(200);
  });

  it('is refused from another site', async () => {
    const { cookie } = await signIn(t.app);
    const response = await post('/api/account/sign-out-everywhere', cookie, {}, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await sessionStatus(cookie)).toBe(200);
  });
});

describe('deleting the account', () => {
  const deleteAs = (cookie: string, email: string) => post('/api/account/delete', cookie, { email });

  it('needs the account’s own e-mail typed to confirm, and changes nothing otherwise', async () => {
    const { user, cookie } = await signIn(t.app, { name: 'Meena Pillai' });
    for (const typed of ['someone.else@example.com', `${user.email}x`]) {
      const response = await deleteAs(cookie, typed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalid-input', message: WRONG_CONFIRMATION, reason: 'wrong-confirmation' });
    }
    expect((await deleteAs(cookie, '')).statusCode).toBe(400);
    expect(await sessionStatus(cookie)).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Meena Pillai', email: user.email, deletedAt: null });
  });

  it('ends every session, erases the personal fields and keeps payments and the audit log', async () => {
    const { user, cookie } = await signIn(t.app, { name: 'Rahul Menon' });
    const second = cookieOf((await openSession(t.app.db, user.id, 3600)).token);
    await t.app.db
      .update(users)
      .set({ image: 'https://lh3.googleusercontent.com/a/rahul', phone: '+919876543210', targetExam: 'GATE CS', targetYear: thisYear })
      .where(eq(users.id, user.id));
    const payment = await recordPaidEnrolment(user.id);
    await t.app.db
      .insert(auditLog)
      .values({ action: 'access.grant', entity: 'enrolment', entityId: `${user.id}:${paidSeries}`, detail: { reason: 'campus drive' } });

    const response = await deleteAs(cookie, `  ${user.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));

    // the old cookies open nothing
    expect(await sessionStatus(cookie)).toBe(401);
    expect(await sessionStatus(second)).toBe(401);
    expect((await get('/api/account/profile', cookie)).statusCode).toBe(401);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: 'Deleted learner',
      email: `deleted-${user.id}@deleted.invalid`,
      googleSubject: `deleted:${user.id}`,
      image: null,
      phone: null,
      targetExam: null,
      targetYear: null,
      role: 'learner',
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);

    // the payment stays, for the receipt the law requires
    const kept = await t.app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(kept.map((p) => p.id)).toEqual([payment.id]);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'account.delete', entity: 'user', entityId: user.id, detail: { role: 'learner', sessionsEnded: 2, paymentsKept: 1 } }),
    ]);
    const grants = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${user.id}:${paidSeries}`));
    expect(grants).toHaveLength(1);
    // the entry names who left as they were, read before the erasing; its detail holds nothing personal
    expect(audit[0]).toMatchObject({ actorName: 'Rahul Menon', actorEmail: user.email, subjectName: 'Rahul Menon', subjectEmail: user.email });
    expect(JSON.stringify(audit[0]!.detail)).not.toContain(user.email);

    // the receipt kept for the admin names the anonymous account, not the person
    const master = await signIn(t.app, { role: 'master' });
    const pdf = await get(`/api/admin/payments/${payment.id}/receipt`, master.cookie);
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(payment.receiptNumber);
    expect(flat).toContain('Deleted learner');
    expect(flat).not.toContain('Rahul Menon');
    expect(flat).not.toContain(user.email);
  });

  it('lets the same Google account sign in again as a fresh account', async () => {
    const profile = { subject: `google-${Date.now()}`, email: `again.${Date.now()}@example.com`, name: 'Tara Singh', picture: null };
    const first = await upsertGoogleUser(t.app.db, profile);
    const cookie = cookieOf((await openSession(t.app.db, first.id, 3600)).token);
    expect((await deleteAs(cookie, profile.email)).statusCode).toBe(200);
    const second = await upsertGoogleUser(t.app.db, profile);
    expect(second.id).not.toBe(first.id);
    const [fresh] = await t.app.db.select().from(users).where(eq(users.id, second.id));
    expect(fresh).toMatchObject({ name: 'Tara Singh', email: profile.email, deletedAt: null });
  });

  it('refuses staff with 409 and changes nothing, until a god has taken the role away', async () => {
    const god = await signIn(t.app, { role: 'god' });
    for (const role of ['creator', 'master', 'god'] as const) {
      const staff = await signIn(t.app, { role, name: `Staff ${role}` });
      const refused = await deleteAs(staff.cookie, staff.user.email);
      expect(refused.statusCode, role).toBe(409);
      expect(refused.json()).toEqual({ success: false, code: 'staff-account', message: STAFF_CANNOT_DELETE });
      expect(await sessionStatus(staff.cookie)).toBe(200);
      const [still] = await t.app.db.select().from(users).where(eq(users.id, staff.user.id));
      expect(still).toMatchObject({ role, name: `Staff ${role}`, email: staff.user.email, deletedAt: null });
      expect(await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, staff.user.id))).toEqual([]);

      // a god (another: nobody changes their own role) makes them a learner; then they may go
      const demoted = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${staff.user.id}/role`,
        headers: { cookie: god.cookie, origin: SITE },
        payload: { role: 'learner' },
      });
      expect(demoted.statusCode).toBe(200);
      expect((await deleteAs(staff.cookie, staff.user.email)).statusCode).toBe(200);
      const [gone] = await t.app.db.select().from(users).where(eq(users.id, staff.user.id));
      expect(gone).toMatchObject({ role: 'learner', name: 'Deleted learner' });
    }
    // the refusal holds for the last god too, whose account would otherwise leave the admin area without one
    expect((await deleteAs(god.cookie, god.user.email)).json().code).toBe('staff-account');
  });
});
