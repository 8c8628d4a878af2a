import { describe, expect, it } from 'vitest';
import { round2 } from './round.ts';

describe('round2', () => {
  it('rounds to 2 decimals, half away from zero, without binary noise', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1 / 3)).toBe(-0.33);
    expect(round2(-0.125)).toBe(-0.13);
    expect(round2(-0.001)).toBe(0);
    expect(Object.is(round2(-0.001), -0)).toBe(false);
    expect(round2(66.666666)).toBe(66.67);
    expect(round2(4.2)).toBe(4.2);
  });
});
