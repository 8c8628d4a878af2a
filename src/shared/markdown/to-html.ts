// Markdown to HTML, with the rules the browser's <Markdown> follows (rules.ts), for text that is the
// same for every reader: the server renders a question paper's text once, so the exam view neither
// downloads the Markdown and KaTeX code nor runs it before the first question shows.
import katex from 'katex';
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import { toHtml } from 'hast-util-to-html';
import { visit, EXIT, SKIP } from 'unist-util-visit';
import type { Element, ElementContent, Root, Text } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { MARKDOWN_LIMITS, overLimit, type MarkdownProblem } from './limits.ts';
import { parseMarkdown } from './parse.ts';
import { remarkPlugins, safeUrl } from './rules.ts';

/** Names what the HTML is drawn with: a paper's version changes when it does (a new KaTeX, say). */
export const MARKDOWN_HTML_VERSION = `katex ${katex.version}; links in new tabs`;

// As react-markdown does, markup in the source comes through as raw nodes, and those are then written
// as text: a learner sees '<b>' as typed, the browser never reads it as markup.
const processor = unified().use(remarkPlugins).use(remarkRehype, { allowDangerousHtml: true }).freeze();

// no text between the rows and cells of a table, as in the browser's render
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** A text that cannot be drawn within the limits (limits.ts). */
export class MarkdownOverLimit extends Error {
  constructor(readonly problem: MarkdownProblem) {
    super(`the text ${problem.message}`);
    this.name = 'MarkdownOverLimit';
  }
}

export type DrawnMarkdown = { html: string; problem: null } | { html: null; problem: MarkdownProblem };

/**
 * The HTML <Markdown> would draw for `source` (without its wrapper), except that every link out of
 * the text opens in a new tab, the site's own too: a learner who follows one never leaves the exam.
 * A text over the limits is not drawn, and the limit it broke is said instead; its drawing stops as
 * soon as it is known to be too large.
 */
export function drawMarkdown(source: string): DrawnMarkdown {
  const parsed = parseMarkdown(source);
  if (parsed.problem) return { html: null, problem: parsed.problem };
  const tree = processor.runSync(parsed.tree) as Root;
  visit(tree, 'raw', (node) => {
    (node as unknown as Text).type = 'text';
  });
  if (!drawFormulas(tree)) return { html: null, problem: overLimit.drawnSize() };
  visit(tree, 'element', (element) => {
    const { properties } = element;
    if (TABLE_PARTS.has(element.tagName)) {
      element.children = element.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
    }
    if (element.tagName === 'a') {
      const href = typeof properties.href === 'string' ? safeUrl(properties.href) : '';
      properties.href = href;
      // a footnote's link stays on the page
      if (!href.startsWith('#')) {
        properties.target = '_blank';
        properties.rel = ['noopener', 'noreferrer'];
      }
    } else if (element.tagName === 'pre') {
      // a code block scrolls sideways: a keyboard reaches it, as <Markdown> draws it (web/components/markdown.tsx)
      properties.tabIndex = 0;
    } else if (element.tagName === 'img') {
      if (typeof properties.src === 'string') properties.src = safeUrl(properties.src);
      properties.alt ??= '';
      properties.loading = 'lazy';
      properties.decoding = 'async';
    }
  });
  // the only raw HTML left is KaTeX's own
  const html = toHtml(tree, { allowDangerousHtml: true });
  if (html.length > MARKDOWN_LIMITS.drawnBytes) return { html: null, problem: overLimit.drawnSize() };
  return { html, problem: null };
}

/** drawMarkdown's HTML; a text over the limits throws MarkdownOverLimit. */
export function markdownToHtml(source: string): string {
  const drawn = drawMarkdown(source);
  if (drawn.problem) throw new MarkdownOverLimit(drawn.problem);
  return drawn.html;
}

const textOf = (node: ElementContent): string => (node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '');

/**
 * Each formula remark-math marked (a `math-inline` or `math-display` code element, or a ```math block)
 * replaced by KaTeX's HTML, as rehype-katex does for the browser, with the same fallbacks for a
 * formula KaTeX refuses. rehype-katex reads KaTeX's HTML back into a tree, which took three quarters
 * of the time here; written as it comes, the browser builds the same elements from it. False, with
 * the drawing left half done, once the formulas alone draw more than a text may.
 */
function drawFormulas(tree: Root): boolean {
  let drawnBytes = 0;
  let withinLimit = true;
  visit(tree, 'element', (element, index, parent) => {
    if (parent === undefined || index === undefined) return;
    const math = mathOf(element);
    if (!math) return;
    const drawn = katexHtml(textOf(element), math.displayMode);
    drawnBytes += typeof drawn === 'string' ? drawn.length : 0;
    if (drawnBytes > MARKDOWN_LIMITS.drawnBytes) {
      withinLimit = false;
      return EXIT;
    }
    const replacement: ElementContent = typeof drawn === 'string' ? ({ type: 'raw', value: drawn } satisfies Raw) : drawn;
    parent.children.splice(index, 1, replacement);
    return SKIP;
  });
  return withinLimit;
}

const classesOf = (element: Element) => (Array.isArray(element.properties.className) ? element.properties.className : []);

/** Whether the element is a formula, and how it is drawn: a ```math block is a whole <pre>, shown as display. */
function mathOf(element: Element): { displayMode: boolean } | null {
  const [only] = element.children;
  if (
    element.tagName === 'pre' &&
    element.children.length === 1 &&
    only?.type === 'element' &&
    only.tagName === 'code' &&
    classesOf(only).includes('language-math')
  ) {
    return { displayMode: true };
  }
  const classes = classesOf(element);
  if (classes.includes('math-display')) return { displayMode: true };
  if (classes.includes('math-inline') || classes.includes('language-math')) return { displayMode: false };
  return null;
}

function katexHtml(formula: string, displayMode: boolean): string | Element {
  try {
    return katex.renderToString(formula, { displayMode, throwOnError: true });
  } catch (error) {
    try {
      return katex.renderToString(formula, { displayMode, strict: 'ignore', throwOnError: false });
    } catch {
      return {
        type: 'element',
        tagName: 'span',
        properties: { className: ['katex-error'], style: 'color:#cc0000', title: String(error) },
        children: [{ type: 'text', value: formula }],
      };
    }
  }
}
