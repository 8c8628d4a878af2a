// AI question generation (issue 11, docs/decisions/015-ai-generation.md): the admin asks the
// configured model for draft questions; a job runs in the background and the page polls it.
import { z } from 'zod';
import { questionDuplicate } from './duplicates.ts';
import { route } from './contract.ts';
import { reviewStates } from '../review-states.ts';
import { contentStatus, difficulty, idParams, section } from './admin-content.ts';
import { natRange } from './admin-questions.ts';
import { questionType } from './exam.ts';

export const GENERATION_MAX = 50;

export const generationRequest = z.object({
  exam: z.string().trim().min(1, 'Name the exam.').max(60),
  section,
  topic: z.string().trim().min(1, 'Name the topic.').max(100),
  difficulty,
  marks: z.union([z.literal(1), z.literal(2)]),
  /** the kind of question to write: MCQ (one right option), MSQ (one or more) or NAT (a number) */
  type: questionType.default('MCQ'),
  count: z.coerce
    .number({ error: 'Between 1 and 50.' })
    .int('A whole number.')
    .min(1, 'At least 1.')
    .max(GENERATION_MAX, `At most ${GENERATION_MAX} at a time.`),
  /** a syllabus extract or a passage the questions should be drawn from */
  sourceNotes: z.string().trim().max(20_000).optional(),
});
export type GenerationRequest = z.infer<typeof generationRequest>;
export type GenerationRequestFields = z.input<typeof generationRequest>;

export const generationStatus = z.enum(['running', 'completed', 'failed', 'cancelled']);
export type GenerationStatus = z.infer<typeof generationStatus>;

export const generationRejection = z.object({
  kind: z.enum(['question', 'batch']),
  count: z.number(),
  reason: z.string(),
  // the model's question as it came, with its type's key as the model gave it (a job's rows before MSQ and NAT have only correctIndex)
  question: z
    .object({
      text: z.string(),
      options: z.array(z.string()),
      correctIndex: z.number().nullable().optional(),
      correctIndexes: z.array(z.number()).nullable().optional(),
      answer: z.string().nullable().optional(),
      explanation: z.string(),
    })
    .nullable(),
});
export type GenerationRejection = z.infer<typeof generationRejection>;

/** An accepted question as it stands in the bank now (a reviewer may have edited or published it since). */
export const generatedQuestion = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.string()),
  // the key as the bank keeps it: only the type's own field is set
  type: questionType,
  correctIndex: z.number().nullable(),
  correctIndexes: z.array(z.number()).nullable(),
  natRange: natRange.nullable(),
  explanation: z.string(),
  status: contentStatus,
  reviewState: z.enum(reviewStates),
  /** the bank's questions it duplicates or nearly does, worked out when the job is read (shared/api/duplicates.ts) */
  duplicates: z.array(questionDuplicate),
});
export type GeneratedQuestion = z.infer<typeof generatedQuestion>;

export const generationJobSummary = z.object({
  id: z.string(),
  exam: z.string(),
  section,
  topic: z.string(),
  difficulty,
  marks: z.number(),
  type: questionType,
  count: z.number(),
  model: z.string().nullable(),
  status: generationStatus,
  batchesDone: z.number(),
  batchesTotal: z.number(),
  accepted: z.number(),
  rejected: z.number(),
  error: z.string().nullable(),
  retryOf: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GenerationJobSummary = z.infer<typeof generationJobSummary>;

export const generationJob = generationJobSummary.extend({
  sourceNotes: z.string().nullable(),
  acceptedQuestions: z.array(generatedQuestion),
  rejections: z.array(generationRejection),
  /** the duplicates check's bounds were reached: near duplicates were not looked for, and this says so */
  duplicatesNotChecked: z.string().optional(),
});
export type GenerationJob = z.infer<typeof generationJob>;

export const generationJobResponse = z.object({ success: z.literal(true), job: generationJob });
export const generationJobListResponse = z.object({ success: z.literal(true), jobs: z.array(generationJobSummary) });

/** Whether a model is configured, and if not, how to configure one (the page shows `howTo` as it is). */
export const generationSettingsResponse = z.object({
  success: z.literal(true),
  configured: z.boolean(),
  /** the development stand-in under /dev/llm answers instead of a real model */
  local: z.boolean(),
  model: z.string().nullable(),
  howTo: z.string(),
});
export type GenerationSettings = z.infer<typeof generationSettingsResponse>;

/** The page's and the 503's wording when no model is configured. */
export const LLM_NOT_CONFIGURED =
  'No language model is configured. Set LLM_BASE_URL to an OpenAI-compatible chat-completions endpoint, LLM_API_KEY to its key and LLM_MODEL to the model, then restart the server, ' +
  'for example: LLM_BASE_URL=https://api.openai.com/v1 LLM_API_KEY=sk-... LLM_MODEL=gpt-4o-mini';

/** AI question generation (src/server/features/admin/generation/routes.ts). */
export const generationApi = {
  settings: route('GET', '/api/admin/generation/settings', { response: { 200: generationSettingsResponse } }),
  jobs: route('GET', '/api/admin/generation/jobs', { response: { 200: generationJobListResponse } }),
  start: route('POST', '/api/admin/generation/jobs', { body: generationRequest, response: { 200: generationJobResponse } }),
  job: route('GET', '/api/admin/generation/jobs/:id', { params: idParams, response: { 200: generationJobResponse } }),
  cancel: route('POST', '/api/admin/generation/jobs/:id/cancel', { params: idParams, response: { 200: generationJobResponse } }),
  regenerate: route('POST', '/api/admin/generation/jobs/:id/regenerate', { params: idParams, response: { 200: generationJobResponse } }),
};
