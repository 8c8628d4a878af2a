// Where one result stands among everyone who took the same test or quiz.
import type { Standing } from '../api/exam.ts';
import { round2 } from '../round.ts';

export interface StandingCounts {
  takers: number; // submitted attempts, the learner's own included
  higher: number; // takers who scored strictly more
  lower: number; // takers who scored strictly less
}

/**
 * Competition ranking ("1224"): equal scores share a rank and the next score skips the shared
 * places, as exam toppers' lists do. Percentile is the share of takers strictly below.
 */
export function standingFromCounts({ takers, higher, lower }: StandingCounts): Standing {
  return {
    rank: higher + 1,
    takers,
    percentile: takers === 0 ? 0 : round2((lower / takers) * 100),
  };
}

/** The same from the list of every taker's score (the learner's own among them). */
export function standingAmong(score: number, scores: readonly number[]): Standing {
  return standingFromCounts({
    takers: scores.length,
    higher: scores.filter((other) => other > score).length,
    lower: scores.filter((other) => other < score).length,
  });
}

/** Share of takers, in percent, who answered a question correctly. */
export function shareCorrect(correct: number, takers: number): number {
  return takers === 0 ? 0 : round2((correct / takers) * 100);
}
