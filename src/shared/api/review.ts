// The review conversation (shared/review-states.ts): a draft submitted for review waits in the queue
// for a master, who approves it (published), rejects it with a reason (archived) or asks for changes
// with a comment; its author and masters reply. Every step is a comment of the question's thread.
import { z } from 'zod';
import { route } from './contract.ts';
import { author, idParams } from './admin-content.ts';
import { adminQuestion, adminQuestionResponse, questionSource } from './admin-questions.ts';
import { IMPORT_MAX_QUESTIONS } from './question-import.ts';
import { reviewStates, reviewSteps } from '../review-states.ts';

export const reviewQueueQuery = z.object({
  source: questionSource.optional(),
  /** only the drafts an import or the generator flagged for a closer look */
  needsReview: z.enum(['true', 'false']).optional(),
  exam: z.string().trim().max(60).optional(),
  topic: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuery>;

/** What waits, whatever the filters: the counters beside the queue. */
export const reviewCounts = z.object({
  waiting: z.number(),
  bySource: z.record(questionSource, z.number()),
  needsReview: z.number(),
});
export type ReviewCounts = z.infer<typeof reviewCounts>;

/** AI-generated drafts first, then the rest; oldest first within each. */
export const reviewQueueResponse = z.object({
  success: z.literal(true),
  questions: z.array(adminQuestion),
  page: z.number(),
  pageSize: z.number(),
  /** how many drafts match the filters */
  total: z.number(),
  counts: reviewCounts,
});
export type ReviewQueue = z.infer<typeof reviewQueueResponse>;

/** The reasons a reviewer picks most often; any other text of 3 to 500 characters is fine too. */
export const commonRejectReasons = ['Wrong answer key', 'Ambiguous question', 'Duplicate', 'Off syllabus'] as const;

export const rejectInput = z.object({
  reason: z.string().trim().min(3, 'Say why, in at least 3 characters.').max(500, 'At most 500 characters.'),
});
export type RejectInput = z.infer<typeof rejectInput>;

export const COMMENT_MAX = 2000;

/** Submitting: an optional note for the reviewer ('I was not sure of the key'). */
export const submitInput = z.object({ note: z.string().trim().max(COMMENT_MAX, `At most ${COMMENT_MAX} characters.`).default('') });

/** What the author should change: required, like a rejection's reason. */
export const requestChangesInput = z.object({
  comment: z.string().trim().min(3, 'Say what to change, in at least 3 characters.').max(COMMENT_MAX, `At most ${COMMENT_MAX} characters.`),
});

export const replyInput = z.object({
  body: z.string().trim().min(1, 'Write a reply first.').max(COMMENT_MAX, `At most ${COMMENT_MAX} characters.`),
});

/** A batch reaches the queue in one request: the questions by id, or everything one import wrote. */
export const submitManyInput = z
  .object({
    ids: z.array(z.uuid()).min(1).max(IMPORT_MAX_QUESTIONS).optional(),
    importBatchId: z.uuid().optional(),
  })
  .refine((input) => (input.ids === undefined) !== (input.importBatchId === undefined), {
    message: 'Name the questions (ids) or the import (importBatchId), not both.',
  });
export type SubmitManyInput = z.infer<typeof submitManyInput>;

export const submitManyResponse = z.object({
  success: z.literal(true),
  /** how many were submitted now */
  submitted: z.number(),
  /** already waiting, or past review: left as they were */
  skipped: z.number(),
});

export const reviewComment = z.object({
  id: z.string(),
  kind: z.enum(reviewSteps),
  /** null when the account is gone */
  author: author.nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ReviewComment = z.infer<typeof reviewComment>;

/** The question's thread, oldest first, with the state it is in now. */
export const reviewThreadResponse = z.object({
  success: z.literal(true),
  reviewState: z.enum(reviewStates),
  comments: z.array(reviewComment),
});
export type ReviewThread = z.infer<typeof reviewThreadResponse>;

/** The review queue and each question's thread (src/server/features/admin/review/routes.ts). */
export const reviewApi = {
  queue: route('GET', '/api/admin/review', { querystring: reviewQueueQuery, response: { 200: reviewQueueResponse } }),
  thread: route('GET', '/api/admin/review/:id/thread', { params: idParams, response: { 200: reviewThreadResponse } }),
  submit: route('POST', '/api/admin/review/:id/submit', { params: idParams, body: submitInput, response: { 200: adminQuestionResponse } }),
  submitMany: route('POST', '/api/admin/review/submit', { body: submitManyInput, response: { 200: submitManyResponse } }),
  approve: route('POST', '/api/admin/review/:id/approve', { params: idParams, response: { 200: adminQuestionResponse } }),
  reject: route('POST', '/api/admin/review/:id/reject', { params: idParams, body: rejectInput, response: { 200: adminQuestionResponse } }),
  requestChanges: route('POST', '/api/admin/review/:id/request-changes', {
    params: idParams,
    body: requestChangesInput,
    response: { 200: adminQuestionResponse },
  }),
  reply: route('POST', '/api/admin/review/:id/reply', { params: idParams, body: replyInput, response: { 200: reviewThreadResponse } }),
};
