// A NAT key written as text, the way a CSV cell, a GIFT answer or a model's reply gives it: one
// number ('42', '-2.5') or a range of two ('2.45..2.55'). Its decimals are those the numbers are
// written with, so '2.50' keeps the two places its author meant.
import type { NumericRange } from './answer-key.ts';

// PHP's is_numeric, which is what Moodle checks a numerical answer with
const WRITTEN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
// the pattern backtracks on a long run of digits that ends badly (its time grows with the square of
// the length): no number a key needs is this long, so a longer text is refused before it is tried
const LONGEST_NUMBER = 40;

/** Whether a text is one number as a person writes it: '3', '-2.50', '.5', '6.02e23'. */
export function isWrittenNumber(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= LONGEST_NUMBER && WRITTEN_NUMBER.test(trimmed);
}

/** How many places after the point a number is written to: '2.50' 2, '3' 0, '2.5e-3' 4, '1.5e2' 0. */
export function writtenDecimals(text: string): number {
  const [mantissa = '', exponent = '0'] = text.trim().toLowerCase().split('e');
  const point = mantissa.indexOf('.');
  const places = point === -1 ? 0 : mantissa.length - point - 1;
  return Math.max(0, places - Number(exponent));
}

/** A value written to its decimals, without float noise: 3.14 - 0.01 is 3.13, not 3.1300000000000003. */
export const toDecimals = (value: number, decimals: number) => Number(value.toFixed(Math.min(decimals, 100)));

/**
 * The range a text gives, or null when it is neither a number nor two numbers joined by '..'. The
 * range is as written (a reversed one is for keyProblem to name); decimals are the most either end has.
 */
export function natRangeOf(text: string): NumericRange | null {
  const trimmed = text.trim();
  const dots = trimmed.indexOf('..');
  const ends = dots === -1 ? [trimmed] : [trimmed.slice(0, dots), trimmed.slice(dots + 2)];
  if (!ends.every(isWrittenNumber)) return null;
  const [min, max] = [Number(ends[0]), Number(ends[ends.length - 1])];
  return { min, max, decimals: Math.max(...ends.map(writtenDecimals)) };
}
