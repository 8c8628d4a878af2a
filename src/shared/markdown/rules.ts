// What Markdown may hold on Prepverse, for the browser's renderer (web/components/markdown.tsx) and
// the server's (markdown/to-html.ts) alike: GitHub tables and $…$ / $$…$$ formulas drawn by KaTeX.
// Raw HTML in the source is never rendered, and a link or image whose URL has an unsafe scheme
// (javascript:, data:…) loses it: react-markdown's own rule, which both renderers apply.
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

export const remarkPlugins = [remarkGfm, remarkMath];
export const rehypePlugins = [rehypeKatex];
export { defaultUrlTransform as safeUrl } from 'react-markdown';
