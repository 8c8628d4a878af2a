// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { QuizCard, WeeklyQuizzesResponse } from '../../../../shared/api/quiz.ts';
import { SignInDialogContext } from '../../../lib/sign-in-dialog.ts';
import { createTranslator } from '../../../i18n/server.ts';
import { faqPageJsonLd, landingFaqIn } from '../faq-questions.ts';

const landingFaq = landingFaqIn(createTranslator('en').getFixedT('en', 'landing'));
import { Faq } from './faq.tsx';
import { ThisWeekQuiz } from './this-week-quiz.tsx';

const USER = { id: '0b7c9a1e-0000-4000-8000-000000000002', name: 'Ananya Pillai', email: 'ananya@example.com', image: null, role: 'learner' };
const NOW = Date.now();
const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();

function card(id: string, title: string, overrides: Partial<QuizCard> = {}): QuizCard {
  return {
    _id: id,
    title,
    exam: 'GATE',
    questionCount: 10,
    timeLimit: 900,
    opensAt: hours(-24),
    closesAt: hours(2),
    state: 'open',
    takers: 4,
    mine: null,
    winner: null,
    ...overrides,
  };
}

let answers: Record<string, { status: number; body: unknown }>;
const openDialog = vi.fn();

beforeEach(() => {
  openDialog.mockReset();
  answers = { '/api/auth/session': { status: 401, body: { success: false, code: 'not-signed-in', message: 'Please sign in to continue.' } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const answer = answers[String(input)] ?? { status: 404, body: { success: false, code: 'not-found', message: 'Not found.' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SignInDialogContext.Provider value={{ open: openDialog, close: () => {} }}>
        <MemoryRouter>{ui}</MemoryRouter>
      </SignInDialogContext.Provider>
    </QueryClientProvider>,
  );
}

function weekly(quizzes: QuizCard[]): WeeklyQuizzesResponse {
  return { success: true, serverTime: NOW, exams: ['GATE'], thisWeek: { startsAt: hours(-48), endsAt: hours(120), quizzes }, pastWeeks: [], lastWinner: null };
}

describe("the landing page's FAQ", () => {
  it('shows exactly the questions its structured data gives search engines', () => {
    renderWith(<Faq />);
    const region = within(screen.getByRole('region', { name: 'Questions aspirants ask' }));
    const shown = region.getAllByRole('group').map((details) => details.querySelector('summary')!.textContent);
    const ld = faqPageJsonLd(landingFaq) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(ld['@type']).toBe('FAQPage');
    expect(shown).toEqual(ld.mainEntity.map((entry) => entry.name));
    expect(ld.mainEntity.map((entry) => entry.acceptedAnswer.text)).toEqual(landingFaq.map((entry) => entry.a));
  });

  it('states the facts of SPEC §9', () => {
    const answers = landingFaq.map((entry) => entry.a).join('\n');
    for (const fact of [/non-refundable/, /Razorpay/, /no hidden charges/i, /attempted once only/, /answers with explanations, and analytics/]) {
      expect(answers).toMatch(fact);
    }
  });
});

describe("this week's quiz on the landing page", () => {
  it('counts down to the closing and the opening, open quizzes first', async () => {
    answers['/api/quiz/weekly'] = {
      status: 200,
      body: weekly([
        card('later', 'UGC NET Weekly', { exam: 'UGC NET', opensAt: hours(26), closesAt: hours(100), state: 'upcoming' }),
        card('now', 'GATE Weekly'),
      ]),
    };
    renderWith(<ThisWeekQuiz />);
    const timers = await screen.findAllByRole('timer');
    expect(timers.map((timer) => timer.textContent)).toEqual([
      expect.stringMatching(/^Closes in (2h 00m|1h 59m)$/),
      expect.stringMatching(/^Opens in 1d (2|1)h$/),
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['GATE Weekly', 'UGC NET Weekly']);
    expect(screen.getByText('Starts when the window opens.')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in to start, coming back to the quiz', async () => {
    answers['/api/quiz/weekly'] = { status: 200, body: weekly([card('q1', 'GATE Weekly')]) };
    renderWith(<ThisWeekQuiz />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start the quiz: GATE Weekly' }));
    expect(openDialog).toHaveBeenCalledWith('/weeklyquiz/GATE/null/q1', 'Please sign in to take the weekly quiz.');
  });

  it('sends a signed-in learner straight to the quiz, and shows the score of one they took', async () => {
    answers['/api/auth/session'] = { status: 200, body: USER };
    const standing = { rank: 2, takers: 9, percentile: 77.78 };
    answers['/api/quiz/weekly'] = {
      status: 200,
      body: weekly([
        card('q1', 'GATE Weekly'),
        card('q2', 'NET Weekly', { exam: 'UGC NET', mine: { status: 'attempted', attemptId: 'a', score: 6.67, maxScore: 10, standing } }),
      ]),
    };
    renderWith(<ThisWeekQuiz />);
    expect((await screen.findByRole('link', { name: 'Start the quiz: GATE Weekly' })).getAttribute('href')).toBe(`/weeklyquiz/GATE/${USER.id}/q1`);
    expect(screen.getByText('6.67/10 · Rank 2 of 9')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View result of NET Weekly' }).getAttribute('href')).toBe(`/weeklyquiz/UGC%20NET/${USER.id}/q2`);
  });

  it('says when no quiz is open this week', async () => {
    answers['/api/quiz/weekly'] = { status: 200, body: weekly([card('old', 'Closed one', { opensAt: hours(-48), closesAt: hours(-1), state: 'closed' })]) };
    renderWith(<ThisWeekQuiz />);
    expect(await screen.findByText(/No quiz is open right now/)).toBeTruthy();
  });
});
