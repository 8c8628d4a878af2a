// @vitest-environment jsdom
// A submitted weekly quiz whose solutions are held back (decision 039): the score and rank, and in
// place of the review a countdown to when the solutions open; at zero the page asks for them.
import { GATE_CS_SUBJECT_EXAM } from '../paper-exam.fixture.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { examClock } from '../../../lib/server-clock.ts';
import { quizScoreOnly, type QuizAwaitingSolutions } from './exam-result.ts';
import { ResultView } from './result-view.tsx';
import { attemptedFixture } from './result-view.fixture.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function pendingQuiz(solutionsOpenAt: string): QuizAwaitingSolutions {
  const { questionAnalysis: _held, ...analyzedData } = attemptedFixture().attemptedData.analyzedData;
  const head = { _id: 'q1', title: 'GATE CS Weekly Quiz 49', exam: 'GATE', timeLimit: 1800, opensAt: '2026-12-06T12:30:00Z', closesAt: '2026-12-06T14:30:00Z' };
  return {
    success: true,
    attempted: true,
    solutions: 'pending',
    solutionsOpenAt,
    serverTime: Date.parse('2026-12-06T13:00:00Z'),
    quiz: { ...head, marking: { correct: 1, wrong: 0.33 }, markingScheme: { preset: 'weekly', marksEach: 1, mcqPenalty: 0.33 }, profile: GATE_CS_SUBJECT_EXAM },
    analyzedData,
    standing: { rank: 2, takers: 40, percentile: 97.44 },
    attemptId: 'a1',
  };
}

describe('a quiz result while its solutions are held back', () => {
  it('shows the score and rank, counts down to the solutions and asks for them at zero', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
    vi.setSystemTime(Date.parse('2026-12-06T14:35:00Z'));
    examClock.observe(Date.now());
    const onOpen = vi.fn();
    render(
      <MemoryRouter>
        <ResultView result={quizScoreOnly(pendingQuiz('2026-12-06T15:00:05Z'))} kind="quiz" onSolutionsOpen={onOpen} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quiz Performance Analysis');
    expect(screen.getByRole('region', { name: 'Summary' }).textContent).toContain('2');
    expect(screen.getByRole('timer').textContent).toBe('Solutions open in 25m 05s');
    expect(screen.getByText(/open on 6 Dec 2026, 8:30 pm IST/)).toBeTruthy();
    // no question, no key, no explanation: there are none in the page to show
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText(/Correct options are marked in green/)).toBeNull();
    expect(onOpen).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(25 * 60_000 + 5_000));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('The solutions are open: loading them…')).toBeTruthy();
  });
});
