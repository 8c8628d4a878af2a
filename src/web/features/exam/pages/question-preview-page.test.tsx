// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QuestionPreview } from '../../../../shared/api/admin-questions.ts';
import { adminPaths, routePatterns } from '../../../lib/paths.ts';
import { QuestionPreviewPage } from './question-preview-page.tsx';

const QUESTION_ID = '44444444-0000-4000-8000-000000000004';
const PREVIEW_URL = `/api/admin/questions/${QUESTION_ID}/preview`;
const admin = { id: 'u-admin', name: 'Priya Admin', email: 'priya@example.com', image: null, role: 'master' };

const preview: QuestionPreview = {
  success: true,
  status: 'draft',
  question: {
    _id: QUESTION_ID,
    questionText: 'Evaluate $\\int_0^1 x^2\\,dx$.',
    questionImage: null,
    options: ['1/2', '1/3', '1/4', '1'].map((text, index) => ({ _id: `${QUESTION_ID}:${index}`, text, image: null })),
    section: 'Technical',
    marks: 1,
    type: 'MCQ',
    questionRemarks: null,
    correctAnswerIndex: 1,
    answerKey: { type: 'MCQ', correctIndex: 1 },
    explanationText: 'By the power rule it is one third.',
    explanationImage: null,
  },
};

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let requests: string[];

beforeEach(() => {
  requests = [];
  answers = {
    '/api/auth/session': { status: 200, body: admin },
    '/api/site': {
      status: 200,
      body: {
        supportEmail: 's@example.com',
        contactEmail: 'c@example.com',
        applyUrl: 'https://example.com',
        ads: null,
        razorpayKeyId: 'rzp',
        localSignIn: true,
      },
    },
    [PREVIEW_URL]: { status: 200, body: preview },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${String(input)}`);
      const answer = answers[String(input)] ?? { status: 404, body: { success: false, code: 'not-found', message: 'No such thing.' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPreview() {
  const router = createMemoryRouter([{ path: routePatterns.adminQuestionPreview, element: <QuestionPreviewPage /> }], {
    initialEntries: [adminPaths.questionPreview(QUESTION_ID)],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Preview as learner', () => {
  it('runs the exam view on the question and shows the result, without creating or saving anything', async () => {
    renderPreview();
    expect(await screen.findByText('Preview — answers are not saved.')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time Left' }).textContent).toMatch(/01:4[78]/);
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /^Option A/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit Test' })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, submit' }));

    expect(await screen.findByRole('heading', { name: 'After submission' })).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Options for question 1' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['wrong', 'correct', 'neutral', 'neutral']);
    expect(screen.getByRole('region', { name: 'Explanation for question 1' }).textContent).toContain('one third');
    expect(requests.every((request) => request.startsWith('GET '))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /^Option A/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Option A/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('gives someone without an admin role the admin sign-in, and asks for nothing', async () => {
    answers['/api/auth/session'] = { status: 200, body: { ...admin, role: 'learner', email: 'learner@example.com' } };
    renderPreview();
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('learner@example.com, and this account has no admin access');
    expect(requests).not.toContain(`GET ${PREVIEW_URL}`);
  });

  it('shows the admin sign-in when the API refuses the preview (403)', async () => {
    answers[PREVIEW_URL] = { status: 403, body: { success: false, code: 'forbidden', message: 'Admins only.' } };
    renderPreview();
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeTruthy();
  });
});
