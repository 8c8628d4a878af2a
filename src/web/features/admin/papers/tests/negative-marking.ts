// The negative-marking ratio as people write and read it: '1/3' rather than 0.3333333333333333.
// SPEC §9: a wrong answer costs a third of the question's marks unless the test says otherwise.

const MAX_DENOMINATOR = 12;
const TOLERANCE = 1e-6;

/** '1/3', '1/4', '0', '1', or the decimal (to 3 places) when no small fraction matches. */
export function ratioAsFraction(ratio: number): string {
  if (Math.abs(ratio) < TOLERANCE) return '0';
  for (let denominator = 1; denominator <= MAX_DENOMINATOR; denominator += 1) {
    const numerator = Math.round(ratio * denominator);
    if (Math.abs(ratio * denominator - numerator) < TOLERANCE * denominator) {
      return denominator === 1 ? String(numerator) : `${numerator}/${denominator}`;
    }
  }
  return String(Number(ratio.toFixed(3)));
}

/** '1/3', '0.25', '25%' or '0' as a number; null when the text is none of these. */
export function parseRatio(text: string): number | null {
  const value = text.trim();
  const fraction = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(value);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? null : Number(fraction[1]) / denominator;
  }
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(value);
  if (percent) return Number(percent[1]) / 100;
  return /^\d+(?:\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : null;
}

/** What a wrong answer costs, to 2 decimals as results show it: 0.33 for 1 mark at 1/3, 0.67 for 2. */
export const wrongAnswerCost = (marks: number, ratio: number) => Number((marks * ratio).toFixed(2));
