import { describe, expect, it } from 'vitest';
import { shareCorrect, standingAmong, standingFromCounts } from './standing.ts';

describe('rank and percentile', () => {
  const scores = [12.67, 8, 8, 3.33, -1];

  it('ranks the top score first with the share of takers strictly below it', () => {
    expect(standingAmong(12.67, scores)).toEqual({ rank: 1, takers: 5, percentile: 80 });
  });

  it('lets equal scores share a rank and skips the places they take', () => {
    expect(standingAmong(8, scores)).toEqual({ rank: 2, takers: 5, percentile: 40 });
    expect(standingAmong(3.33, scores)).toEqual({ rank: 4, takers: 5, percentile: 20 });
  });

  it('puts the lowest score at percentile 0 and a lone taker at rank 1', () => {
    expect(standingAmong(-1, scores)).toEqual({ rank: 5, takers: 5, percentile: 0 });
    expect(standingAmong(4, [4])).toEqual({ rank: 1, takers: 1, percentile: 0 });
  });

  it('rounds the percentile to 2 decimals and survives no takers', () => {
    expect(standingFromCounts({ takers: 3, higher: 0, lower: 2 })).toEqual({ rank: 1, takers: 3, percentile: 66.67 });
    expect(standingFromCounts({ takers: 0, higher: 0, lower: 0 })).toEqual({ rank: 1, takers: 0, percentile: 0 });
  });
});

describe('share of takers who got a question right', () => {
  it('is a percentage to 2 decimals', () => {
    expect(shareCorrect(1, 3)).toBe(33.33);
    expect(shareCorrect(3, 3)).toBe(100);
    expect(shareCorrect(0, 0)).toBe(0);
  });
});
