// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MyQuizState, QuizCard, WeeklyQuizzesResponse } from '../../../../shared/api/quiz.ts';
import { routePatterns } from '../../../lib/paths.ts';
import { SignInDialogContext } from '../../../lib/sign-in-dialog.ts';
import { SIGN_IN_TO_START, WeeklyQuizListPage } from './weekly-quiz-list-page.tsx';

const USER = { id: '0b7c9a1e-0000-4000-8000-000000000002', name: 'Ananya Pillai', email: 'ananya@example.com', image: null, role: 'learner' };
const NOW = Date.now();
const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();

function card(id: string, title: string, mine: MyQuizState | null, overrides: Partial<QuizCard> = {}): QuizCard {
  return {
    _id: id,
    title,
    exam: 'GATE',
    questionCount: 10,
    timeLimit: 600,
    opensAt: hours(-24),
    closesAt: hours(2),
    state: 'open',
    takers: 0,
    mine,
    winner: null,
    ...overrides,
  };
}

function weekly(quizzes: QuizCard[], extra: Partial<WeeklyQuizzesResponse> = {}): WeeklyQuizzesResponse {
  return {
    success: true,
    serverTime: NOW,
    exams: ['GATE'],
    thisWeek: { startsAt: hours(-48), endsAt: hours(120), quizzes },
    pastWeeks: [],
    lastWinner: null,
    ...extra,
  };
}

type Answer = { status: number; body: unknown } | 'pending';
let answers: Record<string, Answer>;
const openDialog = vi.fn();

beforeEach(() => {
  openDialog.mockReset();
  answers = { '/api/auth/session': { status: 200, body: USER } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const answer = answers[String(input)] ?? { status: 404, body: { success: false, code: 'no-such-endpoint', message: 'No such endpoint' } };
      if (answer === 'pending') return new Promise<Response>(() => {});
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(path = '/weeklyquiz') {
  const router = createMemoryRouter([{ path: routePatterns.weeklyQuiz, element: <WeeklyQuizListPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SignInDialogContext.Provider value={{ open: openDialog, close: () => {} }}>
        <RouterProvider router={router} />
      </SignInDialogContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

const article = async (title: string) => within(await screen.findByRole('article', { name: title }));

describe('WeeklyQuizListPage', () => {
  it("shows each quiz's questions, time limit, window and a live 'closes in' countdown, with Start for a quiz not started", async () => {
    answers['/api/quiz/weekly'] = { status: 200, body: weekly([card('q1', 'GATE CS Weekly 1', { status: 'not-started' })]) };
    renderList();
    const quiz = await article('GATE CS Weekly 1');
    expect(quiz.getByText('10 questions')).toBeTruthy();
    expect(quiz.getByText('10 min')).toBeTruthy();
    expect(quiz.getByRole('timer').textContent).toMatch(/^Closes in 1h 59m|^Closes in 2h 00m/);
    expect(quiz.getByRole('link', { name: 'Start GATE CS Weekly 1' }).getAttribute('href')).toBe(`/weeklyquiz/GATE/${USER.id}/q1`);
  });

  it('offers Resume with the time left to the server deadline for a quiz in progress', async () => {
    const mine: MyQuizState = { status: 'in-progress', attemptId: 'a1', deadline: new Date(NOW + 5 * 60_000 + 500).toISOString() };
    answers['/api/quiz/weekly'] = { status: 200, body: weekly([card('q1', 'GATE CS Weekly 1', mine)]) };
    renderList();
    const quiz = await article('GATE CS Weekly 1');
    expect(quiz.getByText(/In progress/).textContent).toMatch(/(5m 00s|4m 59s) left/);
    expect(quiz.getByRole('link', { name: 'Resume GATE CS Weekly 1' })).toBeTruthy();
  });

  it("shows an attempted quiz's score, 'Rank r of N', percentile and View result", async () => {
    const mine: MyQuizState = { status: 'attempted', attemptId: 'a1', score: 6.67, maxScore: 10, standing: { rank: 4, takers: 52, percentile: 92.31 } };
    answers['/api/quiz/weekly'] = { status: 200, body: weekly([card('q1', 'GATE CS Weekly 1', mine, { takers: 52 })]) };
    renderList();
    const quiz = await article('GATE CS Weekly 1');
    expect(quiz.getByText('6.67/10')).toBeTruthy();
    expect(quiz.getByText('Rank 4 of 52')).toBeTruthy();
    expect(quiz.getByText('92.31')).toBeTruthy();
    expect(quiz.getByRole('link', { name: 'View result of GATE CS Weekly 1' })).toBeTruthy();
    expect(quiz.queryByRole('link', { name: /^Start/ })).toBeNull();
  });

  it("opens the sign-in dialog for a signed-out visitor's Start, returning to the quiz through '/null/'", async () => {
    answers['/api/auth/session'] = { status: 401, body: { success: false, code: 'not-signed-in', message: 'Please sign in.' } };
    answers['/api/quiz/weekly'] = { status: 200, body: weekly([card('q1', 'GATE CS Weekly 1', null)]) };
    renderList();
    const quiz = await article('GATE CS Weekly 1');
    fireEvent.click(quiz.getByRole('button', { name: 'Start GATE CS Weekly 1' }));
    expect(openDialog).toHaveBeenCalledWith('/weeklyquiz/GATE/null/q1', SIGN_IN_TO_START);
  });

  it("announces last week's winner with the prize series linked, and keeps the exam filter in the URL", async () => {
    const winner = {
      quizId: 'old',
      quizTitle: 'GATE CS Weekly 0',
      exam: 'GATE',
      name: 'Rohan Mehta',
      image: null,
      score: 9.67,
      maxScore: 10,
      announcedAt: hours(-30),
      prizeSeries: { testSeriesId: 's9', title: 'GATE CS 2027 Pro Mock Series' },
    };
    answers['/api/quiz/weekly'] = { status: 200, body: weekly([], { lastWinner: winner, exams: ['GATE', 'UGC NET'] }) };
    answers['/api/quiz/weekly?exam=UGC+NET'] = { status: 200, body: weekly([], { exams: ['GATE', 'UGC NET'] }) };
    const router = renderList();
    const announcement = within(await screen.findByRole('region', { name: "Last week's winner" }));
    expect(announcement.getByText('Rohan Mehta', { exact: false })).toBeTruthy();
    expect(announcement.getByRole('link', { name: 'GATE CS 2027 Pro Mock Series' }).getAttribute('href')).toBe('/testseriesdetail/s9');
    expect(screen.getByText('No quiz this week yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Exam'), { target: { value: 'UGC NET' } });
    expect(router.state.location.search).toBe('?exam=UGC+NET');
    expect(await screen.findByText('No UGC NET quiz this week')).toBeTruthy();
  });

  it('shows a loading state, then an error with Try again when the list cannot be read', async () => {
    answers['/api/quiz/weekly'] = 'pending';
    renderList();
    expect(await screen.findByText("Loading this week's quizzes…")).toBeTruthy();
    cleanup();
    answers['/api/quiz/weekly'] = { status: 500, body: { success: false, code: 'server-error', message: 'Something went wrong on our side.' } };
    renderList();
    expect(await screen.findByText('The weekly quizzes could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
