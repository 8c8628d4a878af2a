// The test-series API (SPEC §7 paths kept). Prices travel in paise (integers) and, for the
// spec's screens, in rupees; the server computes every price from the stored price and discount.
import { z } from 'zod';
import type { PerformanceReport } from '../performance-report.ts';

export interface Rating {
  average: number; // 0 when nobody has rated
  count: number;
  mine: number | null; // the signed-in learner's stars, when known
}

export interface Price {
  pricePaise: number;
  discountPercent: number;
  discountPaise: number;
  finalPricePaise: number;
  /** rupees, for display: price, discount (percent), originalPrice and finalPrice as the spec names them */
  price: number;
  discount: number;
  originalPrice: number;
  finalPrice: number;
}

/**
 * GET /api/testseries/getAllTestSeries?search=&exam= : published series, newest first. `search` is a
 * case-insensitive substring of the title, `exam` a case-insensitive exact exam name (SPEC §5);
 * both are optional and blank means no filter.
 */
export const seriesListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  exam: z.string().trim().max(60).optional(),
});

/** A card of the listing: GET /api/testseries/getAllTestSeries -> { success, testSeries: SeriesCard[] } (newest first).
 * Also GET /api/testseries/summary/:testSeriesId -> { success, testSeries: SeriesCard } (public; for checkout). */
export interface SeriesCard extends Price {
  testSeriesId: string;
  title: string;
  description: string;
  image: string | null;
  exam: string;
  year: number;
  test: number; // number of published tests
  enrollments: number;
  rating: Rating;
}

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface SeriesTest {
  _id: string;
  title: string;
  difficulty: Difficulty;
  timeLimit: number; // seconds
  questionCount: number;
  attempted: boolean; // submitted (or finalised at the deadline)
  inProgress: boolean; // started, not yet submitted, deadline not passed
}

/**
 * GET /api/testseries/getActiveTests/:testSeriesId/:userId -> { success, enrolled: true, testSeries: SeriesDetail }.
 * Not enrolled: 403 { success: false, enrolled: false, message, testSeries: SeriesCard } (the card lets
 * the page go on to checkout). Unknown series: 404 'Test series not found.'
 */
export interface SeriesDetail extends SeriesCard {
  tests: SeriesTest[];
}

/** GET /api/testseries/userdetails/:userId -> { success, user: CheckoutUser } */
export interface CheckoutUser {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  photoUrl: string | null;
}

export const ratingBody = z.object({
  userId: z.string().uuid(),
  testSeriesId: z.string().uuid(),
  rating: z.number().int().min(1, 'Stars run 1 to 5.').max(5, 'Stars run 1 to 5.'),
});

/** POST /api/testseries/rating -> RatingResponse (enrolled learners only; one rating each, changeable) */
export interface RatingResponse {
  success: true;
  rating: Rating;
  message: string;
}

/** POST /api/testseries/enroll (free series only) -> { success, enrolled: true, message } */
export const enrolBody = z.object({
  userId: z.string().uuid(),
  testSeriesId: z.string().uuid(),
  paymentDetails: z.object({ freeTestSeires: z.literal(true) }).passthrough(),
});

/** POST /api/payment/order -> PaymentOrder; any amount the client sends is ignored. */
export const orderBody = z
  .object({ testSeriesId: z.string().uuid(), userId: z.string().uuid().optional() }) // userId, when sent, must be the session's
  .passthrough();
export interface PaymentOrder {
  id: string; // Razorpay order id
  amount: number; // paise
  currency: 'INR';
  keyId: string;
  receipt: string;
}

/** What the order response adds for Checkout.js: everything `new Razorpay(options)` needs but the callbacks. */
export interface PaymentOrderWithCheckout extends PaymentOrder {
  checkoutUrl: string; // Checkout.js: Razorpay's in production, the local emulator's in dev and tests
  name: string; // merchant name shown in the checkout
  description: string; // the series title
  prefill: { name: string; email: string; contact: string };
  notes: { testSeriesId: string; userId: string };
}

/** GET /api/payment/config -> { success, available, keyId, checkoutUrl }: lets the page load Checkout.js early. */
export interface PaymentConfig {
  success: true;
  available: boolean; // false when this deployment has no payment keys (orders answer 503)
  keyId: string;
  checkoutUrl: string;
}

/** POST /api/payment/verify: what Checkout.js hands its success handler. */
export const verifyBody = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});

/** POST /api/payment/verify -> VerifyResponse; a bad signature is 400 'Payment verification failed. Please try again.' */
export interface VerifyResponse {
  success: true;
  enrolled: true;
  testSeriesId: string;
  message: string; // "Payment successful! You're enrolled."
}

/** An item of GET /api/testseries/mylearning/:userId -> { success, enrolledTestSeries: EnrolledSeries[], performanceReport } */
export interface EnrolledSeries {
  testSeriesId: string;
  title: string;
  description: string;
  image: string | null;
  exam: string;
  year: number;
  test: number;
  enrollments: number;
  rating: { average: number; count: number };
  enrolledAt: string;
  source: 'free' | 'paid' | 'prize' | 'admin';
}

/** GET /api/testseries/mylearning/:userId */
export interface MyLearningResponse {
  success: true;
  enrolledTestSeries: EnrolledSeries[];
  performanceReport: PerformanceReport;
}

/** GET /api/testseries/receipt/:userId/:testSeriesId -> application/pdf, saved as this name. */
export const receiptFileName = (testSeriesId: string) => `receipt-${testSeriesId}.pdf`;
