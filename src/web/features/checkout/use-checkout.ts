import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutUser, SeriesCard } from '../../../shared/api/test-series.ts';
import { isFree } from '../../../shared/pricing.ts';
import { useServerWords } from '../../lib/error-text.ts';
import { hasErrorCode } from '../../lib/http.ts';
import { testSeriesDetailPath } from '../../lib/paths.ts';
import { checkoutKeys, myLearningKeys, seriesKeys } from '../../lib/query-keys.ts';
import { createOrder, registerFree, verifyPayment } from './api.ts';
import {
  FREE_ERROR_MS,
  REDIRECT_AFTER_ENROLMENT_MS,
  checkoutMessages as text,
  orderErrorMessage,
  paymentFailedMessage,
  registrationErrorMessage,
  verifyErrorMessage,
} from './messages.ts';
import { loadRazorpay, type RazorpaySuccess } from './razorpay.ts';

export type CheckoutPhase = 'ready' | 'registering' | 'paying' | 'verifying' | 'enrolled';

export type CheckoutBanner =
  | { tone: 'success'; text: string }
  // payment errors stay with a note to try again or contact support; free-registration errors fade
  | { tone: 'error'; text: string; contactSupport: boolean };

// the site's dark navy (navy-900), so the payment sheet looks like part of Prepverse
const THEME_COLOR = '#10163a';

/** SPEC §4 Checkout: ready, then paying or registering, then success (redirect after 2 s) or an error. */
export function useCheckout(user: CheckoutUser, series: SeriesCard) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // a refusal in the API's own words is said in the interface's language; the banner words the checkout's own
  const serverWords = useServerWords();
  const [phase, setPhase] = useState<CheckoutPhase>('ready');
  const [banner, setBanner] = useState<CheckoutBanner | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const busy = useRef(false); // a double click must not start two orders
  const { testSeriesId } = series;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));

  const goToSeries = useCallback(() => {
    // the new enrolment changes what the series pages, checkout and the dashboard show
    void queryClient.invalidateQueries({ queryKey: seriesKeys.all });
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    void queryClient.invalidateQueries({ queryKey: myLearningKeys.all });
    void navigate(testSeriesDetailPath(testSeriesId), { replace: true });
  }, [navigate, queryClient, testSeriesId]);

  const succeed = (message: string) => {
    setPhase('enrolled');
    setBanner({ tone: 'success', text: message });
    later(REDIRECT_AFTER_ENROLMENT_MS, goToSeries);
  };
  const failFree = (message: string) => {
    busy.current = false;
    setPhase('ready');
    const banner: CheckoutBanner = { tone: 'error', text: message, contactSupport: false };
    setBanner(banner);
    later(FREE_ERROR_MS, () => setBanner((shown) => (shown === banner ? null : shown)));
  };
  const failPayment = (message: string) => {
    busy.current = false;
    setPhase('ready');
    setBanner({ tone: 'error', text: message, contactSupport: true });
  };

  async function register() {
    if (busy.current) return;
    if (!isFree(series.finalPricePaise)) return failFree(text.notFree);
    busy.current = true;
    setPhase('registering');
    setBanner(null);
    try {
      const result = await registerFree(user._id, testSeriesId);
      if (result.success && result.enrolled) succeed(text.registered);
      else failFree(result.message || text.enrolFailed);
    } catch (error) {
      failFree(serverWords(registrationErrorMessage(error), error));
    }
  }

  async function confirm(result: RazorpaySuccess) {
    setPhase('verifying');
    try {
      const verified = await verifyPayment(result);
      if (verified.success && verified.enrolled) succeed(text.paid);
      else failPayment(text.verifiedNotEnrolled);
    } catch (error) {
      failPayment(serverWords(verifyErrorMessage(error), error));
    }
  }

  async function pay() {
    if (busy.current) return;
    busy.current = true;
    setPhase('paying');
    setBanner(null);
    let order;
    try {
      order = await createOrder(user._id, testSeriesId);
    } catch (error) {
      // enrolled meanwhile (another tab, a prize): nothing to pay, the tests are waiting
      if (hasErrorCode(error, 'already-enrolled')) return goToSeries();
      return failPayment(serverWords(orderErrorMessage(error), error));
    }
    let Razorpay;
    try {
      Razorpay = await loadRazorpay(order.checkoutUrl);
    } catch {
      return failPayment(text.gatewayFailed);
    }
    // Razorpay keeps its sheet open after a failed try so the learner can retry; closing it then
    // is not a cancellation, so the failure stays on screen
    let failed = false;
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      description: order.description,
      order_id: order.id,
      prefill: order.prefill,
      notes: order.notes,
      theme: { color: THEME_COLOR },
      handler: (result) => void confirm(result),
      modal: { ondismiss: () => (failed ? undefined : failPayment(text.cancelled)) },
    });
    checkout.on('payment.failed', (response) => {
      failed = true;
      failPayment(paymentFailedMessage(response.error?.description));
    });
    checkout.open();
  }

  return { phase, banner, register, pay };
}
