import { describe, expect, it } from 'vitest';
import { shareCorrect, STANDING_RULE, standingAmong, standingFromCounts } from './standing.ts';

describe('rank (competition ranking, 1 2 2 4)', () => {
  const scores = [12.67, 8, 8, 3.33, -1];

  it('ranks the top score first and lets equal scores share a rank, skipping the places they take', () => {
    expect(scores.map((score) => standingAmong(score, scores).rank)).toEqual([1, 2, 2, 4, 5]);
  });

  it('counts every taker, the learner included', () => {
    expect(standingAmong(8, scores).takers).toBe(5);
  });
});

describe('percentile (mid-rank, among the other takers)', () => {
  it('gives rank 1 of 2 the 100th percentile and rank 2 of 2 the 0th', () => {
    expect(standingAmong(9, [9, 4])).toEqual({ rank: 1, takers: 2, percentile: 100 });
    expect(standingAmong(4, [9, 4])).toEqual({ rank: 2, takers: 2, percentile: 0 });
  });

  it('puts two tied takers of two at 50, sharing rank 1', () => {
    expect(standingAmong(6, [6, 6])).toEqual({ rank: 1, takers: 2, percentile: 50 });
  });

  it('puts everyone at 50 when all scores are equal, however many take it', () => {
    const equal = Array.from({ length: 7 }, () => 3.33);
    expect(standingAmong(3.33, equal)).toEqual({ rank: 1, takers: 7, percentile: 50 });
  });

  it('counts each tied other taker as half above, with competition ranks', () => {
    const scores = [12.67, 8, 8, 3.33, -1];
    // 12.67: 4 below of 4 others; 8: 2 below + 1 tied of 4; 3.33: 1 below; -1: none
    expect(scores.map((score) => standingAmong(score, scores))).toEqual([
      { rank: 1, takers: 5, percentile: 100 },
      { rank: 2, takers: 5, percentile: 62.5 },
      { rank: 2, takers: 5, percentile: 62.5 },
      { rank: 4, takers: 5, percentile: 25 },
      { rank: 5, takers: 5, percentile: 0 },
    ]);
  });

  it('gives a sole taker rank 1 and no percentile, and survives no takers at all', () => {
    expect(standingAmong(4, [4])).toEqual({ rank: 1, takers: 1, percentile: null });
    expect(standingFromCounts({ takers: 0, higher: 0, lower: 0 })).toEqual({ rank: 1, takers: 0, percentile: null });
  });

  it('rounds to 2 decimals', () => {
    expect(standingFromCounts({ takers: 4, higher: 1, lower: 2 })).toEqual({ rank: 2, takers: 4, percentile: 66.67 });
    expect(standingFromCounts({ takers: 7, higher: 2, lower: 1 })).toEqual({ rank: 3, takers: 7, percentile: 41.67 });
  });

  it('is described in words for the result screen', () => {
    expect(STANDING_RULE).toContain('half');
    expect(STANDING_RULE).toContain('1, 2, 2, 4');
  });
});

describe('share of takers who got a question right', () => {
  it('is a percentage to 2 decimals', () => {
    expect(shareCorrect(1, 3)).toBe(33.33);
    expect(shareCorrect(3, 3)).toBe(100);
    expect(shareCorrect(0, 0)).toBe(0);
  });
});
