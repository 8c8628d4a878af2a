// A text's Markdown tree, parsed as both renderers parse it (rules.ts), checked against the limits.
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { overLimit, treeProblem, type MarkdownProblem } from './limits.ts';
import { containersTooDeep } from './nesting.ts';
import { remarkPlugins } from './rules.ts';

const parser = unified().use(remarkParse).use(remarkPlugins).freeze();

export type ParsedMarkdown = { tree: Root; problem: null } | { tree: null; problem: MarkdownProblem };

const overflowed = (error: unknown) => error instanceof RangeError && /call stack/i.test(error.message);

/**
 * The tree of `source`, or what is over the limits in it. A text whose quotes, lists or footnotes
 * nest too deep is not parsed at all: the parser's time grows with the square of that depth (5,000
 * '- ' took it 24 s). Parsing walks the tree by recursion too: a text nested some thousands of levels
 * deep otherwise overflows the stack there already, and is said to nest too deep (the stack is whole
 * again once the error has unwound it).
 */
export function parseMarkdown(source: string): ParsedMarkdown {
  if (containersTooDeep(source)) return { tree: null, problem: overLimit.depth() };
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
