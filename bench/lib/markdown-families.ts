// Texts made to cost the Markdown parser most for their length, each family at any length: the
// containers it once took seconds over, and the inline and block constructs whose cost grows
// faster than their length. bench/markdown.ts times them.

/** `unit` repeated up to about `length` characters, then `tail`. */
const fill = (unit: string, length: number, tail = 'x') => unit.repeat(Math.max(1, Math.floor((length - tail.length) / unit.length))) + tail;

/** Lines made by `line` for 0, 1, 2… up to `length` characters. */
const lines = (line: (index: number) => string, length: number) => {
  let text = '';
  for (let index = 0; text.length < length; index += 1) text += line(index);
  return text.slice(0, length);
};

export interface MarkdownFamily {
  make: (length: number) => string;
  /** found without parsing (nesting.ts, emphasis.ts): held to the target */
  checked: boolean;
}

const checked = (make: (length: number) => string): MarkdownFamily => ({ make, checked: true });
const reported = (make: (length: number) => string): MarkdownFamily => ({ make, checked: false });

export const MARKDOWN_FAMILIES: Record<string, MarkdownFamily> = {
  'lists - ': checked((n) => fill('- ', n)),
  'lists * ': checked((n) => fill('* ', n)),
  'lists 1. ': checked((n) => fill('1. ', n)),
  'lists -\\t': checked((n) => fill('-\t', n)),
  'quotes > ': checked((n) => fill('> ', n)),
  'quotes >>>': checked((n) => fill('>', n)),
  'quotes and lists > - ': checked((n) => fill('> - ', n)),
  'lists, quotes - > 1. ': checked((n) => fill('- > 1. ', n)),
  'footnotes [^a]: ': checked((n) => fill('[^a]: ', n)),
  'stairs of indented items': checked((n) => lines((index) => `${' '.repeat(2 * (index % 200))}- a\n`, n)),
  'lists 60 deep, then lazy lines': checked((n) => `${'- '.repeat(60)}x\n${fill('x\n', n - 121, '')}`),
  'lists 40 deep a line': checked((n) => fill(`${'- '.repeat(40)}x\n`, n, '')),
  'quotes 15 deep a line': reported((n) => fill(`${'> '.repeat(15)}x\n`, n, '')),
  'indented code': reported((n) => fill('    x\n', n)),
  'emphasis *a**b***': reported((n) => fill('*a**b***', n)),
  'emphasis *…a…*': checked((n) => `${'*'.repeat(n / 2)}a${'*'.repeat(n / 2)}`),
  'emphasis *a … a*': checked((n) => `${fill('*a ', n / 2, '')}b${fill(' a*', n / 2, '')}`),
  'emphasis * a _': reported((n) => fill('* a _', n)),
  'strikethrough ~a~~b': reported((n) => fill('~a~~b', n)),
  'brackets [': reported((n) => fill('[', n)),
  'brackets [a](': reported((n) => fill('[a](', n)),
  'brackets [[…a…]]': reported((n) => `${'['.repeat(n / 2)}a${']'.repeat(n / 2)}`),
  'link definitions': reported((n) => lines((index) => `[a${index}]: /u${index}\n`, n / 2) + lines((index) => `[a${index}] `, n / 2)),
  'footnote definitions': reported((n) => lines((index) => `[^${index}]: x\n`, n / 2) + lines((index) => `[^${index}] `, n / 2)),
  'html <a': reported((n) => fill('<a', n)),
  'html tag attributes': reported((n) => `<a${fill(' b=c', n - 3, ' ')}`),
  'autolinks <http://a': reported((n) => fill('<http://a', n)),
  'url then _': reported((n) => `http://a.b/${fill('_', n - 11)}`),
  'math $a': reported((n) => fill('$a', n)),
  'math $…$ of every length': reported((n) => lines((index) => `${'$'.repeat(1 + (index % 150))}a `, n)),
  'math $$ blocks': reported((n) => fill('$$\n', n)),
  'table 2 columns': reported((n) => `|a|b|\n|-|-|\n${fill('|a|b|\n', n - 12, '')}`),
  'table of pipes': reported((n) => `a|b\n-|-\n${fill('|', n - 8, '')}`),
  'code `…` of every length': reported((n) => lines((index) => `${'`'.repeat(1 + (index % 150))}a `, n)),
  'code `a``': reported((n) => fill('`a``', n)),
  'fences ```': reported((n) => fill('```\n', n)),
  'entities &amp;': reported((n) => fill('&amp;', n)),
  'escapes \\': reported((n) => fill('\\', n)),
  'flat list - a': reported((n) => fill('- a\n', n)),
  'headings a/=': reported((n) => fill('a\n=\n', n)),
  'headings # a': reported((n) => fill('# a\n', n)),
  'quote then lazy lines': reported((n) => `> a\n${fill('a\n', n)}`),
  'hard breaks': reported((n) => fill('a  \n', n)),
};
