// How deep a text's emphasis (* and _) nests, found as CommonMark pairs the runs of * and _ (the
// parser's own rules: flanking, the rule of three) but in one pass, without parsing the text. The
// parser searches back over every unpaired run for each closing one, so its time grows with the
// square of their number: 5,000 '*' around a letter (10 kB) took it over a second, 100 kB minutes.
// A text whose emphasis alone nests too deep is known from this scan and never parsed.
import { MARKDOWN_LIMITS } from './limits.ts';

interface Run {
  /** its place among the block's runs */
  index: number;
  char: string;
  /** characters of the run not yet paired */
  left: number;
  length: number;
  canOpen: boolean;
  canClose: boolean;
  /** emphasis that ends at the run, and that starts at it */
  closes: number;
  opens: number;
  previous: Run | null;
  next: Run | null;
}

const WHITESPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/** The runs of * and _ of one block of lines, in order, with what each may do (CommonMark's flanking rules). */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char !== '*' && char !== '_') continue;
    let end = index + 1;
    while (text[end] === char) end += 1;
    const before = text[index - 1] ?? ' ';
    const after = text[end] ?? ' ';
    const spaceBefore = WHITESPACE.test(before);
    const spaceAfter = WHITESPACE.test(after);
    const markBefore = PUNCTUATION.test(before);
    const markAfter = PUNCTUATION.test(after);
    const leftFlanking = !spaceAfter && (!markAfter || spaceBefore || markBefore);
    const rightFlanking = !spaceBefore && (!markBefore || spaceAfter || markAfter);
    const canOpen = char === '*' ? leftFlanking : leftFlanking && (!rightFlanking || markBefore);
    const canClose = char === '*' ? rightFlanking : rightFlanking && (!leftFlanking || markAfter);
    if (canOpen || canClose) {
      runs.push({
        index: runs.length,
        char,
        left: end - index,
        length: end - index,
        canOpen,
        canClose,
        closes: 0,
        opens: 0,
        previous: runs.at(-1) ?? null,
        next: null,
      });
      if (runs.length > 1) runs.at(-2)!.next = runs.at(-1)!;
    }
    index = end - 1;
  }
  return runs;
}

const unlink = (run: Run) => {
  if (run.previous) run.previous.next = run.next;
  if (run.next) run.next.previous = run.previous;
};

/** Whether two runs may pair: the rule of three, on what is left of them (as micromark reads it). */
const mayPair = (opener: Run, closer: Run) => !((opener.canClose || closer.canOpen) && closer.left % 3 !== 0 && (opener.left + closer.left) % 3 === 0);

/** The emphasis levels of one block of lines: its runs paired as CommonMark pairs them, with its lower bounds. */
function blockDepth(text: string, stopAbove: number): number {
  const runs = runsOf(text);
  // for each character, whether the closer can open, and its length modulo 3: where the last search ended
  const bottoms = new Map<string, number>();
  for (let closer: Run | null = runs[0] ?? null; closer;) {
    if (!closer.canClose) {
      closer = closer.next;
      continue;
    }
    const key = `${closer.char}${closer.canOpen}${closer.left % 3}`;
    const bottom = bottoms.get(key) ?? -1;
    let opener = closer.previous;
    while (opener && opener.index > bottom && !(opener.char === closer.char && opener.canOpen && mayPair(opener, closer))) opener = opener.previous;
    if (opener && opener.index > bottom) {
      const used = opener.left >= 2 && closer.left >= 2 ? 2 : 1;
      opener.opens += 1;
      closer.closes += 1;
      opener.left -= used;
      closer.left -= used;
      // the runs between are paired with nothing now
      for (let between = opener.next; between && between !== closer; between = between.next) unlink(between);
      opener.next = closer;
      closer.previous = opener;
      if (opener.left === 0) unlink(opener);
      if (closer.left === 0) {
        const next: Run | null = closer.next;
        unlink(closer);
        closer = next;
      }
    } else {
      bottoms.set(key, closer.index - 1);
      const next: Run | null = closer.next;
      if (!closer.canOpen) unlink(closer);
      closer = next;
    }
  }
  let depth = 0;
  let deepest = 0;
  for (const run of runs) {
    depth += run.opens - run.closes;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAbove) break;
  }
  return deepest;
}

/** A blank line, or a line break before a line that starts another block. */
const BLOCK_BREAK =
  /\n[ \t]*\r?\n|\r?\n(?=[ \t]{0,3}(?:[-=]+[ \t]*(?:\r?\n|$)|[-*+](?:[ \t]|\r?\n|$)|\d{1,9}[.)](?:[ \t]|\r?\n|$)|#{1,6}(?:[ \t]|\r?\n|$)|>|(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})(?:\r?\n|$)))/;

/**
 * The levels of emphasis inside each other in the text, as the parser pairs its * and _ (a run
 * inside code or a link is counted as if it were not); the scan stops once it passes `stopAbove`.
 */
export function emphasisDepth(source: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  // emphasis never reaches over a blank line, nor out of a paragraph that a setext underline, a
  // thematic break, a heading, a quote or a list item ends
  for (const block of source.split(BLOCK_BREAK)) {
    if (!block.includes('*') && !block.includes('_')) continue;
    deepest = Math.max(deepest, blockDepth(block, stopAbove));
    if (deepest > stopAbove) break;
  }
  return deepest;
}

/** Whether the text's emphasis alone nests deeper than a text may: known without parsing it. */
export const emphasisTooDeep = (source: string) => emphasisDepth(source, MARKDOWN_LIMITS.depth) > MARKDOWN_LIMITS.depth;
