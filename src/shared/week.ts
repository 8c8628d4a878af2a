// Weekly quizzes run Monday 00:00 to Monday 00:00 India time (UTC+05:30, no daylight saving).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the quiz week that contains `at`, as a UTC instant. */
export function weekStart(at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - daysSinceMonday * DAY_MS - IST_OFFSET_MS);
}

export function addWeeks(at: Date, weeks: number): Date {
  return new Date(at.getTime() + weeks * 7 * DAY_MS);
}
