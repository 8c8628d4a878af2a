// A weekly quiz's leaderboard order (the same rule the SQL of the attempts module applies with
// rank() over (...)): a pure function so the spec's numbers can be unit-tested.
import type { Standing } from '../api/exam.ts';
import { standingFromCounts } from './standing.ts';

export interface LeaderboardEntry {
  score: number;
  timeTaken: number; // seconds
  submittedAt: string | Date;
}

const time = (at: string | Date) => new Date(at).getTime();

/**
 * Score descending, then time taken ascending (the faster of two equal scores is ahead), then
 * submission time ascending (who finished first is listed first).
 */
export function compareEntries(a: LeaderboardEntry, b: LeaderboardEntry): number {
  return b.score - a.score || a.timeTaken - b.timeTaken || time(a.submittedAt) - time(b.submittedAt);
}

/** Two entries share a rank when their score and time taken are equal: submission time orders, it does not rank. */
const sameRank = (a: LeaderboardEntry, b: LeaderboardEntry) => a.score === b.score && a.timeTaken === b.timeTaken;

/** The entries in leaderboard order, each with its competition rank (1, 2, 2, 4). */
export function rankEntries<T extends LeaderboardEntry>(entries: readonly T[]): (T & { rank: number })[] {
  const sorted = [...entries].sort(compareEntries);
  const ranked: (T & { rank: number })[] = [];
  for (const [index, entry] of sorted.entries()) {
    const previous = ranked[index - 1];
    ranked.push({ ...entry, rank: previous && sameRank(previous, entry) ? previous.rank : index + 1 });
  }
  return ranked;
}

/**
 * Where one entry stands among all takers (itself included), by the leaderboard's rule: ahead means
 * a higher score, or the same score in less time; the rank and the mid-rank percentile then follow
 * the one rule of standing.ts (null percentile for a sole taker).
 */
export function quizStanding(mine: LeaderboardEntry, takers: readonly LeaderboardEntry[]): Standing {
  const ahead = takers.filter((other) => other.score > mine.score || (other.score === mine.score && other.timeTaken < mine.timeTaken));
  const behind = takers.filter((other) => other.score < mine.score || (other.score === mine.score && other.timeTaken > mine.timeTaken));
  return standingFromCounts({ takers: takers.length, higher: ahead.length, lower: behind.length });
}
