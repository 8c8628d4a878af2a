// GIFT's lexical layer, read the way Moodle's importer reads it: questions are blocks of lines
// separated by blank lines, `//` lines are comments, `\` escapes the control characters, and any
// piece of text may start with [html], [moodle], [plain] or [markdown].
import { escapeMarkdown, hasHtmlTags, htmlToMarkdown, normaliseMathDelimiters } from './text.ts';

export interface GiftBlock {
  /** 1-based line of the block's first line that is not a comment: where the question starts. */
  line: number;
  /** The block as written, comments left out: what a converted question keeps as its original. */
  source: string;
}

export function splitGiftBlocks(file: string): GiftBlock[] {
  const lines = file.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const blocks: GiftBlock[] = [];
  let current: { line: number; lines: string[] } | null = null;
  const close = () => {
    if (current && current.lines.length > 0) blocks.push({ line: current.line, source: current.lines.join('\n') });
    current = null;
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') {
      close();
      return;
    }
    current ??= { line: index + 1, lines: [] };
    if (line.startsWith('//')) return;
    if (current.lines.length === 0) current.line = index + 1;
    current.lines.push(line);
  });
  close();
  return blocks;
}

// Private-use characters stand in for escaped control characters while the structure is read,
// the same trick as Moodle's placeholders, but they cannot collide with anything a file contains.
const ESCAPES: [string, string][] = [
  [':', '\uE001'],
  ['#', '\uE002'],
  ['=', '\uE003'],
  ['{', '\uE004'],
  ['}', '\uE005'],
  ['~', '\uE006'],
];
const BACKSLASH = '\uE000';
const NEWLINE = '\uE007';

// replaceAll, as split and join: three times faster on a text with millions of escapes
const replaceEvery = (text: string, from: string, to: string) => text.split(from).join(to);

// Each is a few passes over the text; most pieces of a file have nothing to replace, and skip them.
export function protectEscapes(text: string): string {
  if (!text.includes('\\')) return text;
  let result = replaceEvery(text, '\\\\', BACKSLASH);
  for (const [character, placeholder] of ESCAPES) result = replaceEvery(result, `\\${character}`, placeholder);
  return replaceEvery(replaceEvery(result, '\\n', NEWLINE), BACKSLASH, '\\');
}

export function restoreEscapes(text: string): string {
  if (!/[\uE001-\uE007]/.test(text)) return text;
  let result = text;
  for (const [character, placeholder] of ESCAPES) result = replaceEvery(result, placeholder, character);
  return replaceEvery(result, NEWLINE, '\n');
}

export type GiftTextFormat = 'moodle' | 'html' | 'plain' | 'markdown';

export interface GiftText {
  markdown: string;
  format: GiftTextFormat;
  droppedImages: number;
}

/** A piece of GIFT text (escapes still protected) as Markdown, with the format it declared or inherited. */
export function readGiftText(raw: string, inherited: GiftTextFormat = 'moodle'): GiftText {
  let text = raw.trim();
  let format = inherited;
  const declared = /^\[(moodle|html|plain|markdown)\]/.exec(text);
  if (declared) {
    format = declared[1] as GiftTextFormat;
    text = text.slice(declared[0].length);
  }
  text = restoreEscapes(text).trim();
  const read = (markdown: string, droppedImages = 0): GiftText => ({ markdown: normaliseMathDelimiters(markdown), format, droppedImages });
  if (format === 'markdown') return read(text);
  if (format === 'plain') return read(escapeMarkdown(text));
  // Moodle's own format is text in which HTML is allowed and line breaks are kept
  if (format === 'moodle' && !hasHtmlTags(text)) return read(text.replace(/\n/g, '  \n'));
  const converted = htmlToMarkdown(text);
  return read(converted.text, converted.droppedImages);
}

/** A category path as a topic: the last named level, without Moodle's context prefixes. */
export function categoryTopic(path: string): string | null {
  const levels = restoreEscapes(path)
    .split('/')
    .map((level) => level.trim())
    .filter((level) => level !== '' && !/^\$[a-z0-9]+\$$/i.test(level) && level !== 'top');
  const last = levels[levels.length - 1];
  return last && !/^Default for /i.test(last) ? last : null;
}
