import { describe, expect, it } from 'vitest';
import { landingQuizAction, quizMoment, quizzesToFeature } from './quiz-window.ts';

const at = (iso: string) => Date.parse(iso);
const quiz = { opensAt: '2026-11-23T00:00:00Z', closesAt: '2026-11-30T00:00:00Z' };

describe('quizMoment', () => {
  it('counts down to the opening, then to the closing, by the clock it is given', () => {
    expect(quizMoment(quiz, at('2026-11-21T20:00:00Z'))).toEqual({ kind: 'upcoming', left: 28 * 3_600_000 });
    expect(quizMoment(quiz, at('2026-11-23T00:00:00Z'))).toEqual({ kind: 'open', left: 7 * 86_400_000, closingSoon: false });
    expect(quizMoment(quiz, at('2026-11-29T23:15:30Z'))).toEqual({ kind: 'open', left: 44 * 60_000 + 30_000, closingSoon: true });
    expect(quizMoment(quiz, at('2026-11-30T00:00:00Z'))).toEqual({ kind: 'closed' });
  });
});

describe('landingQuizAction', () => {
  const open = quizMoment(quiz, at('2026-11-24T00:00:00Z'));
  const upcoming = quizMoment(quiz, at('2026-11-22T00:00:00Z'));
  it('offers Start on an open quiz not yet taken, signed in or not', () => {
    expect(landingQuizAction({ mine: null }, open)).toBe('start');
    expect(landingQuizAction({ mine: { status: 'not-started' } }, open)).toBe('start');
    expect(landingQuizAction({ mine: null }, upcoming)).toBe('none');
  });
  it('resumes a running attempt and shows a finished one', () => {
    expect(landingQuizAction({ mine: { status: 'in-progress', attemptId: 'a', deadline: '2026-11-24T00:10:00Z' } }, open)).toBe('resume');
    const standing = { rank: 1, takers: 3, percentile: 100 };
    expect(landingQuizAction({ mine: { status: 'attempted', attemptId: 'a', score: 5, maxScore: 10, standing } }, open)).toBe('result');
  });
});

describe('quizzesToFeature', () => {
  it('puts open quizzes first, soonest closing first, leaves out closed ones, and keeps a few', () => {
    const now = at('2026-11-24T00:00:00Z');
    const late = { id: 'late', opensAt: '2026-11-23T00:00:00Z', closesAt: '2026-11-30T00:00:00Z' };
    const soon = { id: 'soon', opensAt: '2026-11-23T00:00:00Z', closesAt: '2026-11-25T00:00:00Z' };
    const next = { id: 'next', opensAt: '2026-11-26T00:00:00Z', closesAt: '2026-11-30T00:00:00Z' };
    const gone = { id: 'gone', opensAt: '2026-11-20T00:00:00Z', closesAt: '2026-11-23T12:00:00Z' };
    expect(quizzesToFeature([next, gone, late, soon], now).map((q) => q.id)).toEqual(['soon', 'late', 'next']);
    expect(quizzesToFeature([next, gone, late, soon], now, 2).map((q) => q.id)).toEqual(['soon', 'late']);
  });
});
