// A Markdown text as the words a reader sees, for places that show a short excerpt as plain text (a
// series card, a notification in the list, a page's meta description): '**GATE DA**' reads 'GATE DA',
// not with its asterisks, and '$-\\tfrac{1}{3}$' reads '−1/3', not as LaTeX.
import { formulaToText } from './formula-text.ts';

/** Cut to `maxChars` at a word, with an ellipsis: the excerpt of a list. */
export function plainExcerpt(markdown: string, maxChars = 160): string {
  const text = markdownToPlainText(markdown);
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= maxChars / 2 ? atWord : cut).trimEnd()}…`;
}

export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      // fenced code keeps its text, without the fences
      .replace(/^\s*(```|~~~).*$/gm, '')
      // a table's cells as words: no delimiter rows, no pipes
      .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*(?::?-{3,}:?)?\s*$/gm, '')
      .replace(/^\s*\|(.*?)\|?\s*$/gm, (_, cells: string) => cells.replace(/\s*(?<!\\)\|\s*/g, ' '))
      // formulas as the words and symbols they stand for (first: their _ and * are not emphasis)
      .replace(/\$\$([^]*?)\$\$/g, (_, formula: string) => ` ${formulaToText(formula)} `)
      .replace(/(^|[^\\])\$([^$\n]+)\$/g, (_, before: string, formula: string) => `${before}${formulaToText(formula)}`)
      // images keep their alt text; links their words
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      // line starts: headings, quotes, list bullets and numbers, rules
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, '')
      // emphasis and code marks around words (a lone * or _ inside a word stays)
      .replace(/(\*\*|__)(?=\S)([^]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])([*_])(?=\S)([^*_\n]*?\S)\2(?!\w)/g, '$1$3')
      .replace(/~~(?=\S)([^]*?\S)~~/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/\\([$*_`#|\\])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
