import { describe, expect, it } from 'vitest';
import { categoryLabel, formatDuration, formatNumber, formatPercent, formatSignedMarks, optionLetter } from './result-format.ts';

describe('result formatting', () => {
  it('writes whole numbers plain and fractions to 2 decimals', () => {
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(8.666)).toBe('8.67');
    expect(formatNumber(1.5)).toBe('1.50');
    expect(formatNumber(10 - 8.67)).toBe('1.33');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatPercent(66.67)).toBe('66.67%');
  });

  it('signs the marks awarded for a question', () => {
    expect(formatSignedMarks(2)).toBe('+2');
    expect(formatSignedMarks(-0.67)).toBe('−0.67');
    expect(formatSignedMarks(0)).toBe('0');
  });

  it('writes durations as h:mm:ss', () => {
    expect(formatDuration(754)).toBe('0:12:34');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(10800)).toBe('3:00:00');
  });

  it('capitalises category labels and letters options', () => {
    expect(categoryLabel('needs_improvement')).toBe('Needs improvement');
    expect(categoryLabel('excellent')).toBe('Excellent');
    expect([0, 1, 2, 3].map(optionLetter).join('')).toBe('ABCD');
  });
});
