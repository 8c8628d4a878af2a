import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { checkoutKeys } from '../../lib/query-keys.ts';
import { checkoutMessages } from './messages.ts';
import type { RazorpaySuccess } from './razorpay.ts';

/** What checkout needs before it can show anything: the series, the learner, and whether they are enrolled already. */
export function useCheckoutData(userId: string, testSeriesId: string) {
  const [series, user, enrolment] = useQueries({
    queries: [
      {
        queryKey: checkoutKeys.series(testSeriesId),
        queryFn: async () => (await api.get('/api/testseries/summary/:testSeriesId', { params: { testSeriesId } })).testSeries,
      },
      {
        queryKey: checkoutKeys.user(userId),
        queryFn: async () => (await api.get('/api/testseries/userdetails/:userId', { params: { userId } })).user,
      },
      {
        queryKey: checkoutKeys.enrolment(userId, testSeriesId),
        queryFn: async () => (await api.get('/api/testseries/checkEnrollment/:userId/:testSeriesId', { params: { userId, testSeriesId } })).isEnrolled,
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

/** Free registration (SPEC §7): paymentDetails keeps the spec's spelling, which the server expects. */
export const registerFree = (userId: string, testSeriesId: string) =>
  api.post('/api/testseries/enroll', { body: { userId, testSeriesId, paymentDetails: { freeTestSeires: true } } });

/** The server prices the order from its own records; the page sends only which series. */
export const createOrder = (userId: string, testSeriesId: string) => api.post('/api/payment/order', { body: { testSeriesId, userId } });

export const verifyPayment = (result: RazorpaySuccess) => api.post('/api/payment/verify', { body: result });
