// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AttemptState, ExamQuestion } from '../../../../shared/api/exam.ts';
import { routePatterns, weeklyQuizAttemptPath } from '../../../lib/paths.ts';
import { QUIZ_FETCH_ERROR, QUIZ_UNAVAILABLE } from '../components/quiz-failure.tsx';
import { attemptedFixture, fixtureQuestions } from '../result/result-view.fixture.ts';
import { QUIZ_STARTING } from './quiz-attempt.tsx';
import { TakeQuizPage } from './take-quiz-page.tsx';

const USER = { id: '0b7c9a1e-0000-4000-8000-000000000002', name: 'Ananya Pillai', email: 'ananya@example.com', image: null, role: 'learner' };
const QUIZ_ID = '9a8b7c6d-0000-4000-8000-000000000003';
const QUIZ_URL = `/api/quiz/getQuiz/GATE/${USER.id}/${QUIZ_ID}`;

const question = (id: string, text: string): ExamQuestion => ({
  _id: id,
  questionText: text,
  questionImage: null,
  options: ['Yes', 'No'].map((option, index) => ({ _id: `${id}:${index}`, text: option, image: null })),
  section: 'Technical',
  marks: 1,
  type: 'MCQ',
  questionRemarks: null,
});
const questions = [question('q1', 'First?'), question('q2', 'Second?'), question('q3', 'Third?')];

const attempt = (): AttemptState => ({
  attemptId: 'att-1',
  startedAt: new Date().toISOString(),
  deadline: new Date(Date.now() + 10 * 60_000).toISOString(),
  answers: {},
  version: 0,
  submittedAt: null,
});

const quizHead = {
  _id: QUIZ_ID,
  title: 'GATE CS Weekly Quiz 12',
  exam: 'GATE',
  timeLimit: 600,
  opensAt: '2026-11-23T00:00:00Z',
  closesAt: '2026-11-30T00:00:00Z',
  marking: { correct: 1, wrong: -0.33 },
  markingScheme: { preset: 'weekly', marksEach: 1, mcqPenalty: 0.33 },
};
const PAPER_PATH = `/api/quiz/paper/${QUIZ_ID}`;
const paperRef = { path: PAPER_PATH, version: 'v1', questionCount: questions.length };
const openQuiz = (state: AttemptState | null) => ({
  status: 200,
  body: { success: true, attempted: false, serverTime: Date.now(), quiz: quizHead, paper: paperRef, attempt: state },
});

type Answer = { status: number; body: unknown } | 'network-down';
let answers: Record<string, Answer>;
let calls: string[];

beforeEach(() => {
  localStorage.clear();
  calls = [];
  answers = {
    '/api/auth/session': { status: 200, body: USER },
    [PAPER_PATH]: { status: 200, body: { success: true, version: 'v1', questions } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const answer = answers[url] ?? { status: 404, body: { success: false, code: 'no-such-endpoint', message: 'No such endpoint' } };
      if (answer === 'network-down') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path = weeklyQuizAttemptPath('GATE', USER.id, QUIZ_ID)) {
  const router = createMemoryRouter(
    [
      { path: routePatterns.weeklyQuizAttempt, element: <TakeQuizPage /> },
      { path: routePatterns.weeklyQuiz, element: <p>Weekly quiz list</p> },
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

describe('TakeQuizPage guards (SPEC §5)', () => {
  it('sends a signed-out visitor to /weeklyquiz, not to an error page', async () => {
    answers['/api/auth/session'] = { status: 401, body: { success: false, code: 'not-signed-in', message: 'Please sign in.' } };
    const router = renderPage(weeklyQuizAttemptPath('GATE', null, QUIZ_ID));
    expect(await screen.findByText('Weekly quiz list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/weeklyquiz');
  });

  it("sends a learner on another learner's quiz path to /weeklyquiz without asking for the quiz", async () => {
    const router = renderPage(weeklyQuizAttemptPath('GATE', 'someone-else', QUIZ_ID));
    expect(await screen.findByText('Weekly quiz list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/weeklyquiz');
    expect(calls.some((call) => call.includes('/api/quiz/'))).toBe(false);
  });

  it('sends the learner to /weeklyquiz when the server says the quiz is not theirs', async () => {
    answers[QUIZ_URL] = { status: 403, body: { success: false, code: 'not-yours', message: 'Invalid USER ! Please login again. or Contact support.' } };
    const router = renderPage();
    expect(await screen.findByText('Weekly quiz list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/weeklyquiz');
  });
});

describe('TakeQuizPage starting and resuming', () => {
  it("starts an unstarted quiz once, with 'The test is starting now!', in the quiz palette's colours", async () => {
    answers[QUIZ_URL] = openQuiz(null);
    answers['/api/quiz/start'] = { status: 200, body: { success: true, serverTime: Date.now(), attempt: attempt() } };
    renderPage();
    expect(await screen.findByText(QUIZ_STARTING)).toBeTruthy();
    expect(calls.filter((call) => call === 'POST /api/quiz/start')).toHaveLength(1);
    // the questions come from the quiz's paper, read once the view names it
    expect(await screen.findByRole('heading', { name: 'GATE CS Weekly Quiz 12' })).toBeTruthy();
    expect(calls).toContain(`GET ${PAPER_PATH}`);
    expect(screen.getAllByText('GATE STD.').length).toBeGreaterThan(0);
    // one section: no section tabs and no 'Section:' in the question's line
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    expect(screen.getByText('Marks: 1')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Submit Quiz' }).length).toBeGreaterThan(0);
  });

  it('resumes a running attempt without starting again and without the notice', async () => {
    answers[QUIZ_URL] = openQuiz(attempt());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(screen.queryByText(QUIZ_STARTING)).toBeNull();
    expect(calls).not.toContain('POST /api/quiz/start');
  });

  it('shows the result titled Quiz Performance Analysis once the quiz is attempted', async () => {
    const test = attemptedFixture();
    answers[QUIZ_URL] = {
      status: 200,
      body: {
        success: true,
        attempted: true,
        serverTime: Date.now(),
        quiz: { ...quizHead, questions: fixtureQuestions },
        attemptedData: { quizId: { questions: fixtureQuestions }, analyzedData: test.attemptedData.analyzedData },
        standing: test.standing,
        questionStats: test.questionStats,
        questionTimes: test.questionTimes,
      },
    };
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz Performance Analysis' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('Rank 3 of 41')).toBeTruthy();
    // the review, loaded after the summary, shows each question with its times
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
  });
});

describe('TakeQuizPage errors (SPEC §8)', () => {
  const weeklyLink = (alert: HTMLElement) => within(alert).getByRole('link', { name: "This week's quizzes" }).getAttribute('href');

  it("says 'Error fetching quiz. Please try again.' in red, full page, when the network fails, with Try again that reads again", async () => {
    answers[QUIZ_URL] = 'network-down';
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(QUIZ_FETCH_ERROR);
    expect(within(alert).getByRole('heading', { level: 1, name: 'The quiz could not be loaded' })).toBeTruthy();
    expect(weeklyLink(alert)).toBe('/weeklyquiz');
    answers[QUIZ_URL] = openQuiz(attempt());
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
  });

  it("shows the server's own message for an unknown quiz, and leads to this week's quizzes without Try again", async () => {
    answers[QUIZ_URL] = { status: 404, body: { success: false, code: 'not-found', message: 'Quiz not found.' } };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Quiz not found.');
    expect(weeklyLink(alert)).toBe('/weeklyquiz');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("says 'Quiz not available or unauthorized access.' when the answer carries no message of the API's, and a retry may help", async () => {
    answers[QUIZ_URL] = { status: 502, body: { error: 'Bad gateway' } };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(QUIZ_UNAVAILABLE);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows why a closed quiz cannot start, in the server's words, with a link to this week's quizzes and no Try again", async () => {
    answers[QUIZ_URL] = openQuiz(null);
    answers['/api/quiz/start'] = { status: 409, body: { success: false, code: 'quiz-closed', message: 'This quiz has closed.' } };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'This quiz has closed' })).toBeTruthy();
    expect(alert.textContent).toContain('This quiz has closed.');
    expect(weeklyLink(alert)).toBe('/weeklyquiz');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(QUIZ_STARTING)).toBeNull();
  });

  it('offers Try again when starting failed on the network', async () => {
    answers[QUIZ_URL] = openQuiz(null);
    answers['/api/quiz/start'] = 'network-down';
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(QUIZ_FETCH_ERROR);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
