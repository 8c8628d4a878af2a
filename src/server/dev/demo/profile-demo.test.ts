// The demo content fills /userdetail: Aarav has a phone, a target exam and year and two paid
// receipts; Priya only an exam and a failed order; the other learners start empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { findUserByEmail, openSession } from '../../features/accounts/service.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';
import { normaliseIndianPhone } from '../../../shared/phone.ts';
import { loadDemoContent } from './load.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoContent(t.app.db)).toBe(true);
});
afterAll(() => t.close());

async function get(email: string, url: string) {
  const user = await findUserByEmail(t.app.db, email);
  const session = await openSession(t.app.db, user!.id, 3600);
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(t.app.signCookie(session.token))}` } });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

describe('demo profiles', () => {
  it('give Aarav a filled profile, in the stored forms, with receipts for his payments', async () => {
    const profile = await get('aarav.sharma@example.com', '/api/account/profile');
    expect(profile).toMatchObject({ name: 'Aarav Sharma', phone: '+919876543210', targetExam: 'GATE CS' });
    expect(normaliseIndianPhone(profile.phone)).toEqual({ ok: true, phone: profile.phone });
    expect(profile.exams).toContain(profile.targetExam);
    expect(profile.years).toContain(profile.targetYear);
    const { payments } = await get('aarav.sharma@example.com', '/api/account/payments');
    expect(payments).toHaveLength(2);
    expect(payments.every((payment: { hasReceipt: boolean }) => payment.hasReceipt)).toBe(true);
  });

  it('leave Priya an exam without a phone and a failed order, and Ananya nothing at all', async () => {
    const priya = await get('priya.iyer@example.com', '/api/account/profile');
    expect(priya).toMatchObject({ phone: null, targetExam: 'UGC NET' });
    expect(priya.exams).toContain('UGC NET');
    expect((await get('priya.iyer@example.com', '/api/account/payments')).payments).toEqual([expect.objectContaining({ status: 'failed', hasReceipt: false })]);
    expect(await get('ananya.reddy@example.com', '/api/account/profile')).toMatchObject({ phone: null, targetExam: null, targetYear: null });
    expect((await get('ananya.reddy@example.com', '/api/account/payments')).payments).toEqual([]);
  });
});
