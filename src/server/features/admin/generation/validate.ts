// What a generated question must be before it is stored as a draft (docs/decisions/015-ai-generation.md):
// of the type asked for with its key (an MCQ's one correct option of 4, an MSQ's one or more, a NAT's
// number or range and no options), the marks asked for, an explanation, formulas KaTeX can render,
// and no near-duplicate of a question already in the bank.
import katex from 'katex';
import { keyProblem, type AnswerKey, type QuestionType } from '../../../../shared/exam/answer-key.ts';
import { natRangeOf } from '../../../../shared/exam/nat-key.ts';
import { questionTextsProblem } from '../../../../shared/markdown/question-limits.ts';

/** A question as the model wrote it: the key's field of the type asked for is set, the others are absent. */
export interface ModelQuestion {
  text: string;
  options: string[];
  /** MCQ: the index of the one correct option */
  correctIndex?: number | null;
  /** MSQ: the indexes of the correct options */
  correctIndexes?: number[] | null;
  /** NAT: the number, or a min..max range, as text so its decimals are kept */
  answer?: string | null;
  explanation: string;
  marks: number;
}

export const OPTION_COUNT = 4;

export const DUPLICATE_THRESHOLD = 0.8;

/** Every $…$ and $$…$$ formula of a Markdown text, display ones first so their dollars are not read twice. */
export function formulasOf(markdown: string): string[] {
  const found: string[] = [];
  const withoutDisplay = markdown.replace(/(?<!\\)\$\$([\s\S]+?)(?<!\\)\$\$/g, (_match, tex: string) => {
    found.push(tex);
    return ' ';
  });
  for (const match of withoutDisplay.matchAll(/(?<!\\)\$((?:\\\$|[^$])+?)(?<!\\)\$/g)) found.push(match[1]!);
  return found;
}

/** KaTeX's own message for the first formula it cannot render, or null when all render. */
export function katexProblem(markdown: string): string | null {
  for (const tex of formulasOf(markdown)) {
    try {
      katex.renderToString(tex, { throwOnError: true });
    } catch (error) {
      return `KaTeX cannot render $${tex}$: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return null;
}

/**
 * The words of a question without its formatting: lower case, Markdown and LaTeX punctuation
 * (`*_#>[](){}\^$|~` and the like) and LaTeX command names' backslashes dropped, spaces collapsed.
 */
export function normalise(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\\[a-z]+/g, (command) => ` ${command.slice(1)} `)
    .replace(/[^\p{L}\p{N}.%]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** Word trigrams (single words for a text shorter than three). */
export function shingles(text: string): Set<string> {
  const words = normalise(text);
  if (words.length < 3) return new Set(words);
  const set = new Set<string>();
  for (let i = 0; i + 2 < words.length; i += 1) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return set;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface KnownQuestion {
  text: string;
  shingles: Set<string>;
}

export const knownQuestion = (text: string): KnownQuestion => ({ text, shingles: shingles(text) });

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/** The key the model gave for the type asked for, or why it is not one. */
export function modelKey(type: QuestionType, question: ModelQuestion): AnswerKey | { reason: string } {
  const isOption = (index: unknown) => Number.isInteger(index) && (index as number) >= 0 && (index as number) < OPTION_COUNT;
  if (type === 'MCQ') {
    const index = question.correctIndex;
    if (index === null || index === undefined) return { reason: 'It gives no answer index, so there is no single correct option.' };
    if (!isOption(index)) return { reason: `The answer index ${index} is not one of the 4 options (0 to 3), so there is no single correct option.` };
    return { type: 'MCQ', correctIndex: index };
  }
  if (type === 'MSQ') {
    const indexes = question.correctIndexes ?? [];
    if (indexes.length === 0) return { reason: 'It marks no option correct; an MSQ needs at least one correct option.' };
    const outside = indexes.find((index) => !isOption(index));
    if (outside !== undefined) return { reason: `The correct option index ${outside} is not one of the 4 options (0 to 3).` };
    if (new Set(indexes).size !== indexes.length) return { reason: 'It names the same correct option twice.' };
    return { type: 'MSQ', correctIndexes: [...indexes].sort((a, b) => a - b) };
  }
  const answer = question.answer?.trim() ?? '';
  if (answer === '') return { reason: 'It has no numerical answer; a NAT needs a number or a min..max range.' };
  const range = natRangeOf(answer);
  if (!range) return { reason: `The answer "${excerpt(answer)}" is not a number or a min..max range of numbers.` };
  const key: AnswerKey = { type: 'NAT', ...range };
  const problem = keyProblem(key, 0);
  return problem ? { reason: `The answer "${answer}": ${problem}` } : key;
}

/** What is wrong with the options for the type: four distinct, non-empty ones for an MCQ or an MSQ, none for a NAT. */
function optionsProblem(type: QuestionType, options: string[]): string | null {
  if (type === 'NAT') return options.length === 0 ? null : `It has ${options.length} options; a numerical-answer question has none.`;
  if (options.length !== OPTION_COUNT) return `It has ${options.length} options; ${OPTION_COUNT} are needed.`;
  if (options.some((option) => option.trim() === '')) return 'An option is empty.';
  const distinct = new Set(options.map((option) => option.trim().toLowerCase()));
  return distinct.size === OPTION_COUNT ? null : 'Two options are the same.';
}

/**
 * Why this question cannot be stored, or null when it can. `known` is the bank's questions of the
 * section and topic, and the job's so far; `type` the kind the job asked for.
 */
export function rejectionOf(question: ModelQuestion, marks: number, known: readonly KnownQuestion[], type: QuestionType = 'MCQ'): string | null {
  if (question.text.trim() === '') return 'The question has no text.';
  const options = optionsProblem(type, question.options);
  if (options) return options;
  const key = modelKey(type, question);
  if ('reason' in key) return key.reason;
  if (question.marks !== marks) return `It is worth ${question.marks} marks; ${marks} were asked for.`;
  if (question.explanation.trim() === '') return 'It has no explanation.';
  for (const [where, markdown] of [
    ['question', question.text],
    ...question.options.map((option, index) => [`option ${String.fromCharCode(65 + index)}`, option] as const),
    ['explanation', question.explanation],
  ] as const) {
    const problem = katexProblem(markdown);
    if (problem) return `In the ${where}: ${problem}`;
  }
  const drawing = questionTextsProblem(question);
  if (drawing) return drawing;
  const mine = shingles(question.text);
  for (const other of known) {
    const similarity = jaccard(mine, other.shingles);
    if (similarity >= DUPLICATE_THRESHOLD) {
      return `A near-duplicate (${Math.round(similarity * 100)}% similar) of a question already in the bank: "${excerpt(other.text)}"`;
    }
  }
  return null;
}
