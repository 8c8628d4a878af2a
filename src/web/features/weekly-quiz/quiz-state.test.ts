import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../../lib/format.ts';
import { formatTimeLimit, quizAction } from './quiz-state.ts';

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

describe('formatCountdown and formatTimeLimit', () => {
  it('stay short at every scale', () => {
    expect(formatCountdown(2 * 86_400_000 + 4 * 3_600_000 + 59_000)).toBe('2d 4h');
    expect(formatCountdown(3 * 3_600_000 + 5 * 60_000)).toBe('3h 05m');
    expect(formatCountdown(12 * 60_000 + 9_000)).toBe('12m 09s');
    expect(formatCountdown(45_900)).toBe('45s');
    expect(formatCountdown(-5_000)).toBe('0s');
    expect(formatTimeLimit(20)).toBe('20 s');
    expect(formatTimeLimit(600)).toBe('10 min');
    expect(formatTimeLimit(5400)).toBe('1 h 30 min');
  });
});
