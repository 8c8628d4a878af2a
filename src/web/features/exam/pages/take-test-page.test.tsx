// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NOT_YOURS_MESSAGE } from '../../../../shared/api/errors.ts';
import { giveTestPath, routePatterns } from '../../../lib/paths.ts';
import { INVALID_PARAMETERS, TakeTestPage } from './take-test-page.tsx';

const USER = { id: '0b7c9a1e-0000-4000-8000-000000000002', name: 'Ananya Pillai', email: 'ananya@example.com', image: null, role: 'learner' };
const SERIES_ID = '6f1c2d3e-0000-4000-8000-000000000001';
const TEST_ID = '9a8b7c6d-0000-4000-8000-000000000003';
const TEST_URL = `/api/testseries/getTest/${USER.id}/${SERIES_ID}/${TEST_ID}`;

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;

beforeEach(() => {
  answers = { '/api/auth/session': { status: 200, body: USER } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const answer = answers[String(input)] ?? { status: 404, body: { success: false, code: 'no-such-endpoint', message: 'No such endpoint' } };
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

describe('TakeTestPage', () => {
  it("shows the spec's message for another learner's test, by the answer's code and not its words", async () => {
    answers[TEST_URL] = refusal(403, 'not-yours', 'This attempt belongs to someone else.');
    renderPage();
    expect(await screen.findByRole('heading', { name: NOT_YOURS_MESSAGE })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the same message, without asking the server, when the path names another learner', async () => {
    renderPage(giveTestPath('someone-else', SERIES_ID, TEST_ID));
    expect(await screen.findByRole('heading', { name: NOT_YOURS_MESSAGE })).toBeTruthy();
  });

  it('sends a learner who is not enrolled to checkout', async () => {
    answers[TEST_URL] = refusal(403, 'not-enrolled', 'You are not enrolled in this test series.');
    const router = renderPage();
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/checkout/${USER.id}/${SERIES_ID}`);
  });

  it("says 'Invalid test parameters.' when the server finds the ids malformed", async () => {
    answers[TEST_URL] = refusal(400, 'invalid-input', 'Invalid test parameters.');
    renderPage();
    expect(await screen.findByRole('heading', { name: INVALID_PARAMETERS })).toBeTruthy();
  });

  it('offers Retry for any other failure, even a 403 that carries the not-yours words', async () => {
    answers[TEST_URL] = refusal(403, 'forbidden', NOT_YOURS_MESSAGE);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The test could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
