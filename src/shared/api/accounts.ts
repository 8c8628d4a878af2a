// Sign-in state as the browser reads it. Sign-in itself is a navigation (GET /api/auth/google and its
// callback answer redirects), so only the session and logout answer JSON.
import { z } from 'zod';
import { route } from './contract.ts';
import { roles } from '../roles.ts';

/** GET /api/auth/session: who is signed in; 401 when nobody is. */
export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(roles),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** POST /api/auth/logout: succeeds even without a session, so a stale tab can always sign out. */
export const logoutResponse = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponse>;

// ---- the learner's own account (/userdetail): profile, payments, their data, and leaving

/** Where a deleted account's e-mail points: the reserved .invalid domain, which no mail can reach. */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';
export const DELETED_NAME = 'Deleted learner';

/** GET /api/account/profile (and the answer to saving it): the learner, and what the form may offer. */
export const profileResponse = z.object({
  id: z.string(),
  // from the Google account, refreshed at every sign-in: shown, never edited here
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  /** stored as +91 and ten digits, or null */
  phone: z.string().nullable(),
  targetExam: z.string().nullable(),
  targetYear: z.number().int().nullable(),
  role: z.enum(roles),
  createdAt: z.string(),
  /** the exams of published test series and weekly quizzes, plus the learner's own when it left the list */
  exams: z.array(z.string()),
  /** this year (India time) and the next few */
  years: z.array(z.number().int()),
});
export type Profile = z.infer<typeof profileResponse>;

/**
 * POST /api/account/profile: the whole editable part. The phone goes as typed ('098765-43210') and
 * is stored normalised; '' clears it. A bad field is a 400 with a message and nothing is saved.
 */
export const profileUpdateBody = z.object({
  phone: z.string().max(40),
  targetExam: z.string().trim().max(60).nullable(),
  targetYear: z.number().int().min(1900).max(3000).nullable(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateBody>;

/** GET /api/account/payments: every order the learner started, newest first; paid ones have a receipt. */
export const accountPayment = z.object({
  id: z.string(),
  seriesId: z.string(),
  seriesTitle: z.string(),
  receiptNumber: z.string(),
  amountPaise: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** GET /api/testseries/receipt/:userId/:seriesId gives this payment's receipt */
  hasReceipt: z.boolean(),
});
export type AccountPayment = z.infer<typeof accountPayment>;
export const accountPaymentsResponse = z.object({ payments: z.array(accountPayment) });
export type AccountPaymentsResponse = z.infer<typeof accountPaymentsResponse>;

/** POST /api/account/sign-out-everywhere: every session of the learner ends, this one too. */
export const signOutEverywhereResponse = z.object({ success: z.literal(true), sessionsEnded: z.number().int() });
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponse>;

/** POST /api/account/delete: the learner types their e-mail to confirm. */
export const deleteAccountBody = z.object({ email: z.string().trim().min(1, 'Type your e-mail address to confirm.').max(320) });
export const deleteAccountResponse = z.object({ success: z.literal(true) });

/**
 * POST /api/account/language: the language the switch chose, kept on the account for another device
 * (decision 045). Anyone may send it, as anyone may sign out: signed out, nothing is kept.
 */
export const languageBody = z.object({ language: z.enum(['en', 'hi']) }).strict();
export const languageResponse = z.object({ success: z.literal(true), kept: z.boolean() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;

// Recorded data goes out as it was stored: an attempt's answers and analysis, an audit entry's
// detail. Typing them here would drop fields that older rows carry.
const recorded = z.unknown();

/** GET /api/account/export: everything stored about the learner, as a JSON attachment. */
export const accountExport = z.object({
  format: z.literal('prepverse-account-export/1'),
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    phone: z.string().nullable(),
    targetExam: z.string().nullable(),
    targetYear: z.number().nullable(),
    role: z.enum(roles),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastSignInAt: z.string().nullable(),
  }),
  // never the token's hash: it is what identifies the session to the server
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
      userAgent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  enrolments: z.array(z.object({ seriesId: z.string(), seriesTitle: z.string(), source: z.string(), paymentId: z.string().nullable(), createdAt: z.string() })),
  payments: z.array(
    z.object({
      id: z.string(),
      seriesId: z.string(),
      seriesTitle: z.string(),
      receiptNumber: z.string(),
      razorpayOrderId: z.string().nullable(),
      razorpayPaymentId: z.string().nullable(),
      originalPricePaise: z.number(),
      discountPercent: z.number(),
      amountPaise: z.number(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  attempts: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['test', 'quiz']),
      testId: z.string().nullable(),
      quizId: z.string().nullable(),
      title: z.string(),
      startedAt: z.string(),
      deadline: z.string(),
      submittedAt: z.string().nullable(),
      endedBy: z.string().nullable(),
      score: z.number().nullable(),
      answers: recorded,
      analysis: recorded,
    }),
  ),
  ratings: z.array(z.object({ seriesId: z.string(), seriesTitle: z.string(), stars: z.number(), createdAt: z.string(), updatedAt: z.string() })),
  notificationReads: z.array(z.object({ notificationId: z.string(), title: z.string(), readAt: z.string() })),
  weeklyQuizWins: z.array(z.object({ quizId: z.string(), quizTitle: z.string(), prizeSeriesId: z.string().nullable(), announcedAt: z.string() })),
  /** the questions they reported from their results, and what came of each (never who resolved it) */
  questionReports: z.array(
    z.object({
      questionId: z.string(),
      attemptId: z.string().nullable(),
      questionVersion: z.number().nullable(),
      reason: z.string(),
      note: z.string(),
      status: z.string(),
      resolution: z.string().nullable(),
      response: z.string().nullable(),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
    }),
  ),
  /** their own notices: a regrade, a report's answer, a prize */
  notices: z.array(
    z.object({ id: z.string(), kind: z.string(), title: z.string(), body: z.string(), link: z.string().nullable(), createdAt: z.string(), read: z.boolean() }),
  ),
  /** entries about the learner (their account, enrolments and payments), and what they did as an admin */
  audit: z.array(
    z.object({
      action: z.string(),
      entity: z.string(),
      entityId: z.string().nullable(),
      byYou: z.boolean(),
      detail: recorded,
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;

/** Sign-in and the learner's own account (src/server/features/accounts). */
export const accountApi = {
  googleSignIn: route('GET', '/api/auth/google', { querystring: z.object({ redirect: z.string().max(2000).optional() }) }),
  googleCallback: route('GET', '/api/auth/google/callback', {}),
  session: route('GET', '/api/auth/session', { response: { 200: sessionUser } }),
  logout: route('POST', '/api/auth/logout', { response: { 200: logoutResponse } }),
  profile: route('GET', '/api/account/profile', { response: { 200: profileResponse } }),
  profileUpdate: route('POST', '/api/account/profile', { body: profileUpdateBody, response: { 200: profileResponse } }),
  payments: route('GET', '/api/account/payments', { response: { 200: accountPaymentsResponse } }),
  export: route('GET', '/api/account/export', { response: { 200: accountExport } }),
  signOutEverywhere: route('POST', '/api/account/sign-out-everywhere', { response: { 200: signOutEverywhereResponse } }),
  delete: route('POST', '/api/account/delete', { body: deleteAccountBody, response: { 200: deleteAccountResponse } }),
  language: route('POST', '/api/account/language', { body: languageBody, response: { 200: languageResponse } }),
};
