// A text's Markdown tree, parsed as both renderers parse it (rules.ts), checked against the limits.
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { overLimit, treeProblem, type MarkdownProblem } from './limits.ts';
import { emphasisTooDeep } from './emphasis.ts';
import { containersTooDeep } from './nesting.ts';
import { remarkPlugins } from './rules.ts';

const parser = unified().use(remarkParse).use(remarkPlugins).freeze();

export type ParsedMarkdown = { tree: Root; problem: null } | { tree: null; problem: MarkdownProblem };

const overflowed = (error: unknown) => error instanceof RangeError && /call stack/i.test(error.message);

/**
 * Whether the text's quotes, lists, footnotes or emphasis nest deeper than a text may, known in a
 * pass over its characters: the parser's time grows with the square of their depth (4,999 '- ' took
 * it 24 s, 5,000 '*' around a letter over a second), so such a text is never parsed.
 */
export const tooDeepToParse = (source: string) => containersTooDeep(source) || emphasisTooDeep(source);

/**
 * The tree of `source`, or what is over the limits in it. A text too deep to parse (above) is not
 * parsed at all. Parsing walks the tree by recursion too: a text nested some thousands of levels
 * deep otherwise overflows the stack there already, and is said to nest too deep (the stack is whole
 * again once the error has unwound it).
 */
export function parseMarkdown(source: string): ParsedMarkdown {
  if (tooDeepToParse(source)) return { tree: null, problem: overLimit.depth() };
  let tree: Root;
  try {
    tree = parser.parse(source);
  } catch (error) {
    if (overflowed(error)) return { tree: null, problem: overLimit.depth() };
    throw error;
  }
  const problem = treeProblem(tree);
  return problem ? { tree: null, problem } : { tree, problem: null };
}
