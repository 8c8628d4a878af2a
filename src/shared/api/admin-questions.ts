// The admin question bank API: questions with their images, filters, where each is used, and the
// learner's view of one question for 'Preview as learner'.
import { z } from 'zod';
import { route } from './contract.ts';
import { author, contentStatus, difficulty, idParams, section } from './admin-content.ts';
import { answerKey, questionType, reviewedQuestion } from './exam.ts';
import { keyProblem, NAT_MAX_DECIMALS, type AnswerKey } from '../exam/answer-key.ts';
import { reviewStates } from '../review-states.ts';
import { questionStatsSummary } from './admin-statistics.ts';
import { questionDuplicate } from './duplicates.ts';
import { normaliseTags, TAG_MAX, TAGS_PER_QUESTION_MAX } from '../taxonomy.ts';
import { hindiProblem, hindiVersion, languageFilter } from './hindi.ts';

export const questionSource = z.enum(['ai-generated', 'public', 'original']);
export type QuestionSource = z.infer<typeof questionSource>;

/** How the bank names each source to people. */
export const questionSourceLabels: Record<QuestionSource, string> = {
  'ai-generated': 'AI-generated',
  public: 'Public',
  original: 'Original',
};

/** An uploaded image's address, as POST /api/admin/uploads returns it. */
export const uploadPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/uploads\/[a-f0-9]{64}\.(png|jpg|gif|webp)$/, 'An image uploaded here (its address starts with /uploads/).');

/** The longest texts the bank takes (the editor's and the import's limits). */
export const QUESTION_TEXT_MAX = 10_000;
export const OPTION_TEXT_MAX = 2000;
export const EXPLANATION_MAX = 10_000;

const optionInput = z.object({
  text: z.string().trim().max(OPTION_TEXT_MAX),
  image: uploadPath.nullable().default(null),
});

/** A NAT's key: the accepted range (an exact value has min = max) and the decimals it is written to. */
const DECIMALS_MESSAGE = `The decimal places must be a whole number from 0 to ${NAT_MAX_DECIMALS}.`;
export const natRange = z.object({
  min: z.number().finite(),
  max: z.number().finite(),
  decimals: z.number().int(DECIMALS_MESSAGE).min(0, DECIMALS_MESSAGE).max(NAT_MAX_DECIMALS, DECIMALS_MESSAGE),
});
export type NatRange = z.infer<typeof natRange>;

/** The key a question's fields give, by its type. */
export function keyOfInput(input: {
  type: AnswerKey['type'];
  correctIndex: number | null;
  correctIndexes: number[] | null;
  natRange: NatRange | null;
}): AnswerKey {
  if (input.type === 'MSQ') return { type: 'MSQ', correctIndexes: input.correctIndexes ?? [] };
  if (input.type === 'NAT') return { type: 'NAT', ...(input.natRange ?? { min: Number.NaN, max: Number.NaN, decimals: 0 }) };
  return { type: 'MCQ', correctIndex: input.correctIndex ?? -1 };
}

/** Free tags beside the tree: trimmed, each once whatever its case. */
export const questionTags = z
  .array(z.string().trim().min(1, 'A tag cannot be empty.').max(TAG_MAX, `A tag is at most ${TAG_MAX} characters.`))
  .max(TAGS_PER_QUESTION_MAX, `A question takes at most ${TAGS_PER_QUESTION_MAX} tags.`)
  .default([])
  .transform(normaliseTags);

const KEY_FIELDS = { MCQ: 'correctIndex', MSQ: 'correctIndexes', NAT: 'natRange' } as const;

export const questionInput = z
  .object({
    text: z.string().trim().min(1).max(QUESTION_TEXT_MAX), // Markdown with KaTeX
    image: uploadPath.nullable().default(null),
    // an MCQ or an MSQ has 2 to 6; a NAT none
    options: z.array(optionInput).max(6).default([]),
    type: questionType.default('MCQ'),
    /** MCQ: the correct option */
    correctIndex: z.number().int().min(0).nullable().default(null),
    /** MSQ: the correct options, one or more */
    correctIndexes: z.array(z.number().int().min(0)).max(6).nullable().default(null),
    /** NAT: the accepted range */
    natRange: natRange.nullable().default(null),
    explanation: z.string().max(EXPLANATION_MAX).default(''),
    explanationImage: uploadPath.nullable().default(null),
    exam: z.string().trim().max(60).nullable().default(null),
    section,
    difficulty: difficulty.nullable().default(null),
    marks: z.union([z.literal(1), z.literal(2)]),
    /** the question's node in the syllabus tree; without one, a `topic` name places it (the node of that name, or a new one under 'Unsorted') */
    topicId: z.uuid().nullable().default(null),
    topic: z.string().trim().max(100).nullable().default(null),
    tags: questionTags,
    source: questionSource.default('original'),
    remarks: z.string().trim().max(500).nullable().default(null),
    /** its Hindi version (docs/decisions/034): optional; an option for each English option */
    hindi: hindiVersion.nullable().default(null),
  })
  .superRefine((question, context) => {
    const hindi = question.hindi && hindiProblem(question, question.hindi);
    if (hindi) context.addIssue({ code: 'custom', ...hindi });
    const problem = keyProblem(keyOfInput(question), question.options.length);
    if (problem)
      context.addIssue({
        code: 'custom',
        message: problem,
        path: [question.type === 'NAT' && question.options.length > 0 ? 'options' : KEY_FIELDS[question.type]],
      });
  })
  .refine((question) => question.options.every((option) => option.text !== '' || option.image !== null), {
    message: 'Each option needs a text or an image.',
    path: ['options'],
  });
export type QuestionInput = z.infer<typeof questionInput>;
export type QuestionInputFields = z.input<typeof questionInput>;

/** PUT /api/admin/questions/:id: the question, and (optionally) why it changed, kept with the version the edit makes. */
export const questionEdit = questionInput.and(z.object({ note: z.string().trim().max(300).nullable().default(null) }));
export type QuestionEdit = z.infer<typeof questionEdit>;

export const usedInFilter = z.enum(['any', 'none', 'tests', 'quizzes']);
export type UsedInFilter = z.infer<typeof usedInFilter>;

export const questionSorts = ['updated', 'facility', 'discrimination', 'attempts'] as const;
export type QuestionSort = (typeof questionSorts)[number];

export const questionListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  exam: z.string().trim().max(60).optional(),
  section: section.optional(),
  topic: z.string().trim().max(100).optional(),
  /** a node of the syllabus tree: the questions at it and at every node under it */
  topicId: z.uuid().optional(),
  /** 'true': the questions in no node */
  unplaced: z.enum(['true']).optional(),
  tag: z.string().trim().max(TAG_MAX).optional(),
  difficulty: difficulty.optional(),
  type: z.string().trim().max(20).optional(),
  source: questionSource.optional(),
  status: contentStatus.optional(),
  reviewState: z.enum(reviewStates).optional(),
  usedIn: usedInFilter.optional(),
  /** imported questions converted to MCQ, and any other flagged for a reviewer */
  needsReview: z.enum(['true', 'false']).optional(),
  /** who wrote it: 'me' for the caller's own, or an author's id */
  author: z.union([z.literal('me'), z.uuid()]).optional(),
  /** the questions one import wrote (its job's id): an import's result page links here */
  importBatchId: z.uuid().optional(),
  /** 'both': the questions with a Hindi version; 'english': those without */
  languages: languageFilter.optional(),
  /** the bank's order: last edited first, or by an item statistic (questions without figures last either way) */
  sort: z.enum(questionSorts).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

export const questionUse = z.object({
  kind: z.enum(['test', 'quiz']),
  id: z.string(),
  title: z.string(),
  status: contentStatus,
  /** a test's series (tests of different series often share a preset title); null for a quiz */
  seriesId: z.string().nullable(),
  seriesTitle: z.string().nullable(),
  /** the version of the question this paper serves */
  version: z.number(),
  /** published, or started by a learner: it keeps serving its version when the question is edited */
  live: z.boolean(),
});
export type QuestionUse = z.infer<typeof questionUse>;

/** Where an imported question came from: its form before it was made an MCQ, when it was converted. */
export const questionOrigin = z.object({
  format: z.enum(['aiken', 'gift', 'csv', 'xml']),
  line: z.number().int(),
  name: z.string().nullable(),
  conversion: z.object({ from: z.string(), original: z.string() }).nullable(),
});
export type QuestionOrigin = z.infer<typeof questionOrigin>;

export const adminQuestion = z.object({
  id: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  options: z.array(z.object({ text: z.string(), image: z.string().nullable() })),
  type: questionType,
  correctIndex: z.number().nullable(),
  correctIndexes: z.array(z.number()).nullable(),
  natRange: natRange.nullable(),
  explanation: z.string(),
  explanationImage: z.string().nullable(),
  exam: z.string().nullable(),
  section,
  difficulty: difficulty.nullable(),
  marks: z.number(),
  topic: z.string().nullable(),
  /** its node in the syllabus tree (null: not placed) */
  topicId: z.string().nullable(),
  tags: z.array(z.string()),
  source: questionSource,
  remarks: z.string().nullable(),
  /** its Hindi version, or null when it is in English only */
  hindi: hindiVersion.nullable(),
  status: contentStatus,
  /** where it is in the review conversation (shared/review-states.ts) */
  reviewState: z.enum(reviewStates),
  needsReview: z.boolean(),
  origin: questionOrigin.nullable(),
  usedIn: z.array(questionUse),
  /** who wrote it (null: not recorded): a creator changes only their own drafts */
  author: author.nullable(),
  /** its current version: each edit of its content makes the next (docs/decisions/029) */
  version: z.number(),
  /** a published or started paper serves it: an edit makes a new version, which such a paper serves only once someone chooses it */
  live: z.boolean(),
  updatedAt: z.string(),
  /** its item statistics over every paper (the statistics job's); null before any submitted attempt */
  stats: questionStatsSummary.nullable().optional(),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

export const adminQuestionResponse = z.object({ success: z.literal(true), question: adminQuestion });
/** A save's answer: the question, and the bank's questions it duplicates or nearly does (the save is not refused). */
export const questionSavedResponse = adminQuestionResponse.extend({
  duplicates: z.array(questionDuplicate),
  /** the check's bounds were reached (shared/api/duplicates.ts): near duplicates were not looked for, and this says so */
  duplicatesNotChecked: z.string().optional(),
});
export type QuestionSaved = z.infer<typeof questionSavedResponse>;
export const adminQuestionListResponse = z.object({
  success: z.literal(true),
  questions: z.array(adminQuestion),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AdminQuestionList = z.infer<typeof adminQuestionListResponse>;

/** The values the bank's filters offer: what the bank holds now. */
export const questionFacetsResponse = z.object({
  success: z.literal(true),
  exams: z.array(z.string()),
  topics: z.array(z.string()),
  types: z.array(z.string()),
  /** the tags questions carry, each with how many carry it, the most used first */
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
  /** everyone who wrote a question of the bank, by name */
  authors: z.array(author),
});
export type QuestionFacets = z.infer<typeof questionFacetsResponse>;

// ---- versions

/** What a version changed from the one before it. */
export const versionChange = z.enum(['text', 'image', 'options', 'key', 'explanation', 'marks', 'section', 'type', 'remarks', 'hindi']);
export type VersionChange = z.infer<typeof versionChange>;

/** One version of a question's content, as a paper serving it shows it, with who made it, when and why. */
export const questionVersion = z.object({
  version: z.number(),
  text: z.string(),
  image: z.string().nullable(),
  options: z.array(z.object({ text: z.string(), image: z.string().nullable() })),
  type: questionType,
  key: answerKey,
  explanation: z.string(),
  explanationImage: z.string().nullable(),
  section,
  marks: z.number(),
  remarks: z.string().nullable(),
  /** the Hindi version this version carries (null: none) */
  hindi: hindiVersion.nullable(),
  /** empty for the first version */
  changed: z.array(versionChange),
  note: z.string().nullable(),
  author: author.nullable(),
  createdAt: z.string(),
});
export type QuestionVersion = z.infer<typeof questionVersion>;

/** GET /api/admin/questions/:id/versions: every version, the newest first. */
export const questionVersionsResponse = z.object({ success: z.literal(true), versions: z.array(questionVersion) });
export type QuestionVersions = z.infer<typeof questionVersionsResponse>;

// ---- uploads

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const uploadTypes = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' } as const;
export type UploadType = keyof typeof uploadTypes;
export const uploadResponse = z.object({ success: z.literal(true), path: z.string(), contentType: z.string(), bytes: z.number() });

// ---- preview as learner

/**
 * GET /api/admin/questions/:id/preview: the question exactly as the exam view receives it (no key),
 * and the reviewed form the result view shows after submission (key and explanation).
 */
export const questionPreviewResponse = z.object({
  success: z.literal(true),
  question: reviewedQuestion,
  status: contentStatus,
});
export type QuestionPreview = z.infer<typeof questionPreviewResponse>;

/** The question bank and image uploads (src/server/features/admin/{questions,uploads}/routes.ts). */
export const adminQuestionApi = {
  list: route('GET', '/api/admin/questions', { querystring: questionListQuery, response: { 200: adminQuestionListResponse } }),
  facets: route('GET', '/api/admin/questions/facets', { response: { 200: questionFacetsResponse } }),
  preview: route('GET', '/api/admin/questions/:id/preview', { params: idParams, response: { 200: questionPreviewResponse } }),
  create: route('POST', '/api/admin/questions', { body: questionInput, response: { 200: questionSavedResponse } }),
  one: route('GET', '/api/admin/questions/:id', { params: idParams, response: { 200: adminQuestionResponse } }),
  edit: route('PUT', '/api/admin/questions/:id', { params: idParams, body: questionEdit, response: { 200: questionSavedResponse } }),
  versions: route('GET', '/api/admin/questions/:id/versions', { params: idParams, response: { 200: questionVersionsResponse } }),
  duplicate: route('POST', '/api/admin/questions/:id/duplicate', { params: idParams, response: { 200: adminQuestionResponse } }),
  publish: route('POST', '/api/admin/questions/:id/publish', { params: idParams, response: { 200: adminQuestionResponse } }),
  unpublish: route('POST', '/api/admin/questions/:id/unpublish', { params: idParams, response: { 200: adminQuestionResponse } }),
  // the image is the raw request body, its type in Content-Type
  upload: route('POST', '/api/admin/uploads', { response: { 200: uploadResponse } }),
};
