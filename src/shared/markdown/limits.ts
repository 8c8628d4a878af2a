// How far one text (a question, an option, an explanation) may go when it is drawn. The Markdown tools
// walk a text's tree by recursion, so a text nested thousands of levels deep overflows the stack
// (5,000 '> ' do); tables and formulas multiply: a GFM table pads every row to its header's width,
// and KaTeX draws a formula a few hundred times its size. A text within these limits is refused by
// none of the renderers and draws at most a quarter of a megabyte. The numbers leave a wide margin
// over real papers: the demo bank nests 9 levels at most and draws 17 kB at most; a 2-mark GATE
// question with a 4×4 matrix and a 6×6 table of formulas draws 42 kB.
import type { Nodes, PhrasingContent, Root } from 'mdast';

export const MARKDOWN_LIMITS = {
  /** levels of Markdown inside each other: quotes, lists, emphasis, links */
  depth: 32,
  /** levels of groups inside each other in one formula: {…}, \left…\right, \begin…\end */
  formulaDepth: 32,
  /** the cells of a text's tables, each row counted as wide as its header row (as it is drawn) */
  tableCells: 2_000,
  /** the HTML drawn from one text */
  drawnBytes: 256 * 1024,
} as const;

export type MarkdownLimit = 'depth' | 'formula-depth' | 'table-cells' | 'drawn-size';

export interface MarkdownProblem {
  limit: MarkdownLimit;
  /** what is wrong and what to do, worded to follow the text's name: "The explanation nests …" */
  message: string;
}

const count = (value: number) => value.toLocaleString('en-IN');

export const overLimit = {
  depth: (): MarkdownProblem => ({
    limit: 'depth',
    message: `nests more than ${MARKDOWN_LIMITS.depth} levels deep (quotes, lists, emphasis or links inside each other): flatten it`,
  }),
  formulaDepth: (): MarkdownProblem => ({
    limit: 'formula-depth',
    message: `has a formula nested more than ${MARKDOWN_LIMITS.formulaDepth} groups deep ({…}, \\left…\\right or \\begin…\\end inside each other): simplify it`,
  }),
  tableCells: (cells: number): MarkdownProblem => ({
    limit: 'table-cells',
    message: `has tables of ${count(cells)} cells, each row counted as wide as its header row; at most ${count(MARKDOWN_LIMITS.tableCells)}: make them smaller`,
  }),
  drawnSize: (): MarkdownProblem => ({
    limit: 'drawn-size',
    message: `draws more than ${MARKDOWN_LIMITS.drawnBytes / 1024} kB of HTML on the exam page: use fewer or smaller formulas and tables, or split it`,
  }),
};

// a group of a formula opens with {, \left or \begin{…} and closes with }, \right or \end{…}; \{
// and \} are braces drawn as they are, and \\ a line break
const FORMULA_GROUP = /\\left(?![a-zA-Z])|\\begin\s*\{[^{}]*\}|\\right(?![a-zA-Z])|\\end\s*\{[^{}]*\}|\\[\\{}]|[{}]/g;

/** How many groups deep a formula nests (a closing group without its opening one counts as nothing). */
export function formulaDepth(tex: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [token] of tex.matchAll(FORMULA_GROUP)) {
    if (token === '{' || token === '\\left' || token.startsWith('\\begin')) deepest = Math.max(deepest, (depth += 1));
    else if (token === '}' || token === '\\right' || token.startsWith('\\end')) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

const isFormula = (node: Nodes): node is Nodes & { value: string } =>
  node.type === 'math' || node.type === 'inlineMath' || (node.type === 'code' && node.lang === 'math');

/**
 * What, if anything, is over the limits in a parsed text, found without recursion: the tree may be
 * far deeper than the stack allows.
 */
export function treeProblem(tree: Root): MarkdownProblem | null {
  const pending: [Nodes, number][] = [[tree, 0]];
  let cells = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (depth > MARKDOWN_LIMITS.depth) return overLimit.depth();
    if (isFormula(node) && formulaDepth(node.value) > MARKDOWN_LIMITS.formulaDepth) return overLimit.formulaDepth();
    if (node.type === 'table') {
      // each row is drawn as wide as the header row, however few cells it was written with
      cells += node.children.length * (node.children[0]?.children.length ?? 0);
      if (cells > MARKDOWN_LIMITS.tableCells) return overLimit.tableCells(cells);
    }
    if ('children' in node) for (const child of node.children) pending.push([child, depth + 1]);
  }
  return null;
}

/**
 * More levels than a text can nest, counted on its characters without parsing it: each level is
 * opened by a character of its own (> for a quote, a list's marker, which opens two levels: the list
 * and its item, * _ ~ for emphasis, [ for a link or an image), on top of a paragraph or a table's
 * three levels, a literal link and the text itself.
 */
export function nestingBound(source: string): number {
  let bound = 5;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === '>' || char === '_' || char === '~' || char === '[') bound += 1;
    else if (char === '*' || char === '-' || char === '+') bound += 2;
    else if ((char === '.' || char === ')') && index > 0 && source[index - 1]! >= '0' && source[index - 1]! <= '9') bound += 2;
  }
  return bound;
}

/**
 * Below this many levels the parser's own recursion stays well inside the stack of a browser or of
 * Node (it overflows near 6,000: 3,000 lists inside each other).
 */
export const SAFE_TO_PARSE = 1_000;

/** A text over the limits as the words it was written with, line by line, in place of its drawing. */
export function plainTextTree(source: string): Root {
  const children: PhrasingContent[] = [];
  for (const [index, line] of source.split(/\r?\n/).entries()) {
    if (index > 0) children.push({ type: 'break' });
    children.push({ type: 'text', value: line });
  }
  return { type: 'root', children: [{ type: 'paragraph', children }] };
}
