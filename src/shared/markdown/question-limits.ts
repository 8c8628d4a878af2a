// Whether a question's texts can be drawn within the limits (limits.ts), checked wherever a question is
// written (the editor's save, an import, a generated question) and said in the words its author reads.
import { MARKDOWN_LIMITS, nestingBound, type MarkdownProblem } from './limits.ts';
import { drawMarkdown } from './to-html.ts';

/**
 * A text without formulas, tables, links or footnotes draws at most this many characters of HTML
 * per character (an e-mail address that becomes a link comes nearest, 11 to 1), plus the tags of its
 * few levels. A property test keeps it true (limits.test.ts).
 */
export const PLAIN_AMPLIFICATION = 16;
export const PLAIN_OVERHEAD = 1024;

const MATH_FENCE = /(?:`{3,}|~{3,})[ \t]*math/i;

/**
 * Whether a text certainly draws within the limits, known from its characters alone: no formula,
 * table, link or footnote, and too few characters that nest to nest too deep. Most options and many
 * questions are such texts; a dry run of 2,000 imported questions then draws only the others.
 */
export function plainlyWithinLimits(source: string): boolean {
  return (
    !/[$|[]/.test(source) &&
    !MATH_FENCE.test(source) &&
    source.length * PLAIN_AMPLIFICATION + PLAIN_OVERHEAD <= MARKDOWN_LIMITS.drawnBytes &&
    nestingBound(source) <= MARKDOWN_LIMITS.depth
  );
}

/** What is over the limits in one text, or null. */
export function markdownProblem(source: string): MarkdownProblem | null {
  return plainlyWithinLimits(source) ? null : drawMarkdown(source).problem;
}

export interface QuestionTexts {
  text: string;
  options: readonly (string | { text: string })[];
  explanation: string;
}

/**
 * The first of a question's texts that is over the limits, named as its author knows it, with what
 * to do about it ("Option B nests more than 32 levels deep (…): flatten it."); null when none is.
 */
export function questionTextsProblem(question: QuestionTexts): string | null {
  const texts: [string, string][] = [
    ['The question text', question.text],
    ...question.options.map((option, index): [string, string] => [
      `Option ${String.fromCharCode(65 + index)}`,
      typeof option === 'string' ? option : option.text,
    ]),
    ['The explanation', question.explanation],
  ];
  for (const [name, source] of texts) {
    const problem = markdownProblem(source);
    if (problem) return `${name} ${problem.message}.`;
  }
  return null;
}
