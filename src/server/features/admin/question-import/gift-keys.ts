// The keys of GIFT's multiple-response and numerical questions kept as GATE asks them: an MSQ whose
// correct options are those Moodle gives a positive weight, and a NAT whose range is the full-credit
// answer's value ± tolerance (or its min..max). What Moodle's weights said that a key cannot hold
// (partial credit) is said in a warning, so a reviewer sees it.
import type { AnswerKey } from '../../../../shared/exam/answer-key.ts';
import { toDecimals } from '../../../../shared/exam/nat-key.ts';
import { type McqShape, type NumericalAnswer, type WeightedOption } from './convert.ts';

/** A question's options and key as a GIFT block gives them, and what the text gains (a converted question's listed options). */
export interface KeyedShape {
  options: string[];
  key: AnswerKey;
  textSuffix: string;
  warnings: string[];
}

/** A numerical answer as written: its decimals are those of its numbers ('3.14:0.005' is given to 3). */
export interface GiftNumericalAnswer extends NumericalAnswer {
  decimals: number;
  written: string;
}

export const keyed = (shape: McqShape | { error: string }): KeyedShape | { error: string } =>
  'error' in shape ? shape : { ...shape, key: { type: 'MCQ', correctIndex: shape.correctIndex } };

const percent = (weight: number) => `${Math.round(weight * 100)}%`;

export function multipleResponseKey(choices: WeightedOption[]): KeyedShape | { error: string } {
  const right = choices.flatMap((choice, index) => (choice.weight > 0 ? [index] : []));
  if (right.length === 0) return { error: 'No option carries a positive weight, so no answer is right.' };
  const warnings: string[] = [];
  const total = choices.reduce((sum, choice) => sum + Math.max(choice.weight, 0), 0);
  if (Math.abs(total - 1) > 0.01) warnings.push(`The positive weights add up to ${percent(total)}, not 100%.`);
  return { options: choices.map((choice) => choice.text), key: { type: 'MSQ', correctIndexes: right }, textSuffix: '', warnings };
}

/** The full-credit answer is the key; the others Moodle accepted for part of the marks are named in a warning. */
export function numericalKey(answers: GiftNumericalAnswer[]): KeyedShape | { error: string } {
  const earning = answers.filter((answer) => answer.weight > 0);
  if (earning.length === 0) return { error: 'No numerical answer earns marks, so no value is right.' };
  const best = earning.reduce((top, answer) => (answer.weight > top.weight ? answer : top));
  const warnings: string[] = [];
  if (best.weight < 1) warnings.push(`No answer earns full marks; the key is the best one, ${best.written} (${percent(best.weight)}).`);
  const others = earning.filter((answer) => answer !== best);
  if (others.length > 0) {
    const named = others.map((answer) => `${answer.written} (${percent(answer.weight)})`).join(', ');
    warnings.push(`The key is the full-credit answer, ${best.written}; partial credit is dropped for ${named}.`);
  }
  const { value, tolerance, decimals } = best;
  // the ends have no more places than the numbers written, so rounding to them takes away only float noise
  const key: AnswerKey = { type: 'NAT', min: toDecimals(value - tolerance, decimals), max: toDecimals(value + tolerance, decimals), decimals };
  return { options: [], key, textSuffix: '', warnings };
}
