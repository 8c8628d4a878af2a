// The admin question bank API (basic: text, options, key, explanation; images and previews come later).
import { z } from 'zod';
import { contentStatus, section } from './admin-content.ts';

export const questionSource = z.enum(['ai-generated', 'public', 'original']);

const optionInput = z.object({ text: z.string().trim().min(1).max(2000) });

export const questionInput = z
  .object({
    text: z.string().trim().min(1).max(10_000), // Markdown with KaTeX
    options: z.array(optionInput).min(2).max(6),
    correctIndex: z.number().int().min(0),
    explanation: z.string().max(10_000).default(''),
    section,
    marks: z.union([z.literal(1), z.literal(2)]),
    topic: z.string().trim().max(100).nullable().default(null),
    type: z.string().trim().min(1).max(20).default('MCQ'),
    source: questionSource.default('original'),
    remarks: z.string().trim().max(500).nullable().default(null),
  })
  .refine((question) => question.correctIndex < question.options.length, {
    message: 'The correct answer must be one of the options.',
    path: ['correctIndex'],
  });
export type QuestionInput = z.infer<typeof questionInput>;

export const questionListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  section: section.optional(),
  topic: z.string().trim().max(100).optional(),
  source: questionSource.optional(),
  status: contentStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

export const adminQuestion = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.object({ text: z.string() })),
  correctIndex: z.number(),
  explanation: z.string(),
  section,
  marks: z.number(),
  topic: z.string().nullable(),
  type: z.string(),
  source: questionSource,
  remarks: z.string().nullable(),
  status: contentStatus,
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

export const adminQuestionResponse = z.object({ success: z.literal(true), question: adminQuestion });
export const adminQuestionListResponse = z.object({
  success: z.literal(true),
  questions: z.array(adminQuestion),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
