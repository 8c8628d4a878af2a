// The admin authoring API: test series, their tests, weekly quizzes and the question bank.
// Every write answers with the saved item as the admin pages show it.
import { z } from 'zod';
import { roles } from '../roles.ts';
import { route } from './contract.ts';
import { apiErrorBody } from './errors.ts';
import { price } from './price.ts';
import { MARKING_PRESETS } from '../exam/marking.ts';
import { PAPER_SCOPES } from '../exam/paper-exam.ts';
import { QUESTION_TYPES } from '../exam/answer-key.ts';
import { questionWithoutHindi } from './hindi.ts';
import { seriesHindi } from './content-hindi.ts';

export const contentStatus = z.enum(['draft', 'published', 'archived']);
export type ContentStatus = z.infer<typeof contentStatus>;
export const section = z.enum(['Aptitude', 'Technical']);
export const difficulty = z.enum(['easy', 'medium', 'hard']);

export const idParams = z.object({ id: z.uuid() });

/** Who wrote a draft: only they, a master or a god change it (null: written before authors were kept). */
export const author = z.object({ id: z.string(), name: z.string() });
export type Author = z.infer<typeof author>;
export const okResponse = z.object({ success: z.literal(true) });

// ---- test series

/** Rupees with at most two decimals: they are stored as whole paise. */
const rupees = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals (whole paise).');

const seriesFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().max(20_000),
  // an uploaded image's address (/uploads/…) or another file of the site: the pages show no image
  // from another host (their Content-Security-Policy), and // or /\ would be one
  image: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'Upload the image: a banner is a file on this site (a path starting with /).')
    .nullable(),
  exam: z.string().trim().min(1).max(60),
  year: z.number().int().min(2000).max(2100),
  priceRupees: rupees,
  discountPercent: z.number().int().min(0).max(100),
  /** the Hindi version of the title and description (null: English only) */
  hindi: seriesHindi.nullable(),
};

export const seriesInput = z.object({
  ...seriesFields,
  description: seriesFields.description.default(''),
  image: seriesFields.image.default(null),
  discountPercent: seriesFields.discountPercent.default(0),
  hindi: seriesFields.hindi.default(null),
});
export type SeriesInput = z.infer<typeof seriesInput>;
/** Only the fields sent change: no defaults here, or a partial edit would reset what it left out. */
export const seriesPatch = z.object(seriesFields).partial();

/** The learner-facing card, so the page can preview what a learner will see. */
export const seriesPreview = price.extend({
  title: z.string(),
  image: z.string().nullable(),
  exam: z.string(),
  year: z.number(),
  finalPriceLabel: z.string(), // 'FREE' at 100 % off, else '₹299.40'
});

export const adminSeries = z.object({
  id: z.string(),
  slug: z.string(),
  status: contentStatus,
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  exam: z.string(),
  year: z.number(),
  pricePaise: z.number(),
  discountPercent: z.number(),
  hindi: z.object({ title: z.string(), description: z.string() }).nullish(), // null or absent: English only
  /** its author's id (null: not recorded); the page offers changes only to whoever may make them */
  createdBy: z.string().nullable(),
  card: seriesPreview,
});
export type AdminSeries = z.infer<typeof adminSeries>;

export const adminSeriesTest = z.object({
  id: z.string(),
  title: z.string(),
  difficulty,
  status: contentStatus,
  timeLimitSeconds: z.number(),
  questionCount: z.number(),
});

export const adminSeriesResponse = z.object({ success: z.literal(true), series: adminSeries });
export const adminSeriesDetailResponse = z.object({
  success: z.literal(true),
  series: adminSeries,
  tests: z.array(adminSeriesTest),
});
export const adminSeriesListResponse = z.object({ success: z.literal(true), series: z.array(adminSeries) });

// ---- tests inside a series

/**
 * SPEC §9 durations and names: the titles are the presets a new test starts from. The 3-hour level
 * keeps the spec's name; the series pages call such tests full-length mocks (GATE's length, not the
 * official paper's questions), and an author may retitle one.
 */
export const testPresets = {
  easy: { title: 'Easy Subject Test', minutes: 20 },
  medium: { title: 'Full Subject Test', minutes: 50 },
  hard: { title: 'GATE Level Test', minutes: 180 },
} as const;
export const DEFAULT_NEGATIVE_RATIO = 1 / 3;

/** How a paper is marked (shared/exam/marking.ts): a test is marked as GATE or as UGC NET. */
export const testMarking = z.enum(['gate', 'ugc-net']);
/** A weekly quiz may also be marked as an exam is, or (its default) with its own two numbers. */
export const quizMarking = z.enum(MARKING_PRESETS);

/**
 * The exam profile a test is set for (exam_profiles.code, shown at /admin/exams) and how much of that
 * exam it is (shared/exam/paper-exam.ts); left out of a new test, the ones its series' exam points to.
 */
const paperExamFields = {
  profileCode: z.string().trim().min(2).max(40).optional(),
  scope: z.enum(PAPER_SCOPES).optional(),
};

export const testInput = z.object({
  difficulty,
  title: z.string().trim().min(1).max(200).optional(),
  timeLimitMinutes: z.number().int().min(1).max(600).optional(),
  negativeRatio: z.number().min(0).max(1).optional(),
  marking: testMarking.optional(),
  /** learners may read it in Hindi (docs/decisions/034): every question then needs its Hindi version to publish */
  offeredInHindi: z.boolean().optional(),
  ...paperExamFields,
});
export const testPatch = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  difficulty: difficulty.optional(),
  timeLimitMinutes: z.number().int().min(1).max(600).optional(),
  negativeRatio: z.number().min(0).max(1).optional(),
  marking: testMarking.optional(),
  /** learners may read it in Hindi (docs/decisions/034): every question then needs its Hindi version to publish */
  offeredInHindi: z.boolean().optional(),
  ...paperExamFields,
});

/** The full ordered list: adding, removing and reordering are all one call. */
export const questionList = z.object({
  questionIds: z
    .array(z.uuid())
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'A question can be in a paper once.'),
});

/** A paper's question as the paper serves it: the text, section and marks of the version it names. */
export const paperQuestion = z.object({
  id: z.string(),
  text: z.string(),
  section,
  marks: z.number(),
  type: z.enum(QUESTION_TYPES),
  status: contentStatus,
  /** the version of the question this paper serves */
  version: z.number(),
  /** the question's current version: newer than `version` when it was edited since */
  latestVersion: z.number(),
  /** the version it serves has a Hindi version (docs/decisions/034) */
  hasHindi: z.boolean(),
});

/**
 * POST /api/admin/{tests,quizzes}/:id/serve-latest: the paper serves the current version of one
 * question, or of every question that has a newer one when `questionId` is left out.
 */
export const serveLatestInput = z.object({ questionId: z.uuid().optional() });

/**
 * Why a paper's question keeps the paper from being published: a master rejected it, it waits for a
 * reviewer (AI-generated, imported or flagged), it is a draft written by hand, or it was unpublished.
 */
export const notReviewedReason = z.enum(['rejected', 'waiting-for-review', 'draft', 'unpublished']);
export type NotReviewedReason = z.infer<typeof notReviewedReason>;

export const notReviewedQuestion = z.object({
  id: z.string(),
  /** its number in the paper, from 1 */
  number: z.number(),
  /** the start of its text */
  text: z.string(),
  status: contentStatus,
  reason: notReviewedReason,
  /** the reviewer's reason, when it was rejected */
  rejectedFor: z.string().nullable(),
});
export type NotReviewedQuestion = z.infer<typeof notReviewedQuestion>;

/**
 * A paper's publish route's 409: 'questions-not-reviewed' lists the questions (its other refusals,
 * an empty paper or one that changed moments ago, have no list). Its edit and serve-latest routes'
 * 409 too: 'questions-without-hindi' lists the questions a paper offered in Hindi lacks it for.
 */
export const notReviewedError = apiErrorBody.extend({
  questions: z.array(notReviewedQuestion).optional(),
  /** 'questions-without-hindi': a paper offered in Hindi whose questions these lack a Hindi version */
  withoutHindi: z.array(questionWithoutHindi).optional(),
  /** 'paper-differs-from-profile': what differs from the exam profile the paper is set for */
  differences: z.array(z.string()).optional(),
});
export type NotReviewedError = z.infer<typeof notReviewedError>;

export const sectionTotals = z.object({ section, questions: z.number(), marks: z.number() });

export const paperTotals = z.object({
  questions: z.number(),
  marks: z.number(),
  durationSeconds: z.number(),
  sections: z.array(sectionTotals),
});

export const adminTest = z.object({
  id: z.string(),
  seriesId: z.string(),
  title: z.string(),
  difficulty,
  status: contentStatus,
  timeLimitSeconds: z.number(),
  negativeRatio: z.number(),
  /** 'gate' or 'ugc-net' as written here; the table also allows 'weekly' */
  marking: z.enum(MARKING_PRESETS),
  offeredInHindi: z.boolean(),
  /** the exam profile it is set for, and how much of that exam it is */
  profileCode: z.string(),
  scope: z.enum(PAPER_SCOPES),
  questions: z.array(paperQuestion),
  totals: paperTotals,
  hasAttempts: z.boolean(),
  /** what keeps it from being published: its questions not yet published and reviewed */
  notReviewed: z.array(notReviewedQuestion),
  /** and what differs from its exam profile (shared/exam/profile-fit.ts), in sentences */
  profileDifferences: z.array(z.string()),
  author: author.nullable(),
});
export type AdminTest = z.infer<typeof adminTest>;
export const adminTestResponse = z.object({ success: z.literal(true), test: adminTest });

// ---- weekly quizzes

const quizFields = {
  title: z.string().trim().min(1).max(200),
  exam: z.string().trim().min(1).max(60),
  timeLimitMinutes: z.number().int().min(1).max(600),
  opensAt: z.iso.datetime({ offset: true }),
  closesAt: z.iso.datetime({ offset: true }),
  correctMarks: z.number().gt(0).max(10),
  wrongMarks: z.number().min(0).max(10),
  marking: quizMarking,
  offeredInHindi: z.boolean(),
  /** the exam profile it is set in the style of (its types and sections); left out of a new quiz, its exam's */
  profileCode: z.string().trim().min(2).max(40),
};
const windowInOrder = (quiz: { opensAt?: string | undefined; closesAt?: string | undefined }) =>
  !quiz.opensAt || !quiz.closesAt || Date.parse(quiz.closesAt) > Date.parse(quiz.opensAt);
const windowMessage = { message: 'A quiz closes after it opens.', path: ['closesAt'] };

/** SPEC §9 marking by default: the weekly preset, +1 right, -0.33 wrong. */
export const quizInput = z
  .object({
    ...quizFields,
    correctMarks: quizFields.correctMarks.default(1),
    wrongMarks: quizFields.wrongMarks.default(0.33),
    marking: quizFields.marking.default('weekly'),
    offeredInHindi: quizFields.offeredInHindi.default(false),
    profileCode: quizFields.profileCode.optional(),
  })
  .refine(windowInOrder, windowMessage);
export type QuizInput = z.infer<typeof quizInput>;
export const quizPatch = z.object(quizFields).partial().refine(windowInOrder, windowMessage);
export type QuizPatch = z.infer<typeof quizPatch>;

export const adminQuiz = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  exam: z.string(),
  status: contentStatus,
  timeLimitSeconds: z.number(),
  opensAt: z.string(),
  closesAt: z.string(),
  correctMarks: z.number(),
  wrongMarks: z.number(),
  marking: quizMarking,
  offeredInHindi: z.boolean(),
  profileCode: z.string(),
  questions: z.array(paperQuestion),
  totals: paperTotals,
  hasAttempts: z.boolean(),
  notReviewed: z.array(notReviewedQuestion),
  profileDifferences: z.array(z.string()),
  author: author.nullable(),
});
export type AdminQuiz = z.infer<typeof adminQuiz>;
export const adminQuizResponse = z.object({ success: z.literal(true), quiz: adminQuiz });
export const adminQuizSummary = adminQuiz.omit({ questions: true, totals: true, hasAttempts: true, notReviewed: true, profileDifferences: true, author: true });
export const adminQuizListResponse = z.object({ success: z.literal(true), quizzes: z.array(adminQuizSummary) });

// ---- roles (a god's)

export const roleAssignment = z.object({ role: z.enum(roles) });
export const roleAssignmentResponse = z.object({
  success: z.literal(true),
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(roles) }),
});

/** Series, their tests and the weekly quizzes (src/server/features/admin/{series,papers}/routes.ts). */
export const adminContentApi = {
  seriesList: route('GET', '/api/admin/series', { response: { 200: adminSeriesListResponse } }),
  seriesCreate: route('POST', '/api/admin/series', { body: seriesInput, response: { 200: adminSeriesResponse } }),
  seriesDetail: route('GET', '/api/admin/series/:id', { params: idParams, response: { 200: adminSeriesDetailResponse } }),
  seriesEdit: route('PATCH', '/api/admin/series/:id', { params: idParams, body: seriesPatch, response: { 200: adminSeriesResponse } }),
  seriesPublish: route('POST', '/api/admin/series/:id/publish', { params: idParams, response: { 200: adminSeriesResponse } }),
  seriesUnpublish: route('POST', '/api/admin/series/:id/unpublish', { params: idParams, response: { 200: adminSeriesResponse } }),
  seriesDelete: route('DELETE', '/api/admin/series/:id', { params: idParams, response: { 200: okResponse } }),
  testCreate: route('POST', '/api/admin/series/:id/tests', { params: idParams, body: testInput, response: { 200: adminTestResponse } }),
  test: route('GET', '/api/admin/tests/:id', { params: idParams, response: { 200: adminTestResponse } }),
  testEdit: route('PATCH', '/api/admin/tests/:id', { params: idParams, body: testPatch, response: { 200: adminTestResponse, 409: notReviewedError } }),
  testQuestions: route('PUT', '/api/admin/tests/:id/questions', { params: idParams, body: questionList, response: { 200: adminTestResponse } }),
  // a refusal for questions not yet reviewed lists them
  testPublish: route('POST', '/api/admin/tests/:id/publish', { params: idParams, response: { 200: adminTestResponse, 409: notReviewedError } }),
  testUnpublish: route('POST', '/api/admin/tests/:id/unpublish', { params: idParams, response: { 200: adminTestResponse } }),
  testServeLatest: route('POST', '/api/admin/tests/:id/serve-latest', {
    params: idParams,
    body: serveLatestInput,
    response: { 200: adminTestResponse, 409: notReviewedError },
  }),
  quizCreate: route('POST', '/api/admin/quizzes', { body: quizInput, response: { 200: adminQuizResponse } }),
  quizList: route('GET', '/api/admin/quizzes', { response: { 200: adminQuizListResponse } }),
  quiz: route('GET', '/api/admin/quizzes/:id', { params: idParams, response: { 200: adminQuizResponse } }),
  quizEdit: route('PATCH', '/api/admin/quizzes/:id', { params: idParams, body: quizPatch, response: { 200: adminQuizResponse, 409: notReviewedError } }),
  quizQuestions: route('PUT', '/api/admin/quizzes/:id/questions', { params: idParams, body: questionList, response: { 200: adminQuizResponse } }),
  // a refusal for questions not yet reviewed lists them
  quizPublish: route('POST', '/api/admin/quizzes/:id/publish', { params: idParams, response: { 200: adminQuizResponse, 409: notReviewedError } }),
  quizUnpublish: route('POST', '/api/admin/quizzes/:id/unpublish', { params: idParams, response: { 200: adminQuizResponse } }),
  quizServeLatest: route('POST', '/api/admin/quizzes/:id/serve-latest', {
    params: idParams,
    body: serveLatestInput,
    response: { 200: adminQuizResponse, 409: notReviewedError },
  }),
  roleAssign: route('PUT', '/api/admin/users/:id/role', { params: idParams, body: roleAssignment, response: { 200: roleAssignmentResponse } }),
};
