import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/server.ts';
import { quizAction, timeLimitIn } from './quiz-state.ts';

describe('quizAction', () => {
  it('offers Start only on an open quiz the learner has not started, signed in or not', () => {
    expect(quizAction({ state: 'open', mine: { status: 'not-started' } })).toEqual({ kind: 'start' });
    expect(quizAction({ state: 'open', mine: null })).toEqual({ kind: 'start' });
    expect(quizAction({ state: 'upcoming', mine: null })).toEqual({ kind: 'upcoming' });
    expect(quizAction({ state: 'closed', mine: { status: 'not-started' } })).toEqual({ kind: 'missed' });
  });

  it('resumes a running attempt at its own deadline, even once the window has closed', () => {
    const deadline = '2026-11-23T10:10:00Z';
    expect(quizAction({ state: 'closed', mine: { status: 'in-progress', attemptId: 'a', deadline } })).toEqual({
      kind: 'resume',
      deadline: Date.parse(deadline),
    });
  });

  it('shows the standing of an attempted quiz', () => {
    const mine = { status: 'attempted' as const, attemptId: 'a', score: 3.34, maxScore: 5, standing: { rank: 2, takers: 9, percentile: 77.78 } };
    expect(quizAction({ state: 'open', mine })).toEqual({ kind: 'result', score: 3.34, maxScore: 5, rank: 2, takers: 9, percentile: 77.78 });
  });

  it("carries a sole taker's missing percentile as null, not 0", () => {
    const mine = { status: 'attempted' as const, attemptId: 'a', score: 1, maxScore: 5, standing: { rank: 1, takers: 1, percentile: null } };
    expect(quizAction({ state: 'closed', mine })).toMatchObject({ kind: 'result', rank: 1, takers: 1, percentile: null });
  });
});

describe('timeLimitIn', () => {
  it('stays short at every scale, in either language', () => {
    const english = createTranslator('en').getFixedT('en', 'quiz');
    expect([20, 600, 5400, 7200].map((seconds) => timeLimitIn(english, seconds))).toEqual(['20 s', '10 min', '1 h 30 min', '2 h']);
    const hindi = createTranslator('hi').getFixedT('hi', 'quiz');
    expect(timeLimitIn(hindi, 600)).toMatch(/^10 मिनट$/);
  });
});
