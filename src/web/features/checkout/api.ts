import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { CheckoutUser, PaymentOrderWithCheckout, SeriesCard, VerifyResponse } from '../../../shared/api/test-series.ts';
import { apiGet, apiPost } from '../../lib/http.ts';
import { checkoutKeys } from '../../lib/query-keys.ts';
import { checkoutMessages } from './messages.ts';
import type { RazorpaySuccess } from './razorpay.ts';

const seg = encodeURIComponent;

/** What checkout needs before it can show anything: the series, the learner, and whether they are enrolled already. */
export function useCheckoutData(userId: string, testSeriesId: string) {
  const [series, user, enrolment] = useQueries({
    queries: [
      {
        queryKey: checkoutKeys.series(testSeriesId),
        queryFn: async () => (await apiGet<{ success: true; testSeries: SeriesCard }>(`/api/testseries/summary/${seg(testSeriesId)}`)).testSeries,
      },
      {
        queryKey: checkoutKeys.user(userId),
        queryFn: async () => (await apiGet<{ success: true; user: CheckoutUser }>(`/api/testseries/userdetails/${seg(userId)}`)).user,
      },
      {
        queryKey: checkoutKeys.enrolment(userId, testSeriesId),
        queryFn: async () =>
          (await apiGet<{ success: true; isEnrolled: boolean }>(`/api/testseries/checkEnrollment/${seg(userId)}/${seg(testSeriesId)}`)).isEnrolled,
        // always ask afresh: an enrolment made a moment ago in another tab must send the learner on
        staleTime: 0,
      },
    ],
  });
  const enrolmentError = enrolment.error;
  useEffect(() => {
    // the page says 'Failed to load checkout details.' whichever query failed; the log says it was this one
    if (enrolmentError) console.warn(new Error(checkoutMessages.enrolmentCheckFailed, { cause: enrolmentError }));
  }, [enrolmentError]);
  return { series, user, enrolment };
}

export type EnrolResult = { success: boolean; enrolled?: boolean; message?: string };

/** Free registration (SPEC §7): paymentDetails keeps the spec's spelling, which the server expects. */
export const registerFree = (userId: string, testSeriesId: string) =>
  apiPost<EnrolResult>('/api/testseries/enroll', { userId, testSeriesId, paymentDetails: { freeTestSeires: true } });

/** The server prices the order from its own records; the page sends only which series. */
export const createOrder = (userId: string, testSeriesId: string) =>
  apiPost<PaymentOrderWithCheckout>('/api/payment/order', { testSeriesId, userId });

export const verifyPayment = (result: RazorpaySuccess) => apiPost<VerifyResponse>('/api/payment/verify', result);
