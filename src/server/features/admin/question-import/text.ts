// Turning the text formats of imported files into the Markdown + LaTeX that the exam view renders.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  times: '×',
  divide: '÷',
  deg: '°',
  le: '≤',
  ge: '≥',
  ne: '≠',
  plusmn: '±',
  minus: '−',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Moodle's HTML as reasonable Markdown: paragraphs, line breaks, bold, italics, code, lists and
 * sub/superscripts (as LaTeX: GFM reads ~x~ as strikethrough) survive; every other tag is dropped, so no markup from a file reaches a page.
 * Images are dropped too (their files are not in a GIFT export), which the caller reports.
 */
export function htmlToMarkdown(html: string): { text: string; droppedImages: number } {
  let droppedImages = 0;
  let text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<pre\b[^>]*>([\s\S]*?)<\/pre\s*>/gi, (_, code: string) => `\n\n\`\`\`\n${code.replace(/<[^>]*>/g, '').trim()}\n\`\`\`\n\n`)
    .replace(/<img\b[^>]*>/gi, () => {
      droppedImages += 1;
      return '';
    })
    .replace(/<br\s*\/?>/gi, '  \n')
    .replace(/<\/?(p|div|h[1-6]|table|tr|blockquote)\b[^>]*>/gi, '\n\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/?(ul|ol)\b[^>]*>/gi, '\n\n')
    .replace(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, (_, _tag: string, inner: string) => (inner.trim() ? `**${inner.trim()}**` : ''))
    .replace(/<(em|i)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, (_, _tag: string, inner: string) => (inner.trim() ? `*${inner.trim()}*` : ''))
    .replace(/<code\b[^>]*>([\s\S]*?)<\/code\s*>/gi, (_, inner: string) => `\`${inner}\``)
    .replace(/<sub\b[^>]*>([\s\S]*?)<\/sub\s*>/gi, (_, inner: string) => `$_{${latexScript(inner)}}$`)
    .replace(/<sup\b[^>]*>([\s\S]*?)<\/sup\s*>/gi, (_, inner: string) => `$^{${latexScript(inner)}}$`)
    .replace(/<\/?t[dh]\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  text = decodeEntities(text)
    .replace(/[ \t]+\n/g, (spaces) => (spaces.startsWith('  ') ? '  \n' : '\n'))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, droppedImages };
}

// digits and letters read as maths; anything else is set as text so KaTeX cannot misread it
const latexScript = (inner: string) => (/^[A-Za-z0-9+\-=]+$/.test(inner) ? inner : `\\text{${inner.replace(/[{}\\$]/g, '')}}`);

// LaTeX spans ($…$, $$…$$, \(…\), \[…\]) are left alone: escaping inside them would change the maths
const MATH_SPAN = /(\$\$[\s\S]+?\$\$|\$[^$\n]+?\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\])/;

/** Plain text that must read literally once rendered as Markdown. */
export function escapeMarkdown(text: string): string {
  return text
    .split(MATH_SPAN)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/([\\`*_[\]<>])/g, '\\$1').replace(/^(\s*)([#>+-]|\d+\.)(\s)/gm, '$1\\$2$3')))
    .join('');
}

/**
 * Moodle's MathJax delimiters \(…\) and \[…\] as the $…$ and $$…$$ the exam view's Markdown reads;
 * left as they are, Markdown would take \( for an escaped bracket and print the LaTeX source.
 */
export function normaliseMathDelimiters(text: string): string {
  return text
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, maths: string) => `$$${maths.trim()}$$`)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, maths: string) => `$${maths.trim()}$`);
}

export const hasHtmlTags = (text: string) => /<\/?[a-z][a-z0-9]*\b[^>]*>/i.test(text);

/** The first line of a text, shortened: how a message names a question. */
export const excerpt = (text: string, limit = 60) => {
  const first = text.trim().split('\n', 1)[0] ?? '';
  return first.length > limit ? `${first.slice(0, limit - 1)}…` : first;
};
