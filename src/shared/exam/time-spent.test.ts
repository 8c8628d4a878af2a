import { describe, expect, it } from 'vitest';
import { boundedTimes, formatSpent, isTimeLost, timeLost } from './time-spent.ts';

describe('formatSpent', () => {
  it('writes seconds, minutes and hours as a learner reads them', () => {
    expect(formatSpent(0)).toBe('0 s');
    expect(formatSpent(40)).toBe('40 s');
    expect(formatSpent(59.6)).toBe('1 min');
    expect(formatSpent(80)).toBe('1 min 20 s');
    expect(formatSpent(370)).toBe('6 min 10 s');
    expect(formatSpent(3600)).toBe('1 h');
    expect(formatSpent(3900)).toBe('1 h 5 min');
    expect(formatSpent(-3)).toBe('0 s');
  });
});

describe('isTimeLost', () => {
  it('flags a wrong answer that took at least a minute and more than 1.5 times the average', () => {
    expect(isTimeLost({ status: 'incorrect', timeSpent: 200, average: 100 })).toBe(true);
    expect(isTimeLost({ status: 'incorrect', timeSpent: 91, average: 60 })).toBe(true);
  });

  it('does not flag a right or unanswered question, a short one, one near the average, or one without figures', () => {
    expect(isTimeLost({ status: 'correct', timeSpent: 600, average: 60 })).toBe(false);
    expect(isTimeLost({ status: 'other', timeSpent: 600, average: 60 })).toBe(false);
    expect(isTimeLost({ status: 'incorrect', timeSpent: 59, average: 10 })).toBe(false);
    expect(isTimeLost({ status: 'incorrect', timeSpent: 90, average: 60 })).toBe(false); // exactly 1.5 times
    expect(isTimeLost({ status: 'incorrect', timeSpent: 300, average: null })).toBe(false);
    expect(isTimeLost({ status: 'incorrect', timeSpent: undefined, average: 60 })).toBe(false);
  });

  it('sums the questions that lost time and the seconds spent on them', () => {
    const lost = timeLost([
      { status: 'incorrect', timeSpent: 200, average: 100 }, // lost
      { status: 'incorrect', timeSpent: 170, average: 60 }, // lost
      { status: 'incorrect', timeSpent: 70, average: 60 }, // near the average
      { status: 'correct', timeSpent: 500, average: 60 },
    ]);
    expect(lost).toEqual({ questions: 2, seconds: 370 });
    expect(timeLost([])).toEqual({ questions: 0, seconds: 0 });
  });
});

describe('boundedTimes', () => {
  it('keeps whole seconds when they fit in the attempt', () => {
    expect(
      boundedTimes(
        new Map([
          ['a', 40.4],
          ['b', 30],
        ]),
        600,
      ),
    ).toEqual(
      new Map([
        ['a', 40],
        ['b', 30],
      ]),
    );
  });

  it('scales the times down to the attempt when together they claim more', () => {
    const bounded = boundedTimes(
      new Map([
        ['a', 300],
        ['b', 100],
      ]),
      200,
    );
    expect(bounded).toEqual(
      new Map([
        ['a', 150],
        ['b', 50],
      ]),
    );
    expect(boundedTimes(new Map([['a', 10]]), 0)).toEqual(new Map([['a', 0]]));
  });
});
