// What Markdown may hold on Prepverse, for the browser's renderer (web/components/markdown.tsx) and
// the server's (markdown/to-html.ts) alike: GitHub tables and $…$ / $$…$$ formulas drawn by KaTeX.
// Raw HTML in the source is never rendered, and a link or image whose URL has an unsafe scheme
// (javascript:, data:…) loses it: react-markdown's own rule, which both renderers apply. A text over
// the limits of limits.ts (nested too deep, tables too large) is shown as its plain words.
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import { plainTextTree, treeProblem } from './limits.ts';

/** Runs between parsing and drawing: what comes after walks the tree by recursion. */
function remarkWithinLimits() {
  return (tree: Root, file: { value: unknown }) => {
    if (treeProblem(tree)) tree.children = plainTextTree(String(file.value)).children;
  };
}

export const remarkPlugins = [remarkGfm, remarkMath, remarkWithinLimits];
export const rehypePlugins = [rehypeKatex];
export { defaultUrlTransform as safeUrl } from 'react-markdown';
