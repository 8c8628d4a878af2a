// The admin area's people and weekly-winners API: learners with their e-mails, enrolments,
// attempts and payments. Only /api/admin answers carry a learner's e-mail.
import { z } from 'zod';
import { route } from './contract.ts';
import { roles } from '../roles.ts';
import { adminPaymentRow } from './admin-payments.ts';

export const PEOPLE_PAGE_SIZE = 25;

export const peopleQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PeopleQuery = z.infer<typeof peopleQuery>;

export const personRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type PersonRow = z.infer<typeof personRow>;

export const peopleListResponse = z.object({
  success: z.literal(true),
  people: z.array(personRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PeopleList = z.infer<typeof peopleListResponse>;

export const enrolmentSources = ['free', 'paid', 'prize', 'admin'] as const;

export const personEnrolment = z.object({
  seriesId: z.string(),
  seriesTitle: z.string(),
  source: z.enum(enrolmentSources),
  createdAt: z.string(),
  paymentId: z.string().nullable(),
});
export type PersonEnrolment = z.infer<typeof personEnrolment>;

export const personAttempt = z.object({
  id: z.string(),
  kind: z.enum(['test', 'quiz']),
  title: z.string(),
  /** null while the attempt is still open */
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type PersonAttempt = z.infer<typeof personAttempt>;

export const personDetailResponse = z.object({
  success: z.literal(true),
  person: personRow,
  enrolments: z.array(personEnrolment),
  attempts: z.array(personAttempt),
  payments: z.array(adminPaymentRow),
});
export type PersonDetail = z.infer<typeof personDetailResponse>;

export const userParams = z.object({ id: z.uuid() });
export const userSeriesParams = z.object({ id: z.uuid(), seriesId: z.uuid() });

/** Grant or revoke access by hand: the reason goes into the audit log. */
export const accessChange = z.object({
  reason: z.string().trim().min(3, 'Say why, in a few words (at least 3 characters).').max(500, 'Keep the reason under 500 characters.'),
});
export const accessGrant = accessChange.extend({ seriesId: z.uuid('Choose a test series.') });
export type AccessGrant = z.infer<typeof accessGrant>;

export const accessResponse = z.object({ success: z.literal(true), enrolments: z.array(personEnrolment) });

// ---- weekly winners

export const adminWinner = z.object({
  quizId: z.string(),
  quizTitle: z.string(),
  exam: z.string(),
  closesAt: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  announcedAt: z.string(),
  /** 'closing': rank 1 when the quiz closed; 'regrade': rank 1 after a regrade changed who was first (the closing winner keeps their prize) */
  reason: z.enum(['closing', 'regrade']),
  /** the regrade that made a 'regrade' winner rank 1: when, and why it was made */
  regrade: z.object({ id: z.string(), at: z.string(), reason: z.string() }).nullable(),
  /** the series given as the prize; null when the quiz had none (or it was deleted) */
  prize: z
    .object({
      seriesId: z.string(),
      seriesTitle: z.string(),
      /** the learner's enrolment in it: its source (a prize, or what they had before) and date */
      enrolment: z.object({ source: z.enum(enrolmentSources), createdAt: z.string() }).nullable(),
    })
    .nullable(),
});
export type AdminWinner = z.infer<typeof adminWinner>;

export const winnersResponse = z.object({ success: z.literal(true), winners: z.array(adminWinner) });

/** People and the weekly winners (src/server/features/admin/{people,winners}/routes.ts). */
export const adminPeopleApi = {
  list: route('GET', '/api/admin/users', { querystring: peopleQuery, response: { 200: peopleListResponse } }),
  person: route('GET', '/api/admin/users/:id', { params: userParams, response: { 200: personDetailResponse } }),
  grant: route('POST', '/api/admin/users/:id/enrolments', { params: userParams, body: accessGrant, response: { 200: accessResponse } }),
  revoke: route('POST', '/api/admin/users/:id/enrolments/:seriesId/revoke', {
    params: userSeriesParams,
    body: accessChange,
    response: { 200: accessResponse },
  }),
  winners: route('GET', '/api/admin/winners', { response: { 200: winnersResponse } }),
};
