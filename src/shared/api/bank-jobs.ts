// The question bank's background jobs (issue 27, point 7): a large import or export runs on the
// server as a job with progress, a cancel and a result page, not inside one request. The import page
// creates an import job from a checked file (POST /api/admin/questions/import), the bank's Export
// dialog an export job (POST /api/admin/questions/export-jobs); this API reads the jobs, cancels one,
// serves a finished export's file, and clears what a stopped import left behind.
import { z } from 'zod';
import { route } from './contract.ts';
import { importFormats, importPreviewRequest } from './question-import.ts';
import { exportFormats, exportRequest } from './question-export.ts';
import { questionDuplicate } from './duplicates.ts';

export const bankJobKinds = ['import', 'export', 'hindi'] as const;
export const bankJobStatuses = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type BankJobStatusName = (typeof bankJobStatuses)[number];

/** Still to finish: the page polls the job while it is in one of these. */
export const isJobOpen = (status: BankJobStatusName) => status === 'queued' || status === 'running';

/** The import page's "Import": the same body as its dry run, and the file's name to show on the job. */
export const importJobRequest = importPreviewRequest.extend({
  fileName: z.string().trim().max(200).optional(),
});
export type ImportJobRequest = z.infer<typeof importJobRequest>;

/** How many of an import's questions with duplicates in the bank its view lists (all of them are counted). */
export const IMPORT_NEAR_DUPLICATES_SHOWN = 100;

export const importedNearDuplicate = z.object({
  /** the imported question */
  questionId: z.string(),
  excerpt: z.string(),
  /** the bank's questions it duplicates or nearly does, the closest first */
  matches: z.array(questionDuplicate),
});
export type ImportedNearDuplicate = z.infer<typeof importedNearDuplicate>;

export const importJobDetails = z.object({
  format: z.enum(importFormats),
  /** the file's name, or null for pasted text */
  fileName: z.string().nullable(),
  exam: z.string().nullable(),
  /** questions of the file the dry run left out: a kind that cannot be imported, or an error */
  skipped: z.number().int(),
  errors: z.number().int(),
  /** questions written as drafts so far (all of them once the job completed) */
  imported: z.number().int(),
  needsReview: z.number().int(),
  /** of the questions it wrote, how many are still drafts in the bank (what "Delete these drafts" would delete) */
  draftsLeft: z.number().int(),
  /**
   * once the job completed: its questions that duplicate or nearly duplicate a question of the bank,
   * looked for among all of them (the dry run's check stops at its bounds); null before
   */
  duplicates: z
    .object({
      count: z.number().int(),
      shown: z.array(importedNearDuplicate),
      /** the job's own check reached its time limit: whose near duplicates were not looked for */
      notChecked: z.string().optional(),
    })
    .nullable(),
});
export type ImportJobDetails = z.infer<typeof importJobDetails>;

/** How many of an export's left-out questions a job's view lists (all of them are counted). */
export const LEFT_OUT_SHOWN = 100;

export const exportJobDetails = z.object({
  format: z.enum(exportFormats),
  /** the file, once written (GET /api/admin/bank-jobs/:id/file) */
  fileName: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** once written: questions in the file, and those the format cannot hold (the first LEFT_OUT_SHOWN of them) and why */
  exported: z.number().int().nullable(),
  leftOut: z.array(z.object({ id: z.string(), reason: z.string() })),
  leftOutCount: z.number().int(),
  /** what the format left out of the questions it holds (figures, tags, marks) */
  notes: z.array(z.string()),
});
export type ExportJobDetails = z.infer<typeof exportJobDetails>;

/** What a Hindi-versions job (docs/decisions/034) left once it stopped: proposals for review, and the questions the model failed on. */
export const hindiJobDetails = z.object({
  /** proposals written; null while the job runs */
  proposed: z.number().int().nullable(),
  /** the first LEFT_OUT_SHOWN questions without a proposal, and why */
  failed: z.array(z.object({ id: z.string(), reason: z.string() })),
  failedCount: z.number().int(),
});
export type HindiJobDetails = z.infer<typeof hindiJobDetails>;

export const bankJob = z.object({
  id: z.string(),
  kind: z.enum(bankJobKinds),
  status: z.enum(bankJobStatuses),
  /** items done of the total: questions written (an import) or read (an export) */
  done: z.number().int(),
  total: z.number().int(),
  cancelRequested: z.boolean(),
  /** why it failed, in words for the person who started it */
  error: z.string().nullable(),
  /** who started it; null once their account is gone */
  author: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  import: importJobDetails.nullable(),
  export: exportJobDetails.nullable(),
  hindi: hindiJobDetails.nullable(),
});
export type BankJob = z.infer<typeof bankJob>;

export const bankJobResponse = z.object({ success: z.literal(true), job: bankJob });
export const bankJobListResponse = z.object({ success: z.literal(true), jobs: z.array(bankJob) });
export const deletedDraftsResponse = z.object({
  success: z.literal(true),
  /** drafts deleted */
  deleted: z.number().int(),
  /** questions of the import kept: published, submitted or placed in a paper since */
  kept: z.number().int(),
  job: bankJob,
});
export type DeletedDrafts = z.infer<typeof deletedDraftsResponse>;

/** How many jobs the list shows: the most recent. */
export const RECENT_JOBS = 20;

const idParams = z.object({ id: z.uuid() });

/** The bank's jobs (src/server/features/admin/bank-jobs/routes.ts); creators see their own, masters everyone's. */
export const bankJobsApi = {
  // served by the question import (it holds the dry run's reader): the file is checked again and its
  // usable questions become the job's plan; nothing is written until the job runs
  startImport: route('POST', '/api/admin/questions/import', { body: importJobRequest, response: { 200: bankJobResponse } }),
  list: route('GET', '/api/admin/bank-jobs', { response: { 200: bankJobListResponse } }),
  job: route('GET', '/api/admin/bank-jobs/:id', { params: idParams, response: { 200: bankJobResponse } }),
  cancel: route('POST', '/api/admin/bank-jobs/:id/cancel', { params: idParams, response: { 200: bankJobResponse } }),
  deleteDrafts: route('POST', '/api/admin/bank-jobs/:id/delete-drafts', { params: idParams, response: { 200: deletedDraftsResponse } }),
  // served by the question export: the selection is resolved now to the ids it matches, which the job writes
  startExport: route('POST', '/api/admin/questions/export-jobs', { body: exportRequest, response: { 200: bankJobResponse } }),
  /** a completed export's file, as an attachment; 404 until then */
  file: route('GET', '/api/admin/bank-jobs/:id/file', { params: idParams }),
};
