import { describe, expect, it } from 'vitest';
import { addWeeks, weekStart } from './week.ts';

describe('the quiz week', () => {
  it('starts on Monday at midnight India time', () => {
    // Sunday 22 Nov 2026, 10:00 IST -> Monday 16 Nov 2026 00:00 IST = Sunday 15 Nov 18:30 UTC
    expect(weekStart(new Date('2026-11-22T04:30:00Z')).toISOString()).toBe('2026-11-15T18:30:00.000Z');
    // Monday 23 Nov 2026, 00:10 IST is already the next week
    expect(weekStart(new Date('2026-11-22T18:40:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('adds whole weeks', () => {
    expect(addWeeks(new Date('2026-11-15T18:30:00Z'), -1).toISOString()).toBe('2026-11-08T18:30:00.000Z');
  });
});
