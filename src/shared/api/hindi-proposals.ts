// Hindi versions the model writes for selected bank questions, and their review (docs/decisions/034;
// src/server/features/admin/hindi-versions).
import { z } from 'zod';
import { route } from './contract.ts';
import { hindiVersion } from './hindi.ts';

/** The most questions one request asks Hindi versions for. */
export const HINDI_JOB_MAX = 200;

export const hindiJobRequest = z.object({ ids: z.array(z.uuid()).min(1).max(HINDI_JOB_MAX) });
/** Why a selected question is not in the job: the bank's bulk actions' rule (a creator's own drafts only), or gone. */
export const hindiLeftOutReasons = ['not-yours', 'published', 'missing'] as const;
export const hindiJobResponse = z.object({
  success: z.literal(true),
  /** null when none of the questions could be taken: no job starts */
  jobId: z.string().nullable(),
  /** the selected questions the job does not take, each with why */
  leftOut: z.array(z.object({ id: z.string(), reason: z.enum(hindiLeftOutReasons), message: z.string() })),
});
export type HindiJobStart = Omit<z.infer<typeof hindiJobResponse>, 'success'>;

const englishTexts = z.object({ text: z.string(), options: z.array(z.object({ text: z.string() })), explanation: z.string() });
export const hindiProposal = z.object({
  id: z.string(),
  questionId: z.string(),
  english: englishTexts,
  /** the Hindi the question has now, which approving replaces */
  current: hindiVersion.nullable(),
  hindi: hindiVersion,
  createdAt: z.string(),
});
export type HindiProposal = z.infer<typeof hindiProposal>;

const idParams = z.object({ id: z.uuid() });

export const hindiProposalsApi = {
  /** starts a bank job asking the model for each question's Hindi; its progress is the job's */
  start: route('POST', '/api/admin/questions/hindi-jobs', { body: hindiJobRequest, response: { 200: hindiJobResponse } }),
  list: route('GET', '/api/admin/hindi-proposals', { response: { 200: z.object({ success: z.literal(true), proposals: z.array(hindiProposal) }) } }),
  approve: route('POST', '/api/admin/hindi-proposals/:id/approve', {
    params: idParams,
    response: { 200: z.object({ success: z.literal(true), questionId: z.string(), version: z.number().int() }) },
  }),
  reject: route('POST', '/api/admin/hindi-proposals/:id/reject', { params: idParams, response: { 200: z.object({ success: z.literal(true) }) } }),
};
