// Where one result stands among everyone who took the same test or quiz: the one rule for rank and
// percentile that every screen (result, quiz card, leaderboard, admin regrade) shows.
import type { Standing } from '../api/exam.ts';
import { round2 } from '../round.ts';

export interface StandingCounts {
  takers: number; // submitted attempts, the learner's own included
  higher: number; // takers who scored strictly more
  lower: number; // takers who scored strictly less
}

/** What the result's "How is this worked out?" says: the rule below in words. */
export const STANDING_RULE =
  'Rank: one more than the number of takers ahead of you (a higher score; in a weekly quiz, also your score in less time), ' +
  'so takers level with each other share a rank (1, 2, 2, 4). ' +
  'Percentile: the share of the other takers you are ahead of, each taker level with you counting as half. ' +
  'The top alone is 100, the bottom alone is 0, and when everyone is level everyone is 50.';

/** "Rank 3 of 41": the one spelling of a rank on the result, the quiz cards and the leaderboard. */
export function rankWords(rank: number, takers: number): string {
  return `Rank ${rank} of ${takers}`;
}

/** What a lone taker sees instead of a percentile. */
export const SOLE_TAKER_NOTE = 'You are the only taker so far; a percentile shows once others take it.';

/**
 * Competition ranking ("1224"): equal scores share a rank and the next score skips the shared
 * places, as exam toppers' lists do.
 *
 * Percentile by the mid-rank rule, among the other takers: (lower + ½ × tied others) / (takers − 1) × 100,
 * 2 decimals. Rank 1 of 2 is 100, two equal of two are 50 each, all equal is 50. With no other
 * taker there is nobody to compare with: the percentile is null.
 */
export function standingFromCounts({ takers, higher, lower }: StandingCounts): Standing {
  const others = takers - 1;
  const tiedOthers = Math.max(0, others - higher - lower);
  return {
    rank: higher + 1,
    takers,
    percentile: others < 1 ? null : round2(((lower + tiedOthers / 2) / others) * 100),
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
