// What a generated question must be before it is stored as a draft (docs/decisions/015-ai-generation.md):
// an MCQ with 4 distinct options and one correct answer, the marks asked for, an explanation,
// formulas KaTeX can render, and no near-duplicate of a question already in the bank.
import katex from 'katex';
import { questionTextsProblem } from '../../../../shared/markdown/question-limits.ts';

export interface ModelQuestion {
  text: string;
  options: string[];
  correctIndex: number;
  explanation: string;
  marks: number;
}

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

/** Why this question cannot be stored, or null when it can. `known` is the bank's questions of the section and topic, and the job's so far. */
export function rejectionOf(question: ModelQuestion, marks: number, known: readonly KnownQuestion[]): string | null {
  if (question.text.trim() === '') return 'The question has no text.';
  if (question.options.length !== 4) return `It has ${question.options.length} options; 4 are needed.`;
  if (question.options.some((option) => option.trim() === '')) return 'An option is empty.';
  const distinct = new Set(question.options.map((option) => option.trim().toLowerCase()));
  if (distinct.size !== 4) return 'Two options are the same.';
  if (!Number.isInteger(question.correctIndex) || question.correctIndex < 0 || question.correctIndex >= question.options.length) {
    return `The answer index ${question.correctIndex} is not one of the 4 options (0 to 3), so there is no single correct option.`;
  }
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
