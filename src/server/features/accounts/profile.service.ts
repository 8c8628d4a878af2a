// The learner's own account (/userdetail): the profile they may edit, their payments, every session
// ending at once, and deleting the account. The data export is in export.service.ts.
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import { DELETED_EMAIL_DOMAIN, DELETED_NAME, type AccountPayment, type Profile, type ProfileUpdate } from '../../../shared/api/accounts.ts';
import type { ErrorDetails } from '../../../shared/api/errors.ts';
import { normaliseIndianPhone, type PhoneProblem } from '../../../shared/phone.ts';
import { isAdminRole } from '../../../shared/roles.ts';
import { recordAudit } from '../audit/service.ts';
import { findSeriesMany, listKnownExams } from '../catalogue/service.ts';
import { listEnrolments } from '../enrolments/service.ts';
import { listPayments } from '../payments/service.ts';
import * as profiles from './profile.repository.ts';
import { findUser, type UserRow } from './repository.ts';
import { announceSessionChange } from './session-cache.ts';

/** How many years past this one a learner may aim for. */
export const YEARS_AHEAD = 4;
/** Enough for anyone's order history; the page lists them all. */
const PAYMENTS_LISTED = 500;

export const ACCOUNT_GONE = 'This account no longer exists.';
export const WRONG_CONFIRMATION = 'That is not the e-mail address of this account. Type it exactly as shown to confirm.';
export const STAFF_CANNOT_DELETE = 'Staff accounts cannot be deleted: a god must first take the role away.';

const indiaYear = (now: number) => Number(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date(now)));

/** This year (India time) and the next few: the years a learner may prepare for. */
export function targetYears(now: number): number[] {
  const first = indiaYear(now);
  return Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => first + i);
}

/** The exams on offer, with the learner's own choice kept even after its last series was unpublished. */
async function examOptions(db: Database, current: string | null): Promise<string[]> {
  const known = await listKnownExams(db);
  if (!current || known.some((exam) => exam.toLowerCase() === current.toLowerCase())) return known;
  return [...known, current].sort((a, b) => a.localeCompare(b));
}

async function requireLiveUser(db: Database, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user || user.deletedAt) throw notFound(ACCOUNT_GONE, { reason: 'account-gone' });
  return user;
}

async function toProfile(db: Database, user: UserRow, now: number): Promise<Profile> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    phone: user.phone,
    targetExam: user.targetExam,
    targetYear: user.targetYear,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    exams: await examOptions(db, user.targetExam),
    years: targetYears(now),
  };
}

/** Why a number was refused, as the error names it for a page that words it in its own language. */
function phoneDetails(problem: PhoneProblem): ErrorDetails {
  switch (problem.reason) {
    case 'characters':
      return { reason: 'phone-characters' };
    case 'foreign':
      return { reason: 'phone-foreign' };
    case 'start':
      return { reason: 'phone-start' };
    case 'length':
      return { reason: 'phone-length', digits: problem.digits };
  }
}

/** `now` is the server's clock in epoch milliseconds (the years on offer start at its year). */
export async function readProfile(db: Database, userId: string, now: number): Promise<Profile> {
  return toProfile(db, await requireLiveUser(db, userId), now);
}

/**
 * Saves the phone, target exam and target year together, or none of them: every field is checked
 * before anything is written. A value the learner already has is always accepted, so an exam that
 * left the catalogue or a year now past does not block saving a new phone number.
 */
export async function updateProfile(db: Database, userId: string, update: ProfileUpdate, now: number): Promise<Profile> {
  const user = await requireLiveUser(db, userId);

  const phone = normaliseIndianPhone(update.phone);
  if (!phone.ok) throw badRequest(phone.message, 'invalid-input', phoneDetails(phone));

  let targetExam: string | null = null;
  if (update.targetExam) {
    const chosen = update.targetExam.toLowerCase();
    targetExam = (await examOptions(db, user.targetExam)).find((exam) => exam.toLowerCase() === chosen) ?? null;
    if (!targetExam) throw badRequest('Choose your target exam from the list.', 'invalid-input', { reason: 'exam-not-listed' });
  }

  const years = targetYears(now);
  const { targetYear } = update;
  if (targetYear !== null && targetYear !== user.targetYear && !years.includes(targetYear)) {
    const [firstYear, lastYear] = [years[0]!, years[years.length - 1]!];
    throw badRequest(`Choose a target year from ${firstYear} to ${lastYear}.`, 'invalid-input', { reason: 'year-out-of-range', firstYear, lastYear });
  }

  const saved = await profiles.updateProfile(db, userId, { phone: phone.phone, targetExam, targetYear });
  if (!saved) throw notFound(ACCOUNT_GONE, { reason: 'account-gone' });
  return toProfile(db, saved, now);
}

/** The learner's orders, newest first, with whether a receipt can be downloaded for each. */
export async function listMyPayments(db: Database, userId: string): Promise<AccountPayment[]> {
  const [{ rows }, enrolments] = await Promise.all([listPayments(db, { userId }, { offset: 0, limit: PAYMENTS_LISTED }), listEnrolments(db, userId)]);
  const series = await findSeriesMany(db, [...new Set(rows.map((row) => row.seriesId))], null);
  const titles = new Map(series.map((row) => [row.id, row.title]));
  // the receipt route finds a paid receipt through the enrolment that this payment bought
  const receipted = new Set(enrolments.filter((row) => row.source === 'paid').map((row) => row.paymentId));
  return rows.map((row) => ({
    id: row.id,
    seriesId: row.seriesId,
    seriesTitle: titles.get(row.seriesId) ?? 'Test series',
    receiptNumber: row.receiptNumber,
    amountPaise: row.amountPaise,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    hasReceipt: row.status === 'paid' && receipted.has(row.id),
  }));
}

/** Ends every session of the learner, the one making the request too. */
export async function signOutEverywhere(db: Database, userId: string): Promise<number> {
  const ended = await profiles.revokeAllSessions(db, userId);
  await announceSessionChange(db, { userId });
  return ended;
}

/**
 * Deletes the account: every session ends and the personal fields are erased, in one transaction
 * with its audit entry. Payments (and so receipts) and the audit log stay, as the law on
 * receipts requires; attempts, enrolments and ratings stay with the anonymous account, so past
 * leaderboards and averages do not change. Staff cannot delete their own account: what they did
 * is answered for under their name, so a god takes the role away first (itself audited).
 */
export async function deleteAccount(db: Database, userId: string, typedEmail: string): Promise<void> {
  await db.transaction(async (tx) => {
    // locked: a role given meanwhile waits for this, or this for it, and the check below sees it
    const user = await profiles.lockUser(tx, userId);
    if (!user || user.deletedAt) throw notFound(ACCOUNT_GONE, { reason: 'account-gone' });
    if (isAdminRole(user.role)) throw conflict(STAFF_CANNOT_DELETE, 'staff-account');
    if (typedEmail.trim().toLowerCase() !== user.email.toLowerCase()) throw badRequest(WRONG_CONFIRMATION, 'invalid-input', { reason: 'wrong-confirmation' });

    const sessionsEnded = await profiles.revokeAllSessions(tx, userId);
    await profiles.eraseUser(tx, userId, {
      name: DELETED_NAME,
      email: `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`,
      googleSubject: `deleted:${userId}`,
    });
    const { total: paymentsKept } = await listPayments(tx, { userId }, { offset: 0, limit: 1 });
    // the detail holds nothing personal; who left is the entry's own snapshot, read before the erasing
    await recordAudit(tx, {
      actorId: userId,
      actorName: user.name,
      actorEmail: user.email,
      subjectName: user.name,
      subjectEmail: user.email,
      action: 'account.delete',
      entity: 'user',
      entityId: userId,
      detail: { role: user.role, sessionsEnded, paymentsKept },
    });
  });
  await announceSessionChange(db, { userId });
}
