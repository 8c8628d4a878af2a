import { describe, expect, it } from 'vitest';
import { DEFAULT_NEGATIVE_RATIO } from '../../../../../shared/api/admin-content.ts';
import { parseRatio, ratioAsFraction, wrongAnswerCost } from './negative-marking.ts';

describe('ratioAsFraction', () => {
  it('shows the stored ratio as the fraction people write', () => {
    expect(ratioAsFraction(DEFAULT_NEGATIVE_RATIO)).toBe('1/3');
    expect(ratioAsFraction(0.25)).toBe('1/4');
    expect(ratioAsFraction(2 / 3)).toBe('2/3');
    expect(ratioAsFraction(0)).toBe('0');
    expect(ratioAsFraction(1)).toBe('1');
  });

  it('falls back to a decimal when no small fraction is exact', () => {
    expect(ratioAsFraction(0.33)).toBe('0.33');
    expect(ratioAsFraction(0.3)).toBe('3/10');
    expect(ratioAsFraction(0.123456)).toBe('0.123');
  });
});

describe('parseRatio', () => {
  it('reads fractions, decimals and percentages', () => {
    expect(parseRatio('1/3')).toBeCloseTo(1 / 3, 12);
    expect(parseRatio(' 1 / 4 ')).toBe(0.25);
    expect(parseRatio('0.25')).toBe(0.25);
    expect(parseRatio('.5')).toBe(0.5);
    expect(parseRatio('25%')).toBe(0.25);
    expect(parseRatio('0')).toBe(0);
  });

  it('refuses anything else', () => {
    expect(parseRatio('')).toBeNull();
    expect(parseRatio('one third')).toBeNull();
    expect(parseRatio('1/0')).toBeNull();
    expect(parseRatio('-1')).toBeNull();
  });
});

describe('wrongAnswerCost', () => {
  it('gives SPEC §9 numbers: 1/3 of the marks, to 2 decimals', () => {
    expect(wrongAnswerCost(1, DEFAULT_NEGATIVE_RATIO)).toBe(0.33);
    expect(wrongAnswerCost(2, DEFAULT_NEGATIVE_RATIO)).toBe(0.67);
    expect(wrongAnswerCost(2, 0.25)).toBe(0.5);
  });
});
