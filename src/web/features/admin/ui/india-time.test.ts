import { describe, expect, it } from 'vitest';
import {
  formatAdminDay,
  formatAdminDayMonth,
  formatAdminTime,
  formatIndiaTime,
  indiaInputToIso,
  isoToIndiaInput,
  nextWeekWindow,
  windowState,
} from './india-time.ts';

describe('India time for quiz windows', () => {
  it('reads a datetime-local value as India time, whatever the computer’s zone', () => {
    const iso = indiaInputToIso('2026-11-23T00:00');
    expect(iso).toBe('2026-11-23T00:00:00+05:30');
    expect(new Date(iso ?? '').toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('refuses values that are not a date and time', () => {
    expect(indiaInputToIso('')).toBeNull();
    expect(indiaInputToIso('2026-02-31T10:00')).toBeNull();
    expect(indiaInputToIso('2026-11-23')).toBeNull();
  });

  it('shows a stored instant in India time for the input', () => {
    expect(isoToIndiaInput('2026-11-22T18:30:00.000Z')).toBe('2026-11-23T00:00');
    expect(isoToIndiaInput('2026-11-29T20:15:00.000Z')).toBe('2026-11-30T01:45');
    expect(isoToIndiaInput('not a date')).toBe('');
    expect(indiaInputToIso(isoToIndiaInput('2026-12-31T19:00:00.000Z'))).toBe('2027-01-01T00:30:00+05:30');
  });

  it('formats in en-IN, India time', () => {
    expect(formatIndiaTime('2026-11-22T18:30:00.000Z')).toMatch(/^Mon, 23 Nov,? 2026, 12:00\s?am IST$/i);
  });

  it('opens a new quiz next Monday at midnight in India, for a week', () => {
    // Wednesday 25 Nov 2026, 10:00 in India
    expect(nextWeekWindow(Date.parse('2026-11-25T04:30:00Z'))).toEqual({ opensAt: '2026-11-29T18:30:00.000Z', closesAt: '2026-12-06T18:30:00.000Z' });
    // Sunday 29 Nov 2026 23:00 in India (still Sunday there, already Sunday evening in UTC)
    expect(nextWeekWindow(Date.parse('2026-11-29T17:30:00Z')).opensAt).toBe('2026-11-29T18:30:00.000Z');
    // Monday 30 Nov 2026 00:30 in India, Sunday in UTC: the next Monday is a week on
    expect(nextWeekWindow(Date.parse('2026-11-29T19:00:00Z')).opensAt).toBe('2026-12-06T18:30:00.000Z');
  });

  it('says whether a window is upcoming, open or closed', () => {
    const opens = '2026-11-22T18:30:00.000Z';
    const closes = '2026-11-29T18:30:00.000Z';
    expect(windowState(opens, closes, Date.parse('2026-11-22T18:29:59Z'))).toBe('upcoming');
    expect(windowState(opens, closes, Date.parse(opens))).toBe('open');
    expect(windowState(opens, closes, Date.parse(closes))).toBe('closed');
  });

  it("writes every admin time in India time with its zone, and a day as India saw it, whatever the computer's zone", () => {
    // 20:00 UTC on 5 March is 1:30 am on 6 March in India: a browser in UTC used to say 5 March, 8:00 pm
    expect(formatAdminTime('2025-03-05T20:00:00.000Z')).toMatch(/^6 Mar,? 2025, 1:30\s?am IST$/i);
    expect(formatAdminDay('2025-03-05T20:00:00.000Z')).toMatch(/^6 Mar,? 2025$/);
    expect(formatAdminDayMonth('2025-03-05T20:00:00.000Z')).toBe('6 Mar');
    expect(formatAdminTime('not a time')).toBe('not a time');
  });
});
