// GATE's three kinds of question and what counts as the right answer to each: the key a question
// is written with, the answer a learner gives, and whether the one matches the other. Shared by the
// editor, the importers, the server's checks and grading, so every part reads an answer alike.

export const QUESTION_TYPES = ['MCQ', 'MSQ', 'NAT'] as const;
/** MCQ: one correct option; MSQ: one or more correct options; NAT: a number typed on a keypad. */
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = {
  MCQ: 'Multiple choice (one answer)',
  MSQ: 'Multiple select (one or more answers)',
  NAT: 'Numerical answer',
};

export const isQuestionType = (value: unknown): value is QuestionType => QUESTION_TYPES.includes(value as QuestionType);

/** A NAT key as GATE publishes it: a range (an exact value has min = max) and the decimals it is given to. */
export interface NumericRange {
  min: number;
  max: number;
  decimals: number;
}

export type AnswerKey = { type: 'MCQ'; correctIndex: number } | { type: 'MSQ'; correctIndexes: number[] } | ({ type: 'NAT' } & NumericRange);

/** What a learner answers: an option's index, the indexes of the options chosen, or the number typed. */
export type Answer = number | number[] | string;

/** The most places after the point a key or an answer may have, and the most digits before it. */
export const NAT_MAX_DECIMALS = 6;
const NAT_MAX_DIGITS = 9;

/** A number as the keypad writes it: an optional minus, digits, and an optional point with digits after it. */
export const NAT_ANSWER = new RegExp(`^-?\\d{1,${NAT_MAX_DIGITS}}(?:\\.\\d{0,${NAT_MAX_DECIMALS}})?$`);

/** The typed number, or null when the text is not one the keypad could have written. */
export function natValue(typed: string): number | null {
  if (!NAT_ANSWER.test(typed)) return null;
  return Number(typed);
}

/**
 * The learner's answer in the one form the question takes, or null for no answer: an index the
 * question does not have, an empty choice, or a text that is not a number counts as none, so a stale
 * save is never graded as wrong. MSQ choices come back sorted and without repeats.
 */
export function normaliseAnswer(type: QuestionType, optionCount: number, answer: unknown): Answer | null {
  const isOption = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < optionCount;
  if (type === 'MCQ') return isOption(answer) ? answer : null;
  if (type === 'MSQ') {
    if (!Array.isArray(answer) || answer.length === 0 || !answer.every(isOption)) return null;
    return [...new Set(answer)].sort((a, b) => a - b);
  }
  return typeof answer === 'string' && natValue(answer) !== null ? answer : null;
}

/** Whether a save's answer has the form its question takes (checked before anything is stored). */
export function answerFits(type: QuestionType, optionCount: number, answer: unknown): boolean {
  if (answer === null) return true;
  const read = normaliseAnswer(type, optionCount, answer);
  // an MSQ that lists an option twice is refused, though grading would read it once
  return read !== null && (!Array.isArray(read) || read.length === (answer as unknown[]).length);
}

// floating-point noise on a typed decimal (0.1 + 0.2) must not move an answer out of its range
const EPSILON = 1e-9;

/** Whether a (normalised) answer is right: the one option, exactly the right options, a number inside the range. */
export function isRightAnswer(key: AnswerKey, answer: Answer): boolean {
  if (key.type === 'MCQ') return answer === key.correctIndex;
  if (key.type === 'MSQ') {
    if (!Array.isArray(answer) || answer.length !== key.correctIndexes.length) return false;
    const right = new Set(key.correctIndexes);
    return answer.every((index) => right.has(index));
  }
  const value = typeof answer === 'string' ? natValue(answer) : null;
  if (value === null) return false;
  const slack = EPSILON * Math.max(1, Math.abs(key.min), Math.abs(key.max));
  return value >= key.min - slack && value <= key.max + slack;
}

/** What is wrong with a key for its options, or null when it is sound. */
export function keyProblem(key: AnswerKey, optionCount: number): string | null {
  if (key.type === 'MCQ') {
    if (optionCount < 2) return 'An MCQ needs at least two options.';
    return Number.isInteger(key.correctIndex) && key.correctIndex >= 0 && key.correctIndex < optionCount ? null : 'Choose which option is correct.';
  }
  if (key.type === 'MSQ') {
    if (optionCount < 2) return 'An MSQ needs at least two options.';
    if (key.correctIndexes.length === 0) return 'Choose at least one correct option.';
    const valid = key.correctIndexes.every((index) => Number.isInteger(index) && index >= 0 && index < optionCount);
    return valid && new Set(key.correctIndexes).size === key.correctIndexes.length ? null : 'The correct options must be options of the question.';
  }
  if (optionCount !== 0) return 'A numerical-answer question has no options.';
  if (!Number.isFinite(key.min) || !Number.isFinite(key.max)) return 'Give the answer as a number (or a range of two numbers).';
  if (key.min > key.max) return 'The range must go from the smaller number to the larger.';
  if (!Number.isInteger(key.decimals) || key.decimals < 0 || key.decimals > NAT_MAX_DECIMALS)
    return `The decimal places must be a whole number from 0 to ${NAT_MAX_DECIMALS}.`;
  return null;
}

/** A NAT key as a person reads it: '42', '2.45 to 2.55' (written to its decimals). */
export function rangeLabel(range: NumericRange): string {
  const write = (value: number) => value.toFixed(range.decimals);
  return range.min === range.max ? write(range.min) : `${write(range.min)} to ${write(range.max)}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const optionLetter = (index: number) => LETTERS[index] ?? `#${index + 1}`;

/** The key as a person reads it: 'B', 'A, C', '2.45 to 2.55'. */
export function keyLabel(key: AnswerKey): string {
  if (key.type === 'MCQ') return optionLetter(key.correctIndex);
  if (key.type === 'MSQ') return key.correctIndexes.map(optionLetter).join(', ');
  return rangeLabel(key);
}

/** An answer as a person reads it: 'B', 'A, C', '-2.5'. */
export function answerLabel(answer: Answer): string {
  if (typeof answer === 'number') return optionLetter(answer);
  if (Array.isArray(answer)) return answer.map(optionLetter).join(', ');
  return answer;
}

/** An answer the key marks right (the range's lower end for a NAT): for demo attempts, tests and benches. */
export function rightAnswer(key: AnswerKey): Answer {
  if (key.type === 'MCQ') return key.correctIndex;
  if (key.type === 'MSQ') return [...key.correctIndexes].sort((a, b) => a - b);
  return key.min.toFixed(key.decimals);
}

/** An answer the key marks wrong: the next option, the right options but one (or one more), a number past the range. */
export function wrongAnswer(key: AnswerKey, optionCount: number): Answer {
  if (key.type === 'MCQ') return (key.correctIndex + 1) % optionCount;
  if (key.type === 'MSQ') {
    const missing = Array.from({ length: optionCount }, (_, index) => index).find((index) => !key.correctIndexes.includes(index));
    return missing === undefined ? key.correctIndexes.slice(1) : [...key.correctIndexes, missing].sort((a, b) => a - b);
  }
  return (key.max + 1).toFixed(key.decimals);
}
