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

/** 'Mon, 23 Nov 2026, 12:00 am IST': India time, with its zone said, whatever the admin's computer is set to. */
export function formatIndiaTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${indiaFormat.format(time)} IST`;
}

const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const indiaDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
const indiaDayMonth = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' });

const formatted = (format: Intl.DateTimeFormat, iso: string, suffix = '') => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${format.format(time)}${suffix}`;
};

/** '23 Nov 2026, 8:16 pm IST': every time the admin area shows (the audit log, versions, review threads, payments). */
export const formatAdminTime = (iso: string) => formatted(indiaDateTime, iso, ' IST');
/** '23 Nov 2026': the day in India, where an instant near midnight falls on the day India saw. */
export const formatAdminDay = (iso: string) => formatted(indiaDate, iso);
/** '23 Nov': the same, where the year goes without saying (this week's work). */
export const formatAdminDayMonth = (iso: string) => formatted(indiaDayMonth, iso);

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
