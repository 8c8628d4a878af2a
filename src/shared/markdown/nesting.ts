// How deep a text's quotes, lists and footnotes nest, found line by line as the Markdown parser
// (micromark, with GitHub's footnotes, tables and remark-math's $$ blocks) opens and continues them,
// without parsing the text. The parser takes time far beyond the text's length on containers nested
// thousands deep (4,999 '- ' took it 24 s), so a text that nests too deep is known from this scan,
// in one pass over its characters, and is never parsed.
import { MARKDOWN_LIMITS } from './limits.ts';

/** An open container: a quote, a list item (with the columns its content is indented by) or a footnote. */
type Container = { kind: 'quote' } | { kind: 'footnote' } | { kind: 'item'; marker: string; size: number; blankStart: boolean; blankSince: boolean };

/** What the innermost container holds when a line ends: what the next line may continue or interrupt. */
type Leaf = { kind: 'none' | 'paragraph' | 'indented' | 'table' } | { kind: 'fence'; marker: string; length: number } | { kind: 'html'; end: RegExp | null };

/** Levels of the Markdown tree each container opens: a list item sits inside its list. */
const LEVELS = { quote: 1, footnote: 1, item: 2 } as const;

const TAB_SIZE = 4;

/** The line with its tabs turned into the spaces up to the next tab stop, as the parser counts columns. */
function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const char of line) out += char === '\t' ? ' '.repeat(TAB_SIZE - (out.length % TAB_SIZE)) : char;
  return out;
}

const spacesAt = (line: string, from: number) => {
  let to = from;
  while (line[to] === ' ') to += 1;
  return to - from;
};

const isBlank = (line: string, from: number) => from + spacesAt(line, from) >= line.length;

/** Three or more of one of - * _ with only spaces between and after: a thematic break, not a list item. */
const THEMATIC_BREAK = /^(?:(?:-[ ]*){3,}|(?:\*[ ]*){3,}|(?:_[ ]*){3,})$/;

/**
 * Where a thematic break may start in the line: at any of its last run of one of - * _ (with spaces
 * between) that has two more after it. Found once a line, so each marker is checked in a step.
 */
function thematicBreaks(line: string): (at: number) => boolean {
  let end = line.length;
  while (line[end - 1] === ' ') end -= 1;
  const char = line[end - 1];
  let first = end;
  let last = -1;
  let count = 0;
  for (let index = end - 1; index >= 0 && (line[index] === char || line[index] === ' '); index -= 1) {
    if (line[index] !== char) continue;
    first = index;
    if ((count += 1) === 3) last = index;
  }
  return (at) => (char === '-' || char === '*' || char === '_') && line[at] === char && at >= first && at <= last;
}

/** A list item's marker at `at`, with the columns its content is indented by, if one opens there. */
function listMarker(
  line: string,
  at: number,
  interrupt: boolean,
  breakAt: (at: number) => boolean,
  sameAs?: string,
): { marker: string; width: number; blank: boolean } | null {
  let end = at;
  let marker: string;
  const char = line[at];
  if (char === '-' || char === '*' || char === '+') {
    if (breakAt(at)) return null;
    marker = char;
    end = at + 1;
  } else {
    while (end - at < 9 && line[end]! >= '0' && line[end]! <= '9') end += 1;
    const delimiter = line[end];
    if (end === at || (delimiter !== '.' && delimiter !== ')')) return null;
    if (interrupt && line.slice(at, end) !== '1') return null;
    marker = delimiter;
    end += 1;
  }
  if (sameAs !== undefined && marker !== sameAs) return null;
  if (isBlank(line, end)) return interrupt ? null : { marker, width: end - at + 1, blank: true };
  const spaces = spacesAt(line, end);
  if (spaces === 0) return null;
  // five spaces or more after the marker: the content is one space in, the rest indented code
  return { marker, width: end - at + (spaces <= 4 ? spaces : 1), blank: false };
}

/** A footnote's definition `[^label]:` at `at`: the index after it. */
function footnoteStart(line: string, at: number): number | null {
  const match = /^\[\^[^\]\s]{1,999}\]:/.exec(line.slice(at, at + 1005));
  return match ? at + match[0].length : null;
}

const HTML_ENDS: [RegExp, RegExp][] = [
  [/^<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<![A-Za-z]/, />/],
  [/^<!\[CDATA\[/, /\]\]>/],
];
const HTML_BLOCK_NAMES =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul';
const HTML_BLOCK = new RegExp(`^</?(?:${HTML_BLOCK_NAMES})(?:[\\s>]|/>|$)`, 'i');
const HTML_TAG_LINE =
  /^(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)\s*$/;

/** The cells of a table's row: its pipes, bar escaped ones and those at either end, split it. */
function cellsOf(row: string): number {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.trim() === '' ? 0 : inner.split(/(?<!\\)\|/).length;
}

const FENCE = /^(`{3,}|~{3,}|\${2,})(.*)$/;
const ATX_HEADING = /^#{1,6}(?:[ ]|$)/;
const DELIMITER_ROW = /^[ |:-]*$/;

/** The fenced or HTML block, heading or thematic break that starts at `rest`, ending a paragraph. */
function interruptingLeaf(rest: string): Leaf | null {
  const fence = FENCE.exec(rest);
  const marker = fence?.[1]![0];
  if (fence && (marker === '~' || !fence[2]!.includes(marker!))) return { kind: 'fence', marker: marker!, length: fence[1]!.length };
  if (ATX_HEADING.test(rest) || THEMATIC_BREAK.test(rest)) return { kind: 'none' };
  if (rest.startsWith('<')) {
    for (const [start, end] of HTML_ENDS) if (start.test(rest)) return end.test(rest) ? { kind: 'none' } : { kind: 'html', end };
    if (HTML_BLOCK.test(rest)) return { kind: 'html', end: null };
  }
  return null;
}

/** The leaf a line starts, after its containers (at `at`), given the leaf it follows. */
function startLeaf(line: string, at: number, leaf: Leaf, header: string): Leaf {
  const indent = spacesAt(line, at);
  if (at + indent >= line.length) return leaf.kind === 'indented' ? leaf : { kind: 'none' };
  if (indent >= TAB_SIZE) return leaf.kind === 'paragraph' ? leaf : { kind: 'indented' };
  const rest = line.slice(at + indent);
  const interrupting = interruptingLeaf(rest);
  if (interrupting) return interrupting;
  if (leaf.kind === 'paragraph') {
    // a line of - alone under words makes a heading, even under a row with pipes; a delimiter row
    // with a pipe or a colon (or under a row with a pipe) and as many cells makes a table
    if (/^-+ *$/.test(rest)) return { kind: 'none' };
    if (DELIMITER_ROW.test(rest) && rest.includes('-') && /[|:]/.test(rest + header.replace(/:/g, '')) && cellsOf(rest) === cellsOf(header))
      return { kind: 'table' };
    return /^=+ *$/.test(rest) ? { kind: 'none' } : leaf;
  }
  if (leaf.kind !== 'table' && HTML_TAG_LINE.test(rest)) return { kind: 'html', end: null };
  return leaf.kind === 'table' ? leaf : { kind: 'paragraph' };
}

/** Whether a line that continues not all the containers goes on with their paragraph (a lazy line). */
function isLazy(line: string, at: number, leaf: Leaf): boolean {
  const indent = spacesAt(line, at);
  return leaf.kind === 'paragraph' && at + indent < line.length && (indent >= TAB_SIZE || !interruptingLeaf(line.slice(at + indent)));
}

/** Whether a line inside a fenced block or HTML block (at `at`, after its containers) ends it. */
function endsConcrete(line: string, at: number, leaf: Leaf): boolean {
  if (leaf.kind === 'html') return leaf.end ? leaf.end.test(line.slice(at)) : isBlank(line, at);
  if (leaf.kind !== 'fence') return false;
  const indent = spacesAt(line, at);
  if (indent >= TAB_SIZE) return false;
  const rest = line.slice(at + indent).trimEnd();
  return rest.length >= leaf.length && [...rest].every((char) => char === leaf.marker);
}

/**
 * The levels of the Markdown tree that the text's quotes, lists (two each: the list and its item)
 * and footnotes reach, as the parser would nest them; the scan stops once it passes `stopAbove`.
 * With `atMost`, the most they could reach if every marker the scan reads as a paragraph's words,
 * a code block's lines or an HTML block's were a container too, and every line that opens none
 * kept those it does not continue: a bound that holds should this scan and the parser part ways on
 * where a paragraph or a block ends.
 */
export function containerDepth(source: string, stopAbove = Number.POSITIVE_INFINITY, atMost = false): number {
  const stack: Container[] = [];
  let levels = 0;
  let deepest = 0;
  let leaf: Leaf = { kind: 'none' };
  let previousRow = '';
  const open = (container: Container) => {
    stack.push(container);
    levels += LEVELS[container.kind];
    deepest = Math.max(deepest, levels);
  };
  const closeFrom = (index: number) => {
    while (stack.length > index) levels -= LEVELS[stack.pop()!.kind];
  };

  for (const raw of source.split(/\r\n|\r|\n/)) {
    const line = expandTabs(raw);
    const breakAt = thematicBreaks(line);
    let at = 0;
    let continued = 0;
    let restarted = false;
    // a footnote right inside a footnote goes on with the indent its parent took (the parser checks
    // the last indent read, which is the parent's when the line has no more spaces)
    let afterFootnoteIndent = false;
    // the open containers the line continues
    for (const container of stack) {
      const indent = spacesAt(line, at);
      const sharesIndent: boolean = afterFootnoteIndent && indent === 0;
      afterFootnoteIndent = false;
      if (container.kind === 'quote') {
        if (indent >= TAB_SIZE || line[at + indent] !== '>') break;
        at += indent + 1 + (line[at + indent + 1] === ' ' ? 1 : 0);
      } else if (container.kind === 'footnote') {
        if (!isBlank(line, at) && indent < TAB_SIZE && !sharesIndent) break;
        afterFootnoteIndent = !isBlank(line, at) && (indent >= TAB_SIZE || sharesIndent);
        at += Math.min(indent, TAB_SIZE);
      } else if (isBlank(line, at)) {
        container.blankSince ||= container.blankStart;
        at += Math.min(indent, container.size);
      } else {
        const afterBlank = container.blankSince;
        container.blankSince = container.blankStart = false;
        if (afterBlank || indent < container.size) {
          // not inside the item: a next item of the same list, or the end of the list
          const item = indent < TAB_SIZE ? listMarker(line, at + indent, false, breakAt, container.marker) : null;
          if (!item) break;
          Object.assign(container, { size: indent + item.width, blankStart: item.blank });
          at += indent + item.width;
          continued += 1;
          restarted = true;
          break;
        }
        at += container.size;
      }
      continued += 1;
    }
    if (restarted) {
      closeFrom(continued);
      leaf = { kind: 'none' };
    }
    const allContinued = continued === stack.length;
    if (!atMost && allContinued && (leaf.kind === 'fence' || leaf.kind === 'html')) {
      if (endsConcrete(line, at, leaf)) leaf = { kind: 'none' };
      continue;
    }
    // the containers the line opens; a paragraph being continued lets only some lists interrupt it
    const interrupt = !atMost && allContinued && (leaf.kind === 'paragraph' || leaf.kind === 'indented');
    let opened = false;
    for (;;) {
      const indent = spacesAt(line, at);
      if (indent >= TAB_SIZE) break;
      const start = at + indent;
      let next: Container | null = null;
      let after = start;
      if (line[start] === '>') {
        next = { kind: 'quote' };
        after = start + 1 + (line[start + 1] === ' ' ? 1 : 0);
      } else if (line[start] === '[') {
        const end = footnoteStart(line, start);
        if (end !== null) [next, after] = [{ kind: 'footnote' }, end + spacesAt(line, end)];
      } else {
        const item = listMarker(line, start, interrupt, breakAt);
        if (item)
          [next, after] = [{ kind: 'item', marker: item.marker, size: indent + item.width, blankStart: item.blank, blankSince: false }, start + item.width];
      }
      if (!next) break;
      if (!opened) {
        closeFrom(continued);
        leaf = { kind: 'none' };
        opened = true;
      }
      open(next);
      at = after;
      if (deepest > stopAbove) return deepest;
    }
    if (!opened && !allContinued) {
      // a line that goes on with a paragraph keeps the containers it did not continue (a lazy line)
      if (atMost ? !isBlank(line, at) : isLazy(line, at, leaf)) continue;
      closeFrom(continued);
      leaf = { kind: 'none' };
    }
    leaf = startLeaf(line, at, leaf, previousRow);
    previousRow = line.slice(at);
  }
  return deepest;
}

/** Levels no text comes near, however its markers are read: four times the depth a text may nest. */
const NEVER_NEAR = 4 * MARKDOWN_LIMITS.depth;

/**
 * Whether the text's quotes, lists and footnotes alone nest deeper than a text may, known without
 * parsing it: as the parser nests them, or at most as they could be read.
 */
export const containersTooDeep = (source: string) =>
  containerDepth(source, MARKDOWN_LIMITS.depth) > MARKDOWN_LIMITS.depth || containerDepth(source, NEVER_NEAR, true) > NEVER_NEAR;
