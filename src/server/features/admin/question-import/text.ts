// Turning the text formats of imported files into the Markdown + LaTeX that the exam view renders.
// A file comes from anyone, so every function here runs in time linear in its input: no pattern
// that can backtrack over the same text again from each starting point (decision 024).
import { htmlToPieces, type ImageOf } from './html-markdown.ts';
import { splitMathSpans } from './math-spans.ts';

/**
 * Moodle's HTML as reasonable Markdown: paragraphs, line breaks, bold, italics, code, lists and
 * sub/superscripts (as LaTeX: GFM reads ~x~ as strikethrough) survive; every other tag is dropped, so no markup from a file reaches a page.
 * Images are dropped too (their files are not in a GIFT export), which the caller reports, unless
 * `imageOf` draws them (Moodle XML embeds its images).
 */
export function htmlToMarkdown(html: string, imageOf?: ImageOf): { text: string; droppedImages: number } {
  const { pieces, droppedImages } = htmlToPieces(html, imageOf);
  return { text: tidyLines(pieces.join('')), droppedImages };
}

/**
 * White space at a line's end goes, except two spaces or more (Markdown's line break), which stay as
 * two; three line breaks or more become one blank line.
 */
function tidyLines(text: string): string {
  const lines = text.split('\n');
  for (let index = 0; index < lines.length - 1; index += 1) {
    const line = lines[index]!;
    let end = line.length;
    while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end -= 1;
    if (end < line.length) lines[index] = line.slice(0, end) + (line.startsWith('  ', end) ? '  ' : '');
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text that must read literally once rendered as Markdown; LaTeX spans are left alone, since escaping inside them would change the maths. */
export function escapeMarkdown(text: string): string {
  return splitMathSpans(text)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : // the white space before a line's marker is matched within the line, so no line start rescans the lines after it
          part.replace(/([\\`*_[\]<>])/g, '\\$1').replace(/^([^\S\n\r\u2028\u2029]*)([#>+-]|\d+\.)(\s)/gm, '$1\\$2$3'),
    )
    .join('');
}

/**
 * Moodle's MathJax delimiters \(…\) and \[…\] as the $…$ and $$…$$ the exam view's Markdown reads;
 * left as they are, Markdown would take \( for an escaped bracket and print the LaTeX source.
 */
export function normaliseMathDelimiters(text: string): string {
  return replaceDelimited(replaceDelimited(text, '\\[', '\\]', '$$'), '\\(', '\\)', '$');
}

/** Each `open`…`close` with something between, nearest close first, as `mark`…`mark` around the trimmed content. */
function replaceDelimited(text: string, open: string, close: string, mark: string): string {
  let result = '';
  let index = 0;
  for (;;) {
    const start = text.indexOf(open, index);
    if (start === -1) break;
    const end = text.indexOf(close, start + open.length + 1);
    // no close after this opening means none after any later opening either
    if (end === -1) break;
    result += `${text.slice(index, start)}${mark}${text.slice(start + open.length, end).trim()}${mark}`;
    index = end + close.length;
  }
  return result + text.slice(index);
}

const TAG_START = /<\/?[a-z][a-z0-9]*(?![a-z0-9_])/i;

/** Whether the text holds something shaped like an HTML tag: a tag's start with a '>' somewhere after it. */
export function hasHtmlTags(text: string): boolean {
  // the earliest start has the most text after it, so it is the only one worth checking
  const start = TAG_START.exec(text);
  return start !== null && text.indexOf('>', start.index + start[0].length) !== -1;
}

/** The first line of a text, shortened: how a message names a question. */
export const excerpt = (text: string, limit = 60) => {
  const trimmed = text.trim();
  const end = trimmed.indexOf('\n');
  const first = end === -1 ? trimmed : trimmed.slice(0, end);
  return first.length > limit ? `${first.slice(0, limit - 1)}…` : first;
};
