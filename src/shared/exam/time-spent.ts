// Time per question: how the exam view's seconds are bounded, how they read, and when a result
// calls them time lost. One place for the rules, so the server, the result view and the tests agree.

/** The most a save may claim for one question: longer than any paper's time limit. */
export const QUESTION_SECONDS_MAX = 6 * 60 * 60;

/** 40 -> '40 s', 80 -> '1 min 20 s', 120 -> '2 min', 3900 -> '1 h 5 min'. */
export function formatSpent(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

/**
 * The seconds a graded attempt keeps per question: whole, never negative, and together no more
 * than the attempt lasted (two windows open at once count their time twice: scaled down to fit).
 */
export function boundedTimes(spent: ReadonlyMap<string, number>, timeTakenSeconds: number): Map<string, number> {
  const whole = new Map([...spent].map(([id, seconds]) => [id, Math.max(0, Math.min(QUESTION_SECONDS_MAX, Math.round(seconds)))]));
  const total = [...whole.values()].reduce((sum, seconds) => sum + seconds, 0);
  const limit = Math.max(0, timeTakenSeconds);
  if (total <= limit) return whole;
  return new Map([...whole].map(([id, seconds]) => [id, Math.floor((seconds * limit) / total)]));
}

/** A question is "time lost" when it was answered wrong after clearly longer than the average taker spent on it. */
export const TIME_LOST_MIN_SECONDS = 60;
export const TIME_LOST_FACTOR = 1.5;

export interface TimedOutcome {
  status: 'correct' | 'incorrect' | 'other';
  timeSpent?: number | undefined;
  /** the average taker's seconds on the question; null when nobody's time is known */
  average: number | null;
}

/** Wrong, at least a minute, and more than 1.5 times the average taker's time on it. */
export function isTimeLost({ status, timeSpent, average }: TimedOutcome): boolean {
  if (status !== 'incorrect' || timeSpent === undefined || average === null || average <= 0) return false;
  return timeSpent >= TIME_LOST_MIN_SECONDS && timeSpent > TIME_LOST_FACTOR * average;
}

/** The questions of a result that lost time, and the seconds spent on them together. */
export function timeLost(outcomes: readonly TimedOutcome[]): { questions: number; seconds: number } {
  const lost = outcomes.filter(isTimeLost);
  return { questions: lost.length, seconds: lost.reduce((sum, outcome) => sum + (outcome.timeSpent ?? 0), 0) };
}
