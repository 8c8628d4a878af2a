// The test-series API (SPEC §7 paths kept). Prices travel in paise (integers) and, for the
// spec's screens, in rupees; the server computes every price from the stored price and discount.
import { z } from 'zod';
import { route } from './contract.ts';
import { apiErrorBody } from './errors.ts';
import { performanceReport } from './performance-report.ts';
import { price } from './price.ts';
import { PAPER_SCOPES } from '../exam/paper-exam.ts';
import { EXAM_FAMILIES } from '../exam/profiles.ts';
import { QUESTION_TYPES } from '../exam/answer-key.ts';

// Response schemas are `z.object`s: the server's serializer encodes each answer through them and
// drops any key they do not name, so what the browser gets is exactly what is written here.

export const rating = z.object({
  average: z.number(), // 0 when nobody has rated
  count: z.number(),
  mine: z.number().nullable(), // the signed-in learner's stars, when known
});
export type Rating = z.infer<typeof rating>;

/**
 * What rating a series answers, in the spec's English (§8: red when it says error, fail or already);
 * the widget shows each in the learner's language, picked by these very words.
 */
export const RATING_MESSAGES = {
  saved: 'Thanks! Your rating has been saved.',
  updated: 'Your rating has been updated.',
  needsEnrolment: 'Rating failed: only learners enrolled in this test series can rate it.',
  signIn: 'Please log in to rate.',
  failed: 'Error submitting rating.',
} as const;

/**
 * GET /api/testseries/getAllTestSeries?search=&exam= : published series, newest first. `search` is a
 * case-insensitive substring of the title, `exam` a case-insensitive exact exam name (SPEC §5);
 * both are optional and blank means no filter.
 */
export const seriesListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  exam: z.string().trim().max(60).optional(),
});

const bilingual = z.object({ en: z.string(), hi: z.string() });
/** an exam paper by name: 'GATE' and 'CS' make its short name, `name` its whole one */
const examName = z.object({ code: z.string(), family: z.enum(EXAM_FAMILIES), paperCode: z.string(), name: bilingual });

/**
 * What a series holds, told truly (issue 42): its published tests grouped by the exam profile each is
 * set for and how much of that exam it is ('3 subject tests of 9, 14 and 24 questions', '1 full-length
 * mock'), with each test's questions in the series' order.
 */
export const seriesHolding = z.object({ scope: z.enum(PAPER_SCOPES), exam: examName, questionCounts: z.array(z.number()) });
export type SeriesHolding = z.infer<typeof seriesHolding>;

/** The rules of an exam a series' tests are set for, as its page tells them before anyone starts. */
export const seriesExam = examName.extend({
  questionTypes: z.array(z.enum(QUESTION_TYPES)),
  calculator: z.boolean(),
  /** the marks every question carries (UGC NET's 2), or null: 1 or 2, shown beside each (GATE) */
  marksEach: z.number().nullable(),
  /** the share of an MCQ's marks a wrong answer costs (GATE's third; 0: no negative marking) */
  mcqWrongShare: z.number(),
});
export type SeriesExam = z.infer<typeof seriesExam>;

/** What every view of a series shows, in the spec's names. */
const seriesFields = {
  testSeriesId: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  exam: z.string(),
  year: z.number(),
  test: z.number(), // number of published tests
  enrollments: z.number(),
  /** its Hindi title and description, when an admin wrote them (null or absent: English only); the page picks by its language */
  hindi: z.object({ title: z.string(), description: z.string() }).nullish(),
  /** what its published tests are (always sent; absent only in views written before profiles) */
  holds: z.array(seriesHolding).optional(),
  /** the rules of the exams its tests are set for, one per profile (always sent, as `holds`) */
  exams: z.array(seriesExam).optional(),
};

/** A card of the listing: GET /api/testseries/getAllTestSeries -> { success, testSeries: SeriesCard[] } (newest first).
 * GET /api/testseries/summary/:testSeriesId gives the card with its tests' outline (see seriesOverview). */
export const seriesCard = price.extend({ ...seriesFields, rating });
export type SeriesCard = z.infer<typeof seriesCard>;

export const seriesListResponse = z.object({ success: z.literal(true), testSeries: z.array(seriesCard) });
export type SeriesListResponse = z.infer<typeof seriesListResponse>;

export const difficulty = z.enum(['easy', 'medium', 'hard']);
export type Difficulty = z.infer<typeof difficulty>;

/** What anyone may know about a test of a published series: never its questions. */
export const seriesTestOutline = z.object({
  _id: z.string(),
  title: z.string(),
  difficulty,
  timeLimit: z.number(), // seconds
  questionCount: z.number(),
});
export type SeriesTestOutline = z.infer<typeof seriesTestOutline>;

export const seriesTest = seriesTestOutline.extend({
  attempted: z.boolean(), // submitted (or finalised at the deadline)
  inProgress: z.boolean(), // started, not yet submitted, deadline not passed
});
export type SeriesTest = z.infer<typeof seriesTest>;

/** A published series as anyone sees it: the card and the outline of its tests (the public detail page, checkout). */
export const seriesOverview = seriesCard.extend({ tests: z.array(seriesTestOutline) });
export type SeriesOverview = z.infer<typeof seriesOverview>;

export const seriesSummaryResponse = z.object({ success: z.literal(true), testSeries: seriesOverview });
export type SeriesSummaryResponse = z.infer<typeof seriesSummaryResponse>;

/**
 * GET /api/testseries/getActiveTests/:testSeriesId/:userId -> { success, enrolled: true, testSeries: SeriesDetail }.
 * Not enrolled: 403 { success: false, enrolled: false, message, testSeries: SeriesCard } (the card lets
 * the page go on to checkout). Unknown series: 404 'Test series not found.'
 */
export const seriesDetail = seriesCard.extend({ tests: z.array(seriesTest) });
export type SeriesDetail = z.infer<typeof seriesDetail>;

export const activeTestsResponse = z.object({ success: z.literal(true), enrolled: z.literal(true), testSeries: seriesDetail });
export type ActiveTestsResponse = z.infer<typeof activeTestsResponse>;

export const notEnrolledBody = apiErrorBody.extend({
  code: z.literal('not-enrolled'),
  enrolled: z.literal(false),
  testSeries: seriesCard,
});
export type NotEnrolledBody = z.infer<typeof notEnrolledBody>;

/** getActiveTests' 403: not enrolled (with the card), or the plain error of a path naming another learner. */
// the richer body comes first: a union encodes with the first option that fits, and the plain error would strip the card
export const activeTestsForbidden = z.union([notEnrolledBody, apiErrorBody]);

/** GET /api/testseries/userTestseries/:userId -> the ids of the learner's enrolled series */
export const enrolledSeriesIdsResponse = z.object({ success: z.literal(true), enrolledTestSeries: z.array(z.string()) });
/** GET /api/testseries/checkEnrollment/:userId/:testSeriesId */
export const checkEnrollmentResponse = z.object({ success: z.literal(true), isEnrolled: z.boolean() });

/** GET /api/testseries/userdetails/:userId -> { success, user: CheckoutUser } */
export const checkoutUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type CheckoutUser = z.infer<typeof checkoutUser>;
export const userDetailsResponse = z.object({ success: z.literal(true), user: checkoutUser });

export const ratingBody = z.object({
  userId: z.string().uuid(),
  testSeriesId: z.string().uuid(),
  rating: z.number().int().min(1, 'Stars run 1 to 5.').max(5, 'Stars run 1 to 5.'),
});

/** POST /api/testseries/rating -> RatingResponse (enrolled learners only; one rating each, changeable) */
export const ratingResponse = z.object({ success: z.literal(true), rating, message: z.string() });
export type RatingResponse = z.infer<typeof ratingResponse>;

/** POST /api/testseries/enroll (free series only) -> { success, enrolled: true, message } */
export const enrolBody = z.object({
  userId: z.string().uuid(),
  testSeriesId: z.string().uuid(),
  paymentDetails: z.object({ freeTestSeires: z.literal(true) }).passthrough(),
});
export const enrolResponse = z.object({ success: z.literal(true), enrolled: z.literal(true), message: z.string() });
export type EnrolResponse = z.infer<typeof enrolResponse>;

/** POST /api/payment/order -> PaymentOrder; any amount the client sends is ignored. */
export const orderBody = z
  .object({ testSeriesId: z.string().uuid(), userId: z.string().uuid().optional() }) // userId, when sent, must be the session's
  .passthrough();
export const paymentOrder = z.object({
  id: z.string(), // Razorpay order id
  amount: z.number(), // paise
  currency: z.literal('INR'),
  keyId: z.string(),
  receipt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/** What the order response adds for Checkout.js: everything `new Razorpay(options)` needs but the callbacks. */
export const paymentOrderWithCheckout = paymentOrder.extend({
  checkoutUrl: z.string(), // Checkout.js: Razorpay's in production, the local emulator's in dev and tests
  name: z.string(), // merchant name shown in the checkout
  description: z.string(), // the series title
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  notes: z.object({ testSeriesId: z.string(), userId: z.string() }),
});
export type PaymentOrderWithCheckout = z.infer<typeof paymentOrderWithCheckout>;

/** GET /api/payment/config -> { success, available, keyId, checkoutUrl }: lets the page load Checkout.js early. */
export const paymentConfig = z.object({
  success: z.literal(true),
  available: z.boolean(), // false when this deployment has no payment keys (orders answer 503)
  keyId: z.string(),
  checkoutUrl: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfig>;

/** POST /api/payment/verify: what Checkout.js hands its success handler. */
export const verifyBody = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});

/** POST /api/payment/verify -> VerifyResponse; a bad signature is 400 'Payment verification failed. Please try again.' */
export const verifyResponse = z.object({
  success: z.literal(true),
  enrolled: z.literal(true),
  testSeriesId: z.string(),
  message: z.string(), // "Payment successful! You're enrolled."
});
export type VerifyResponse = z.infer<typeof verifyResponse>;

/** POST /api/payment/webhook: every event we do not act on is still a 2xx, or Razorpay retries it for a day. */
export const webhookResponse = z.object({ success: z.literal(true), ignored: z.boolean() });
export type WebhookResponse = z.infer<typeof webhookResponse>;

/** An item of GET /api/testseries/mylearning/:userId -> { success, enrolledTestSeries: EnrolledSeries[], performanceReport } */
export const enrolledSeries = z.object({
  ...seriesFields,
  rating: rating.pick({ average: true, count: true }),
  enrolledAt: z.string(),
  source: z.enum(['free', 'paid', 'prize', 'admin']),
});
export type EnrolledSeries = z.infer<typeof enrolledSeries>;

/** GET /api/testseries/mylearning/:userId */
export const myLearningResponse = z.object({
  success: z.literal(true),
  enrolledTestSeries: z.array(enrolledSeries),
  performanceReport,
});
export type MyLearningResponse = z.infer<typeof myLearningResponse>;

/** GET /api/testseries/receipt/:userId/:testSeriesId -> application/pdf, saved as this name. */
export const receiptFileName = (testSeriesId: string) => `receipt-${testSeriesId}.pdf`;

const uuid = z.string().uuid();
const userParams = z.object({ userId: uuid });
const seriesParams = z.object({ testSeriesId: uuid });
const userSeriesParams = z.object({ userId: uuid, testSeriesId: uuid });

/** The test-series paths of SPEC §7 (src/server/features/test-series/routes.ts); every userId must be the session's user. */
export const testSeriesApi = {
  list: route('GET', '/api/testseries/getAllTestSeries', { querystring: seriesListQuery, response: { 200: seriesListResponse } }),
  summary: route('GET', '/api/testseries/summary/:testSeriesId', { params: seriesParams, response: { 200: seriesSummaryResponse } }),
  enrolled: route('GET', '/api/testseries/userTestseries/:userId', { params: userParams, response: { 200: enrolledSeriesIdsResponse } }),
  checkEnrollment: route('GET', '/api/testseries/checkEnrollment/:userId/:testSeriesId', {
    params: userSeriesParams,
    response: { 200: checkEnrollmentResponse },
  }),
  activeTests: route('GET', '/api/testseries/getActiveTests/:testSeriesId/:userId', {
    params: userSeriesParams,
    response: { 200: activeTestsResponse, 403: activeTestsForbidden },
  }),
  rating: route('POST', '/api/testseries/rating', { body: ratingBody, response: { 200: ratingResponse } }),
  userDetails: route('GET', '/api/testseries/userdetails/:userId', { params: userParams, response: { 200: userDetailsResponse } }),
  enrol: route('POST', '/api/testseries/enroll', { body: enrolBody, response: { 200: enrolResponse } }),
  // a PDF drawn on each request: no 200 schema (a Buffer skips the serializer)
  receipt: route('GET', '/api/testseries/receipt/:userId/:testSeriesId', { params: userSeriesParams }),
  myLearning: route('GET', '/api/testseries/mylearning/:userId', { params: userParams, response: { 200: myLearningResponse } }),
};

/** Paid enrolment through Razorpay (src/server/features/payments). */
export const paymentApi = {
  config: route('GET', '/api/payment/config', { response: { 200: paymentConfig } }),
  order: route('POST', '/api/payment/order', { body: orderBody, response: { 200: paymentOrderWithCheckout } }),
  verify: route('POST', '/api/payment/verify', { body: verifyBody, response: { 200: verifyResponse } }),
  // Razorpay's call: the body is read raw, for its signature
  webhook: route('POST', '/api/payment/webhook', { response: { 200: webhookResponse } }),
};
