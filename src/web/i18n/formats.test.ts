// Numbers, dates and prices in the interface's language (issue 30): Intl's hi-IN beside en-IN. The
// English is what it always was; the Hindi keeps the digits learners read on their exams (Latin, in
// Indian grouping) and names the month in Devanagari.
import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from '../../shared/number-format.ts';
import { formatRupees, rupeeLabel } from '../../shared/pricing.ts';
import { formatDate } from '../lib/format.ts';
import { formatDateTime } from '../lib/result-format.ts';

const MARCH_5 = '2025-03-05T09:00:00.000Z'; // 2:30 pm in India

describe('formats in hi-IN', () => {
  it('writes numbers with Indian grouping, 2 decimals and the typographic minus', () => {
    expect(formatNumber(8.666, 'hi-IN')).toBe('8.67');
    expect(formatNumber(-1234567.5, 'hi-IN')).toBe('−12,34,567.50');
    expect(formatNumber(12, 'hi-IN')).toBe('12');
    expect(formatCount(123456, 'hi-IN')).toBe('1,23,456');
    expect(formatNumber(-1, 'hi-IN')).toBe('−1');
  });

  it('writes rupees as in English: ₹ and Indian grouping', () => {
    expect(formatRupees(129900, 'hi-IN')).toBe('1,299.00');
    expect(rupeeLabel(1234567890, 'hi-IN')).toBe('₹1,23,45,678.90');
  });

  it('names the month in Hindi', () => {
    expect(formatDate(MARCH_5, 'hi-IN')).toBe('5 मार्च 2025');
    expect(formatDate('not a date', 'hi-IN')).toBe('not a date');
  });

  it('keeps the English byte for byte', () => {
    expect(formatDate(MARCH_5)).toBe('5 March 2025');
    expect(formatDate(MARCH_5, 'en-IN')).toBe('5 March 2025');
    expect(formatCount(123456)).toBe('1,23,456');
    expect(rupeeLabel(129900)).toBe('₹1,299.00');
    expect(formatNumber(-0.67)).toBe('−0.67');
  });

  it('writes a date and time in India time with its zone, in one form: a 24-hour time before बजे in Hindi', () => {
    expect(formatDateTime(MARCH_5, 'hi-IN')).toBe('5 मार्च 2025 को 14:30 बजे (IST)');
    expect(formatDateTime(MARCH_5, 'en-IN')).toBe('5 March 2025 at 2:30 pm IST');
    expect(formatDateTime(MARCH_5, 'hi-IN')).not.toMatch(/[ap]m/);
  });
});
