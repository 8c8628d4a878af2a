// Questions of other kinds made into single-choice MCQs: true/false always (GATE has no such type),
// multiple-response and numerical when the import asks for a paper of MCQs only (DESIGN: MCQ, MSQ
// and NAT are native). Each conversion is deterministic, so the dry run and the import agree.
import type { AnswerKey } from '../../../../shared/exam/answer-key.ts';

export interface McqShape {
  options: string[];
  correctIndex: number;
  /** Lines the question text gains (the original options a combination refers to). */
  textSuffix: string;
  warnings: string[];
}

export function trueFalseToMcq(answerIsTrue: boolean): McqShape {
  return { options: ['True', 'False'], correctIndex: answerIsTrue ? 0 : 1, textSuffix: '', warnings: [] };
}

export interface WeightedOption {
  text: string;
  weight: number; // Moodle's fraction: 1 is 100%, negative weights take marks away
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 'A only', 'A and C', 'A, B and D'. */
export function combinationLabel(indices: number[]): string {
  const letters = indices.map((index) => LETTERS[index] ?? `#${index + 1}`);
  if (letters.length === 1) return `${letters[0]} only`;
  return `${letters.slice(0, -1).join(', ')} and ${letters[letters.length - 1]}`;
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * A multiple-response question becomes a question about combinations: the original options are
 * listed under the text as A, B, C…, and the choices are the right combination and up to three
 * near misses (one right option left out, one wrong option added, one swapped, a single option).
 */
export function multipleResponseToMcq(choices: WeightedOption[]): McqShape | { error: string } {
  if (choices.length > LETTERS.length) return { error: `It has ${choices.length} options; at most ${LETTERS.length} can be labelled.` };
  const right = choices.flatMap((choice, index) => (choice.weight > 0 ? [index] : []));
  const wrong = choices.flatMap((choice, index) => (choice.weight > 0 ? [] : [index]));
  if (right.length === 0) return { error: 'No option carries a positive weight, so no answer is right.' };
  const warnings: string[] = [];
  const total = choices.reduce((sum, choice) => sum + Math.max(choice.weight, 0), 0);
  if (Math.abs(total - 1) > 0.01) warnings.push(`The positive weights add up to ${Math.round(total * 100)}%, not 100%.`);

  if (right.length === 1) {
    // one right option: it already is an MCQ, with the original options
    return { options: choices.map((choice) => choice.text), correctIndex: right[0]!, textSuffix: '', warnings };
  }
  if (wrong.length === 0) warnings.push('Every option is right, so the choices are combinations of fewer options.');

  const candidates: number[][] = [
    right.slice(0, -1), // the last right option left out
    wrong.length > 0 ? [...right, wrong[0]!].sort((a, b) => a - b) : [],
    wrong.length > 0 ? [...right.slice(0, -1), wrong[wrong.length - 1]!].sort((a, b) => a - b) : [],
    right.slice(1), // the first right option left out
    [right[0]!],
    wrong.length > 1 ? wrong.slice(0, 2) : [],
    choices.map((_, index) => index),
  ];
  const combinations: number[][] = [right];
  for (const candidate of candidates) {
    if (combinations.length === 4) break;
    if (candidate.length === 0 || combinations.some((taken) => sameSet(taken, candidate))) continue;
    combinations.push(candidate);
  }
  // the right combination's place comes from the ordering, not from always being first
  combinations.sort((a, b) => a.length - b.length || a.join(',').localeCompare(b.join(',')));
  const textSuffix = choices.map((choice, index) => `${LETTERS[index]}. ${choice.text}`).join('  \n');
  return {
    options: combinations.map(combinationLabel),
    correctIndex: combinations.findIndex((combination) => sameSet(combination, right)),
    textSuffix,
    warnings,
  };
}

export interface NumericalAnswer {
  value: number;
  tolerance: number;
  weight: number;
}

/** A number as a person writes it: no float noise (0.30000000000000004), no exponent for everyday sizes. */
export function formatNumber(value: number): string {
  const rounded = Number(value.toPrecision(10));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/**
 * The right value (a range's midpoint, an exact value) and three distractors, each clearly outside
 * the accepted tolerance of every answer that earns marks, so no wrong option is secretly right.
 */
export function numericalToMcq(answers: NumericalAnswer[]): McqShape | { error: string } {
  const earning = answers.filter((answer) => answer.weight > 0);
  if (earning.length === 0) return { error: 'No numerical answer earns marks, so no value is right.' };
  const best = earning.reduce((top, answer) => (answer.weight > top.weight ? answer : top));
  const warnings: string[] = [];
  const { value, tolerance } = best;
  if (tolerance > 0)
    warnings.push(
      `Answers from ${formatNumber(value - tolerance)} to ${formatNumber(value + tolerance)} were accepted; the option shows ${formatNumber(value)}.`,
    );
  const partial = earning.filter((answer) => answer !== best);
  if (partial.length > 0) {
    warnings.push(
      `Partial-credit answers are not options: ${partial.map((answer) => `${formatNumber(answer.value)} (${Math.round(answer.weight * 100)}%)`).join(', ')}.`,
    );
  }

  const magnitude = value === 0 ? 1 : 10 ** Math.floor(Math.log10(Math.abs(value)));
  const step = tolerance > 0 ? Math.max(3 * tolerance, magnitude / 10) : magnitude;
  const candidates = [value * 10, value / 10, value + step, value - step, -value, value + 2 * step, value - 2 * step, value + 3 * step, value + 4 * step];
  const isAccepted = (candidate: number) => earning.some((answer) => Math.abs(candidate - answer.value) <= answer.tolerance + Math.abs(answer.value) * 1e-9);
  const shown = [formatNumber(value)];
  for (const candidate of candidates) {
    if (shown.length === 4) break;
    const label = formatNumber(candidate);
    if (!Number.isFinite(candidate) || isAccepted(candidate) || shown.includes(label)) continue;
    shown.push(label);
  }
  const options = [...shown].sort((a, b) => Number(a) - Number(b));
  return { options, correctIndex: options.indexOf(formatNumber(value)), textSuffix: '', warnings };
}

/**
 * A question with a native key made into an MCQ as GIFT's are: an MSQ's correct options weighted
 * alike, a NAT's range as its midpoint ± half its width. An MCQ stays as it is.
 */
export function keyToMcq(options: string[], key: AnswerKey): McqShape | { error: string } {
  if (key.type === 'MCQ') return { options, correctIndex: key.correctIndex, textSuffix: '', warnings: [] };
  if (key.type === 'MSQ') {
    const weight = 1 / key.correctIndexes.length;
    return multipleResponseToMcq(options.map((text, index) => ({ text, weight: key.correctIndexes.includes(index) ? weight : 0 })));
  }
  return numericalToMcq([{ value: (key.min + key.max) / 2, tolerance: (key.max - key.min) / 2, weight: 1 }]);
}
