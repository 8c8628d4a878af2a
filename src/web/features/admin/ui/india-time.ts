// Quiz windows (and notifications' schedules) are set and shown in India time (Asia/Kolkata, UTC+05:30 all year: India keeps no
// daylight saving, so a fixed offset is exact) whatever the admin's computer is set to.

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local input's value ('2026-11-23T00:00') as an instant in India time: '2026-11-23T00:00:00+05:30'. */
export function indiaInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC rolls 31 February over to March: such a value is not a date
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${value}:00+05:30`;
}

/** An instant as a datetime-local input's value in India time: '2026-11-22T18:30:00.000Z' gives '2026-11-23T00:00'. */
export function isoToIndiaInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

const indiaFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Mon, 23 Nov 2026, 12:00 am' in India time. */
export function formatIndiaTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : indiaFormat.format(time);
}

/** The next Monday 00:00 in India time after `now`, and a week after it: a new weekly quiz's window. */
export function nextWeekWindow(now: number): { opensAt: string; closesAt: string } {
  const india = new Date(now + IST_OFFSET_MS);
  const daysToMonday = (8 - india.getUTCDay()) % 7 || 7;
  const monday = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + daysToMonday) - IST_OFFSET_MS;
  return { opensAt: new Date(monday).toISOString(), closesAt: new Date(monday + 7 * 86_400_000).toISOString() };
}

export type WindowState = 'upcoming' | 'open' | 'closed';

export function windowState(opensAt: string, closesAt: string, now: number): WindowState {
  if (now < Date.parse(opensAt)) return 'upcoming';
  return now < Date.parse(closesAt) ? 'open' : 'closed';
}
