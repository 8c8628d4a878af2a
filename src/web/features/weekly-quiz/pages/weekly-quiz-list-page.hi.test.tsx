// @vitest-environment jsdom
// The weekly quiz list in Hindi (issue 30): chrome, cards, rank words and time limits read Hindi.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QuizCard, WeeklyQuizzesResponse } from '../../../../shared/api/quiz.ts';
import { appI18n } from '../../../i18n/index.ts';
import { routePatterns } from '../../../lib/paths.ts';
import { SignInDialogContext } from '../../../lib/sign-in-dialog.ts';
import { WeeklyQuizListPage } from './weekly-quiz-list-page.tsx';

const USER = { id: '0b7c9a1e-0000-4000-8000-000000000002', name: 'Ananya Pillai', email: 'ananya@example.com', image: null, role: 'learner' };
const NOW = Date.now();
const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();

const quiz: QuizCard = {
  _id: 'q1',
  title: 'GATE CS Weekly 1',
  exam: 'GATE',
  questionCount: 10,
  timeLimit: 5400,
  opensAt: hours(-24),
  closesAt: hours(2),
  state: 'open',
  takers: 0,
  mine: { status: 'attempted', attemptId: 'a1', score: 6.67, maxScore: 10, standing: { rank: 4, takers: 52, percentile: 92.31 } },
  winner: null,
};
const body: WeeklyQuizzesResponse = {
  success: true,
  serverTime: NOW,
  exams: ['GATE'],
  thisWeek: { startsAt: '2026-11-16T00:00:00.000+05:30', endsAt: hours(120), quizzes: [quiz] },
  pastWeeks: [],
  lastWinner: null,
};

beforeEach(async () => {
  await appI18n.changeLanguage('hi');
  const answers: Record<string, unknown> = { '/api/auth/session': USER, '/api/quiz/weekly': body };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const answer = answers[String(input)];
      return new Response(JSON.stringify(answer ?? { message: 'No such endpoint' }), {
        status: answer ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await appI18n.changeLanguage('en');
});

describe('WeeklyQuizListPage in Hindi', () => {
  it('heads the page, labels the week and shows an attempted quiz in Hindi', async () => {
    const router = createMemoryRouter([{ path: routePatterns.weeklyQuiz, element: <WeeklyQuizListPage /> }], { initialEntries: ['/weeklyquiz'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SignInDialogContext.Provider value={{ open: () => {}, close: () => {} }}>
          <RouterProvider router={router} />
        </SignInDialogContext.Provider>
      </QueryClientProvider>,
    );
    const card = within(await screen.findByRole('article', { name: quiz.title }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('इस सप्ताह के क्विज़');
    expect(screen.getByRole('heading', { level: 2, name: /^16 नव.* 2026 से शुरू सप्ताह$/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'परीक्षा' })).toBeTruthy();
    expect(card.getByText('10 प्रश्न')).toBeTruthy();
    expect(card.getByText('1 घंटे 30 मिनट')).toBeTruthy();
    expect(card.getByText('52 में रैंक 4')).toBeTruthy();
    expect(card.getByText('92.31')).toBeTruthy();
    expect(card.getByRole('link', { name: 'GATE CS Weekly 1 का परिणाम देखें' }).textContent).toBe('परिणाम देखें');
    expect(document.title).toBe('साप्ताहिक क्विज़ – Prepverse');
  });
});
