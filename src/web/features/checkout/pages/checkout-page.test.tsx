// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SeriesCard } from '../../../../shared/api/test-series.ts';
import { priceOf } from '../../../../shared/pricing.ts';
import { checkoutPath, loginPath, routePatterns } from '../../../lib/paths.ts';
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
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
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
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

// not vi.restoreAllMocks(): that would also remove the shared guard's console.error spy
afterEach(() => {
  cleanup();
  warn.mockRestore();
  vi.unstubAllGlobals();
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

const warnedMessages = () => warn.mock.calls.map(([logged]) => (logged instanceof Error ? logged.message : String(logged)));

describe('CheckoutPage', () => {
  it("keeps 'Failed to check enrollment status' internal when the enrolment check fails", async () => {
    answers[CHECK_URL] = { status: 500, body: { success: false, code: 'server-error', message: 'Something went wrong on our side. Please try again.' } };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Failed to load checkout details. Please try again.' })).toBeTruthy();
    expect(screen.queryByText('Failed to check enrollment status')).toBeNull();
    expect(warnedMessages()).toEqual(['Failed to check enrollment status']);
    const logged = warn.mock.calls[0]?.[0];
    expect(logged instanceof Error && logged.cause instanceof Error ? logged.cause.message : null).toBe('Something went wrong on our side. Please try again.');
  });

  it('offers Try again when the server failed, with the way back to the series', async () => {
    answers[SUMMARY_URL] = { status: 503, body: { success: false, code: 'unavailable', message: 'Prepverse is busy. Please try again.' } };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Failed to load checkout details. Please try again.' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to the test series' }).getAttribute('href')).toBe(`/testseriesdetail/${SERIES_ID}`);
    // the page keeps its own heading
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Enrollment' })).toBeTruthy();
  });

  it('sends an unknown series to the catalogue, without Try again, and does not blame the enrolment check', async () => {
    answers[SUMMARY_URL] = { status: 404, body: { success: false, code: 'not-found', message: 'Test series not found.' } };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Test series not found.' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Browse all test series' }).getAttribute('href')).toBe('/testseries');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/Please try again/)).toBeNull();
    expect(warnedMessages()).toEqual([]);
  });

  it('asks a learner whose session ended to sign in again, coming back to the checkout', async () => {
    answers[`/api/testseries/userdetails/${USER.id}`] = { status: 401, body: { success: false, code: 'not-signed-in', message: 'Please sign in.' } };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(loginPath(checkoutPath(USER.id, SERIES_ID)));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the order summary when everything loads', async () => {
    renderPage();
    expect(await screen.findByText('Complete Your Enrollment')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Pay ₹/ })).toBeTruthy();
    expect(warnedMessages()).toEqual([]);
  });

  it('says what the series holds as what each test is: subject tests by their sizes, never called mocks', async () => {
    const exam = (code: string, paperCode: string) => ({ code, family: 'UGC NET', paperCode, name: { en: code, hi: code } });
    const holds = [
      { scope: 'subject', exam: exam('ugc-net-cs', 'Paper 2 (87)'), questionCounts: [9, 14, 24] },
      { scope: 'full', exam: exam('ugc-net-paper-1', 'Paper 1'), questionCounts: [50] },
    ];
    answers[SUMMARY_URL] = { status: 200, body: { success: true, testSeries: { ...SERIES, test: 4, holds } } };
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(summary.textContent).toContain('Includes 4 tests');
    expect(summary.textContent).toContain('3 subject tests for UGC NET Paper 2 (87), of 9, 14 and 24 questions');
    expect(summary.textContent).toContain('1 full-length mock test of UGC NET Paper 1, 50 questions');
    expect(summary.textContent).toContain('One attempt at each test, as in the real exam');
    expect(summary.textContent).not.toMatch(/4 full-length/);
  });

  it('lists each test by its title, questions and time before the learner pays', async () => {
    const outline = (id: string, title: string, questionCount: number, minutes: number) => ({
      _id: id,
      title,
      difficulty: 'Easy',
      timeLimit: minutes * 60,
      questionCount,
    });
    const tests = [outline('t1', 'Operating Systems: Scheduling', 9, 20), outline('t2', 'Full Mock 1', 65, 180)];
    answers[SUMMARY_URL] = { status: 200, body: { success: true, testSeries: { ...SERIES, test: 2, tests } } };
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const list = within(summary).getByRole('group');
    expect(within(list).getByText('The 2 tests in this series')).toBeTruthy();
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Operating Systems: Scheduling9 questions · 20 min', 'Full Mock 165 questions · 180 min']);
    expect(list.hasAttribute('open')).toBe(true);
    expect(await screen.findByRole('button', { name: /Pay ₹/ })).toBeTruthy();
  });
});
