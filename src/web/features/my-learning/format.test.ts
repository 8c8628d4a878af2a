// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { categoryTone, formatCategory, formatCount, formatFixed, formatSeconds, formatShortDate, percentTicks, trendPoints } from './format.ts';

describe('formatFixed', () => {
  it('shows numbers to 2 decimals (SPEC §9)', () => {
    expect(formatFixed(72.5)).toBe('72.50');
    expect(formatFixed(0)).toBe('0.00');
    expect(formatFixed(-1.333)).toBe('−1.33'); // the minus sign, U+2212
    expect(formatFixed(66.666)).toBe('66.67');
  });

  it('shows N/A for a missing or broken value', () => {
    expect(formatFixed(undefined)).toBe('N/A');
    expect(formatFixed(null)).toBe('N/A');
    expect(formatFixed(Number.NaN)).toBe('N/A');
    expect(formatFixed(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});

describe('formatCount', () => {
  it('shows whole counts, and 0 when missing', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatCategory', () => {
  it('capitalises and turns underscores into spaces (SPEC §2)', () => {
    expect(formatCategory('needs_improvement')).toBe('Needs improvement');
    expect(formatCategory('excellent')).toBe('Excellent');
    expect(formatCategory('GOOD')).toBe('Good');
    expect(formatCategory('others')).toBe('Others');
  });

  it('says N/A when there is no category', () => {
    expect(formatCategory('')).toBe('N/A');
    expect(formatCategory(undefined)).toBe('N/A');
  });
});

describe('categoryTone', () => {
  it('gives Excellent, Good and Average their own colour and everything else one more', () => {
    expect(categoryTone('excellent')).toBe('excellent');
    expect(categoryTone('Good')).toBe('good');
    expect(categoryTone('average')).toBe('average');
    expect(categoryTone('needs_improvement')).toBe('other');
    expect(categoryTone('others')).toBe('other');
    expect(categoryTone(null)).toBe('other');
  });
});

describe('formatShortDate', () => {
  it('formats an ISO timestamp and says N/A for nonsense', () => {
    expect(formatShortDate('2025-03-05T10:00:00.000Z')).toBe('5 Mar 2025');
    expect(formatShortDate('2025-03-05T10:00:00.000Z', 'hi-IN')).toBe('5 मार्च 2025');
    expect(formatShortDate('not a date')).toBe('N/A');
    expect(formatShortDate(undefined)).toBe('N/A');
  });
});

describe('trendPoints', () => {
  it('labels the points Test 1, Test 2, ... and keeps the test names for the tooltip', () => {
    expect(trendPoints([40, 72.5], ['Easy Subject Test'])).toEqual([
      { label: 'Test 1', value: 40, title: 'Easy Subject Test' },
      { label: 'Test 2', value: 72.5, title: 'Test 2' },
    ]);
    expect(trendPoints(undefined)).toEqual([]);
    // the labels in the interface's language, the tests' own names kept
    expect(trendPoints([40, 60], ['Easy Subject Test'], (n) => `टेस्ट ${n}`).map((p) => [p.label, p.title])).toEqual([
      ['टेस्ट 1', 'Easy Subject Test'],
      ['टेस्ट 2', 'टेस्ट 2'],
    ]);
  });
});

describe('percentTicks', () => {
  it('runs 0 to 100 in steps of 10 (SPEC §9)', () => {
    expect(percentTicks([35, 80])).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(percentTicks([])).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('reaches below 0 in the same steps when negative marking pushed a score under zero', () => {
    expect(percentTicks([-12.5, 40])).toEqual([-20, -10, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
});

describe('formatSeconds', () => {
  it('reads seconds per question in seconds and minutes, rounded to the second', () => {
    expect(formatSeconds(0)).toBe('0 s');
    expect(formatSeconds(47.5)).toBe('48 s');
    expect(formatSeconds(80)).toBe('1 min 20 s');
    expect(formatSeconds(120.2)).toBe('2 min');
  });

  it('shows a dash when no time is known', () => {
    expect(formatSeconds(null)).toBe('—');
    expect(formatSeconds(undefined)).toBe('—');
    expect(formatSeconds(Number.NaN)).toBe('—');
  });
});
