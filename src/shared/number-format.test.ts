import { describe, expect, it } from 'vitest';
import { formatFixed2, formatNumber, formatScore, formatSignedMarks, MINUS } from './number-format.ts';

describe('the one number format', () => {
  it('writes a negative with the minus sign U+2212, never the hyphen', () => {
    expect(MINUS).toBe('\u2212');
    expect(formatNumber(-1)).toBe('\u22121');
    expect(formatNumber(-0.333)).toBe('−0.33');
    expect(formatNumber(-1234.5)).toBe('−1,234.50');
    for (const text of [formatNumber(-7), formatFixed2(-0.5), formatSignedMarks(-0.67), formatScore(-1, 8)]) expect(text).not.toContain('-');
  });

  it('writes whole numbers plain, fractions to 2 decimals, and no negative zero', () => {
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(8.666)).toBe('8.67');
    expect(formatNumber(1.5)).toBe('1.50');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(150000)).toBe('1,50,000');
  });

  it('writes a score out of its maximum as −1/8, with no spaces', () => {
    expect(formatScore(-1, 8)).toBe('−1/8');
    expect(formatScore(6.666, 8)).toBe('6.67/8');
    expect(formatScore(0, 5)).toBe('0/5');
  });

  it('keeps two decimals where a table asks for them', () => {
    expect(formatFixed2(72.5)).toBe('72.50');
    expect(formatFixed2(-0.333)).toBe('−0.33');
    expect(formatFixed2(-0.004)).toBe('0.00');
  });

  it('signs the marks of one question', () => {
    expect(formatSignedMarks(2)).toBe('+2');
    expect(formatSignedMarks(-0.67)).toBe('−0.67');
    expect(formatSignedMarks(0)).toBe('0');
  });
});
