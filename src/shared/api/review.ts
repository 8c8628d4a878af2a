// The review queue: drafts waiting for a master (generated, imported or written by hand), one at a
// time, approved (published) or rejected (archived, with a reason kept in the audit log).
import { z } from 'zod';
import { route } from './contract.ts';
import { idParams } from './admin-content.ts';
import { adminQuestion, adminQuestionResponse, questionSource } from './admin-questions.ts';

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

/** The review queue (src/server/features/admin/review/routes.ts). */
export const reviewApi = {
  queue: route('GET', '/api/admin/review', { querystring: reviewQueueQuery, response: { 200: reviewQueueResponse } }),
  approve: route('POST', '/api/admin/review/:id/approve', { params: idParams, response: { 200: adminQuestionResponse } }),
  reject: route('POST', '/api/admin/review/:id/reject', { params: idParams, body: rejectInput, response: { 200: adminQuestionResponse } }),
};
