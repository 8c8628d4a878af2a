// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NOT_YOURS_MESSAGE } from '../../../../shared/api/errors.ts';
import { giveTestPath, loginPath, routePatterns } from '../../../lib/paths.ts';
import { TEST_LOAD_FAILED, TEST_NOT_FOUND } from '../components/test-failure.tsx';
import { INVALID_PARAMETERS, TakeTestPage } from './take-test-page.tsx';

// Sign in again leaves the app for the sign-in page: the page load is the one thing faked
const loadPage = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/load-page.ts', () => ({ loadPage }));

const USER = { id: '0b7c9a1e-0000-4000-8000-000000000002', name: 'Ananya Pillai', email: 'ananya@example.com', image: null, role: 'learner' };
const SERIES_ID = '6f1c2d3e-0000-4000-8000-000000000001';
const TEST_ID = '9a8b7c6d-0000-4000-8000-000000000003';
const TEST_URL = `/api/testseries/getTest/${USER.id}/${SERIES_ID}/${TEST_ID}`;

type Answer = { status: number; body: unknown } | 'network-down';
let answers: Record<string, Answer>;
let calls: string[];

beforeEach(() => {
  calls = [];
  loadPage.mockReset();
  answers = { '/api/auth/session': { status: 200, body: USER }, '/api/auth/logout': { status: 200, body: { success: true } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      const answer = answers[String(input)] ?? { status: 404, body: { success: false, code: 'no-such-endpoint', message: 'No such endpoint' } };
      if (answer === 'network-down') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

// not vi.restoreAllMocks(): that would also remove the shared guard's console.error spy
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path = giveTestPath(USER.id, SERIES_ID, TEST_ID)) {
  const router = createMemoryRouter(
    [
      { path: routePatterns.giveTest, element: <TakeTestPage /> },
      { path: routePatterns.checkout, element: <p>Checkout page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const refusal = (status: number, code: string, message: string): Answer => ({ status, body: { success: false, code, message } });

const alertOf = async () => within(await screen.findByRole('alert'));
const hrefOf = (area: ReturnType<typeof within>, name: string) => area.getByRole('link', { name }).getAttribute('href');

describe('TakeTestPage', () => {
  it("shows the spec's message for another learner's test, by the answer's code and not its words, with Sign in again", async () => {
    answers[TEST_URL] = refusal(403, 'not-yours', 'This attempt belongs to someone else.');
    renderPage();
    const alert = await alertOf();
    expect(alert.getByRole('heading', { level: 1, name: NOT_YOURS_MESSAGE })).toBeTruthy();
    expect(hrefOf(alert, 'Sign in again')).toBe(loginPath(giveTestPath(USER.id, SERIES_ID, TEST_ID)));
    expect(hrefOf(alert, 'Contact support')).toBe('/contact');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the same message, without asking the server, when the path names another learner, with ways out; Sign in again signs out first', async () => {
    const path = giveTestPath('0b1c2d3e-0000-4000-8000-0000000000ff', SERIES_ID, TEST_ID);
    renderPage(path);
    const alert = await alertOf();
    expect(alert.getByRole('heading', { level: 1, name: NOT_YOURS_MESSAGE })).toBeTruthy();
    expect(alert.getByText(/made for another account/)).toBeTruthy();
    expect(alert.getAllByRole('link').map((link) => link.textContent)).toEqual(['My test series', 'Sign in again', 'Contact support']);
    expect(hrefOf(alert, 'My test series')).toBe('/mylearning');
    expect(calls.some((call) => call.includes('/api/testseries/getTest/'))).toBe(false);
    fireEvent.click(alert.getByRole('link', { name: 'Sign in again' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(loginPath(path)));
    expect(calls).toContain('POST /api/auth/logout');
  });

  it("says 'Invalid test parameters.' for a mistyped or cut-short link, without claiming it is another learner's or asking the server", async () => {
    for (const path of [giveTestPath('someone-else', SERIES_ID, TEST_ID), giveTestPath(USER.id, SERIES_ID, 'not-a-test')]) {
      renderPage(path);
      const alert = await alertOf();
      expect(alert.getByRole('heading', { level: 1, name: INVALID_PARAMETERS })).toBeTruthy();
      expect(alert.queryByText(/another account/)).toBeNull();
      expect(hrefOf(alert, 'Back to the test series')).toBe(`/testseriesdetail/${SERIES_ID}`);
      cleanup();
    }
    expect(calls.some((call) => call.includes('/api/testseries/getTest/'))).toBe(false);
  });

  it('sends a learner who is not enrolled to checkout', async () => {
    answers[TEST_URL] = refusal(403, 'not-enrolled', 'You are not enrolled in this test series.');
    const router = renderPage();
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/checkout/${USER.id}/${SERIES_ID}`);
  });

  it("says 'Invalid test parameters.' when the server finds the ids malformed, with the way out", async () => {
    answers[TEST_URL] = refusal(400, 'invalid-input', 'Invalid test parameters.');
    renderPage();
    const alert = await alertOf();
    expect(alert.getByRole('heading', { level: 1, name: INVALID_PARAMETERS })).toBeTruthy();
    expect(alert.getByText(/incomplete or mistyped/)).toBeTruthy();
    expect(hrefOf(alert, 'Back to the test series')).toBe(`/testseriesdetail/${SERIES_ID}`);
    expect(hrefOf(alert, 'Browse all test series')).toBe('/testseries');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('leads from an unknown test to its series and the catalogue, without Retry', async () => {
    answers[TEST_URL] = refusal(404, 'not-found', 'Test not found in this series.');
    renderPage();
    const alert = await alertOf();
    expect(alert.getByRole('heading', { level: 1, name: TEST_NOT_FOUND })).toBeTruthy();
    expect(hrefOf(alert, 'Back to the test series')).toBe(`/testseriesdetail/${SERIES_ID}`);
    expect(hrefOf(alert, 'Browse all test series')).toBe('/testseries');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the server failed or the network is down, and Retry reads again', async () => {
    answers[TEST_URL] = refusal(503, 'unavailable', 'Service unavailable.');
    renderPage();
    const alert = await alertOf();
    expect(alert.getByRole('heading', { level: 1, name: TEST_LOAD_FAILED })).toBeTruthy();
    expect(alert.getByText('Service unavailable.')).toBeTruthy();
    const before = calls.filter((call) => call.endsWith(TEST_URL)).length;
    fireEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((call) => call.endsWith(TEST_URL)).length).toBe(before + 1));
    cleanup();
    answers[TEST_URL] = 'network-down';
    renderPage();
    expect((await alertOf()).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('offers no Retry for a refusal that asking again cannot change, even one that carries the not-yours words', async () => {
    answers[TEST_URL] = refusal(403, 'forbidden', NOT_YOURS_MESSAGE);
    renderPage();
    const alert = await alertOf();
    expect(alert.getByRole('heading', { level: 1, name: TEST_LOAD_FAILED })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(hrefOf(alert, 'Back to the test series')).toBe(`/testseriesdetail/${SERIES_ID}`);
  });
});
