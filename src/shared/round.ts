/**
 * The one rounding rule for every number the product shows (SPEC: "numbers to 2 decimals"): half away
 * from zero, after dropping binary noise with toPrecision (1.005 -> 1.01, not 1.00; -0.125 -> -0.13).
 */
export function round2(value: number): number {
  const hundredths = Math.round(Number((Math.abs(value) * 100).toPrecision(12))) / 100;
  return value < 0 && hundredths !== 0 ? -hundredths : hundredths;
}
