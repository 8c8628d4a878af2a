// The test-series API (SPEC §7 paths kept). Prices travel in paise (integers) and, for the
// spec's screens, in rupees; the server computes every price from the stored price and discount.
import { z } from 'zod';

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

/** A card of the listing: GET /api/testseries/getAllTestSeries -> { success, testSeries: SeriesCard[] } (newest first). */
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

/** GET /api/testseries/getActiveTests/:testSeriesId/:userId -> { success, testSeries: SeriesDetail } (self + enrolled, else 403) */
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

export const enrolBody = z.object({
  userId: z.string().uuid(),
  testSeriesId: z.string().uuid(),
  paymentDetails: z.object({ freeTestSeires: z.literal(true) }).passthrough(),
});

/** POST /api/payment/order -> PaymentOrder; any amount the client sends is ignored. */
export const orderBody = z.object({ testSeriesId: z.string().uuid() }).passthrough();
export interface PaymentOrder {
  id: string; // Razorpay order id
  amount: number; // paise
  currency: 'INR';
  keyId: string;
  receipt: string;
}

/** POST /api/payment/verify: what Checkout.js hands its success handler. */
export const verifyBody = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});

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
