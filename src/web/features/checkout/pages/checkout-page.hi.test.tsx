// @vitest-environment jsdom
// The checkout in Hindi (issue 30): page chrome, order summary, the enrol panel and the checkout's own messages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SeriesCard } from '../../../../shared/api/test-series.ts';
import { priceOf } from '../../../../shared/pricing.ts';
import { checkoutPath, routePatterns } from '../../../lib/paths.ts';
import { appI18n } from '../../../i18n/index.ts';
import { CheckoutBanner } from '../components/checkout-banner.tsx';
import { checkoutMessages, paymentFailedMessage } from '../messages.ts';
import { CheckoutPage } from './checkout-page.tsx';

const USER = { id: '0b7c9a1e-0000-4000-8000-000000000002', name: 'Ananya Pillai', email: 'ananya@example.com', image: null, role: 'learner' };
const SERIES_ID = '6f1c2d3e-0000-4000-8000-000000000001';
const SERIES: SeriesCard = {
  testSeriesId: SERIES_ID,
  title: 'GATE CS 2027 Pro Mock Series',
  description: '',
  image: null,
  exam: 'GATE CS',
  year: 2027,
  test: 3,
  enrollments: 0,
  rating: { average: 0, count: 0, mine: null },
  ...priceOf(49900, 40),
};
const CHECK_URL = `/api/testseries/checkEnrollment/${USER.id}/${SERIES_ID}`;
const SUMMARY_URL = `/api/testseries/summary/${SERIES_ID}`;

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;

beforeEach(async () => {
  await appI18n.changeLanguage('hi');
  answers = {
    '/api/auth/session': { status: 200, body: USER },
    [SUMMARY_URL]: { status: 200, body: { success: true, testSeries: SERIES } },
    [`/api/testseries/userdetails/${USER.id}`]: {
      status: 200,
      body: { success: true, user: { _id: USER.id, name: USER.name, email: USER.email, phone: null, photoUrl: null } },
    },
    [CHECK_URL]: { status: 200, body: { success: true, isEnrolled: false } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const answer = answers[String(input)] ?? { status: 404, body: { success: false, code: 'no-such-endpoint', message: 'No such endpoint' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await appI18n.changeLanguage('en');
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: routePatterns.checkout, element: <CheckoutPage /> },
      { path: routePatterns.testSeriesDetail, element: <p>Series page</p> },
    ],
    { initialEntries: [checkoutPath(USER.id, SERIES_ID)] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CheckoutPage in Hindi', () => {
  it('reads the heading, order summary and pay button in Hindi', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना नामांकन पूरा करें' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /₹.*का भुगतान करें/ })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'ऑर्डर सारांश' });
    expect(within(summary).getByText('इसमें 3 टेस्ट हैं')).toBeTruthy();
    expect(within(summary).getByText('छूट (40%)')).toBeTruthy();
    expect(within(summary).getByText('मूल कीमत')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सेवा की शर्तें' }).getAttribute('href')).toBe('/terms');
    expect(screen.queryByText('Order Summary')).toBeNull();
  });

  it('says an unknown series is not found in Hindi', async () => {
    answers[SUMMARY_URL] = { status: 404, body: { success: false, code: 'not-found', message: 'Test series not found.' } };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'टेस्ट सीरीज़ नहीं मिली।' })).toBeTruthy();
  });

  it("says a refused order in Hindi, worded by its code, not in the server's English", async () => {
    answers['/api/payment/order'] = {
      status: 503,
      body: { success: false, code: 'payments-unavailable', message: 'Online payments are not available right now.' },
    };
    renderPage();
    (await screen.findByRole('button', { name: /₹.*का भुगतान करें/ })).click();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('ऑनलाइन भुगतान अभी उपलब्ध नहीं है।')).toBeTruthy();
    expect(screen.queryByText('Online payments are not available right now.')).toBeNull();
  });

  it('says a refused free enrolment in Hindi, with what the refusal names', async () => {
    answers[SUMMARY_URL] = { status: 200, body: { success: true, testSeries: { ...SERIES, ...priceOf(0, 0) } } };
    answers['/api/testseries/enroll'] = {
      status: 404,
      body: { success: false, code: 'not-found', reason: 'user-or-series-not-found', message: 'User or Test Series not found' },
    };
    renderPage();
    (await screen.findByRole('button', { name: 'निःशुल्क पंजीकरण करें' })).click();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('उपयोगकर्ता या टेस्ट सीरीज़ नहीं मिली।')).toBeTruthy();
    expect(screen.queryByText('User or Test Series not found')).toBeNull();
  });

  it("shows the checkout's own messages in Hindi and a server's own words as written", () => {
    const support = 'help@prepverse.in';
    const { unmount } = render(<CheckoutBanner banner={{ tone: 'error', text: checkoutMessages.cancelled, contactSupport: true }} supportEmail={support} />);
    expect(screen.getByText('भुगतान रद्द हो गया। नामांकन पूरा करने के लिए कृपया फिर से प्रयास करें।')).toBeTruthy();
    expect(screen.getByRole('link', { name: support }).getAttribute('href')).toBe(`mailto:${support}`);
    unmount();
    render(<CheckoutBanner banner={{ tone: 'error', text: paymentFailedMessage(null), contactSupport: false }} supportEmail={null} />);
    expect(screen.getByText('भुगतान विफल: कृपया फिर से प्रयास करें।')).toBeTruthy();
    cleanup();
    render(<CheckoutBanner banner={{ tone: 'error', text: 'Coupon expired.', contactSupport: false }} supportEmail={null} />);
    expect(screen.getByText('Coupon expired.')).toBeTruthy();
  });
});
