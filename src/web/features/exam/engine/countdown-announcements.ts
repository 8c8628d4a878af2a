// What the exam's polite live region says as the clock runs down. The visible clock is a timer
// (never live: a screen reader reading it every second would drown the questions), so these few
// moments are the only time announcements.

/** Seconds left at which the time is announced: 30, 15, 5 and 1 minutes, and the warning at 15 seconds (SPEC §9). */
export const ANNOUNCE_AT_SECONDS: readonly number[] = [30 * 60, 15 * 60, 5 * 60, 60, 15];

// a reading this close to a mark is that mark; further away (a tab that slept past it) the true time is said
const SLACK_SECONDS = 2;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** '5 minutes', '1 minute', '4 minutes 10 seconds', '15 seconds'. */
export function spokenDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes === 0) return plural(seconds, 'second');
  return seconds === 0 ? plural(minutes, 'minute') : `${plural(minutes, 'minute')} ${plural(seconds, 'second')}`;
}

/**
 * The announcement due when the clock goes from `previous` to `current` seconds left, or null. A mark
 * is due when it is crossed (previous above it, current at or below it); of several crossed at once,
 * only the last. Nothing at 0: the exam view says "Time is up" itself.
 */
export function countdownAnnouncement(previous: number, current: number, noun: 'test' | 'quiz'): string | null {
  const due = countdownDue(previous, current);
  if (!due) return null;
  const left = `${spokenDuration(due.seconds)} left.`;
  return due.warning ? `${left} The ${noun} will be submitted automatically when time runs out.` : left;
}

/** What countdownAnnouncement says, as data: the seconds to say, and whether the automatic submit is due to be told. */
export interface DueAnnouncement {
  seconds: number;
  warning: boolean;
}

export function countdownDue(previous: number, current: number): DueAnnouncement | null {
  if (current <= 0 || current >= previous) return null;
  const crossed = ANNOUNCE_AT_SECONDS.filter((mark) => previous > mark && current <= mark);
  if (crossed.length === 0) return null;
  const mark = Math.min(...crossed);
  return { seconds: mark - current <= SLACK_SECONDS ? mark : current, warning: mark < 60 };
}
