// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CheckoutUser, SeriesCard } from '../../../shared/api/test-series.ts';
import { priceOf } from '../../../shared/pricing.ts';
import type { RazorpayOptions, RazorpayFailure } from './razorpay.ts';
import { useCheckout } from './use-checkout.ts';

const user: CheckoutUser = { _id: 'u1', name: 'Isha Rao', email: 'isha@example.com', phone: null, photoUrl: null };
const series = (pricePaise: number, discount: number): SeriesCard => ({
  testSeriesId: 's1',
  title: 'GATE CS 2027 Pro Mock Series',
  description: '',
  image: null,
  exam: 'GATE CS',
  year: 2027,
  test: 3,
  enrollments: 0,
  rating: { average: 0, count: 0, mine: null },
  ...priceOf(pricePaise, discount),
});

const order = {
  id: 'order_1',
  amount: 29940,
  currency: 'INR',
  keyId: 'rzp_test',
  receipt: 'PV-2026-000001',
  checkoutUrl: '/dev/razorpay/checkout.js',
  name: 'Prepverse',
  description: 'GATE CS 2027 Pro Mock Series',
  prefill: { name: 'Isha Rao', email: 'isha@example.com', contact: '' },
  notes: { testSeriesId: 's1', userId: 'u1' },
};

// a stand-in for Checkout.js: the test plays the learner through `sheet`
let sheet: { options: RazorpayOptions; failed: ((response: RazorpayFailure) => void)[]; opened: boolean };
class FakeRazorpay {
  constructor(options: RazorpayOptions) {
    sheet = { options, failed: [], opened: false };
  }
  open() {
    sheet.opened = true;
  }
  close() {}
  on(_event: 'payment.failed', handler: (response: RazorpayFailure) => void) {
    sheet.failed.push(handler);
  }
}

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

let path = '';
function wrapper({ children }: { children: ReactNode }) {
  function Where() {
    path = useLocation().pathname;
    return null;
  }
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/checkout/u1/s1']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  window.Razorpay = FakeRazorpay;
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.Razorpay;
});

describe('free registration', () => {
  it('refuses a series that is not free, and the error goes after 3 seconds', async () => {
    const { result } = renderHook(() => useCheckout(user, series(49900, 40)), { wrapper });
    await act(() => result.current.register());
    expect(result.current.banner).toEqual({ tone: 'error', text: 'This test series is not free.', contactSupport: false });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current.banner).toBeNull();
  });

  it("says 'Error enrolling in test series.' when a refusal carries no words of the server's, and the error goes after 3 seconds", async () => {
    // a proxy's refusal: not the API's answer, so no code and no message meant for the learner
    fetchMock.mockReturnValueOnce(Promise.resolve(new Response('<html>403 Forbidden</html>', { status: 403 })));
    const { result } = renderHook(() => useCheckout(user, series(29900, 100)), { wrapper });
    await act(() => result.current.register());
    expect(result.current.banner).toEqual({ tone: 'error', text: 'Error enrolling in test series.', contactSupport: false });
    expect(result.current.phase).toBe('ready');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current.banner).toBeNull();
  });

  it("shows the server's own refusal as it is", async () => {
    fetchMock.mockReturnValueOnce(respond(401, { success: false, code: 'not-signed-in', message: 'Please log in to enroll.' }));
    const { result } = renderHook(() => useCheckout(user, series(29900, 100)), { wrapper });
    await act(() => result.current.register());
    expect(result.current.banner?.text).toBe('Please log in to enroll.');
  });

  it("says 'Failed to enroll.' when the server answers without enrolling or saying why", async () => {
    fetchMock.mockReturnValueOnce(respond(200, { success: false }));
    const { result } = renderHook(() => useCheckout(user, series(29900, 100)), { wrapper });
    await act(() => result.current.register());
    expect(result.current.banner?.text).toBe('Failed to enroll.');
  });

  it('registers, says so, and goes to the series after 2 seconds', async () => {
    fetchMock.mockReturnValueOnce(respond(200, { success: true, enrolled: true, message: 'Successfully registered for the test series!' }));
    const { result } = renderHook(() => useCheckout(user, series(29900, 100)), { wrapper });
    await act(() => result.current.register());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ userId: 'u1', testSeriesId: 's1', paymentDetails: { freeTestSeires: true } });
    expect(result.current.banner).toEqual({ tone: 'success', text: 'Successfully registered for the test series!' });
    expect(result.current.phase).toBe('enrolled');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(path).toBe('/checkout/u1/s1');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(path).toBe('/testseriesdetail/s1');
  });
});

describe('paid checkout', () => {
  async function openSheet() {
    fetchMock.mockReturnValueOnce(respond(200, order));
    const hook = renderHook(() => useCheckout(user, series(49900, 40)), { wrapper });
    await act(() => hook.result.current.pay());
    expect(sheet.opened).toBe(true);
    return hook;
  }

  it('opens Checkout.js with the order, the prefill, the notes and the navy theme', async () => {
    await openSheet();
    expect(sheet.options).toMatchObject({
      key: 'rzp_test',
      amount: 29940,
      currency: 'INR',
      name: 'Prepverse',
      description: 'GATE CS 2027 Pro Mock Series',
      order_id: 'order_1',
      prefill: { name: 'Isha Rao', email: 'isha@example.com', contact: '' },
      notes: { testSeriesId: 's1', userId: 'u1' },
      theme: { color: '#10163a' },
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ testSeriesId: 's1', userId: 'u1' });
  });

  it('verifies a payment, then redirects after 2 seconds', async () => {
    const { result } = await openSheet();
    fetchMock.mockReturnValueOnce(respond(200, { success: true, enrolled: true, testSeriesId: 's1', message: '' }));
    await act(async () => sheet.options.handler({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.banner).toEqual({ tone: 'success', text: "Payment successful! You're enrolled." });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(path).toBe('/testseriesdetail/s1');
  });

  it('reports a bad signature as a failed verification, and the error stays', async () => {
    const { result } = await openSheet();
    fetchMock.mockReturnValueOnce(respond(400, { success: false, code: 'payment-failed', message: 'Payment verification failed. Please try again.' }));
    await act(async () => sheet.options.handler({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'bad' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.banner).toEqual({ tone: 'error', text: 'Payment verification failed. Please try again.', contactSupport: true });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.banner?.text).toBe('Payment verification failed. Please try again.');
    expect(result.current.phase).toBe('ready');
  });

  it('says a dismissed sheet was cancelled', async () => {
    const { result } = await openSheet();
    act(() => sheet.options.modal.ondismiss());
    expect(result.current.banner?.text).toBe('Payment was cancelled. Please try again to complete enrollment.');
  });

  it('keeps a failure on screen when the sheet is closed after it', async () => {
    const { result } = await openSheet();
    act(() => sheet.failed.forEach((handler) => handler({ error: { description: 'Your card was declined by the bank.' } })));
    act(() => sheet.options.modal.ondismiss());
    expect(result.current.banner?.text).toBe('Payment failed: Your card was declined by the bank.');
  });

  it('says the gateway failed to load when Checkout.js cannot be had', async () => {
    delete window.Razorpay;
    fetchMock.mockReturnValueOnce(respond(200, order));
    const { result } = renderHook(() => useCheckout(user, series(49900, 40)), { wrapper });
    let paying: Promise<void> = Promise.resolve();
    act(() => {
      paying = result.current.pay();
    });
    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    await act(async () => {
      document.head.querySelector('script')?.dispatchEvent(new Event('error'));
      await paying;
    });
    expect(result.current.banner?.text).toBe('Failed to load payment gateway. Please try again.');
  });

  it('goes straight to the tests when the order finds the learner already enrolled', async () => {
    fetchMock.mockReturnValueOnce(respond(409, { success: false, code: 'already-enrolled', message: 'You are already enrolled in this test series.' }));
    const { result } = renderHook(() => useCheckout(user, series(49900, 40)), { wrapper });
    await act(() => result.current.pay());
    await vi.waitFor(() => expect(path).toBe('/testseriesdetail/s1'));
    expect(result.current.banner).toBeNull();
  });

  it('says the payment could not start when the order fails', async () => {
    fetchMock.mockReturnValueOnce(respond(502, { success: false, code: 'order-failed', message: 'Failed to initiate payment. Please try again.' }));
    const { result } = renderHook(() => useCheckout(user, series(49900, 40)), { wrapper });
    await act(() => result.current.pay());
    expect(result.current.banner).toEqual({ tone: 'error', text: 'Failed to initiate payment. Please try again.', contactSupport: true });
  });
});
