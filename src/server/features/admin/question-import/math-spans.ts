// The LaTeX spans of a text ($$…$$, $…$ on one line, \(…\), \[…\]), found where the pattern
// /(\$\$[\s\S]+?\$\$|\$[^$\n]+?\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\])/ would find them (leftmost, the
// first form that fits, the nearest close), but in one pass: that pattern searched for a close from
// every opening again, so a file of openings without closes took time growing with its square.

/** The next place of `needle` at or after a position, remembering the last answer: positions only grow, so no text is searched twice. */
function nextOf(text: string, needle: string) {
  let searchedFrom = Number.POSITIVE_INFINITY;
  let found = -1;
  return (from: number) => {
    if (from >= searchedFrom && (found === -1 || found >= from)) return found;
    searchedFrom = from;
    found = text.indexOf(needle, from);
    return found;
  };
}

/** Where the span starting at `start` ends, or -1 when none starts there. */
type SpanAt = (start: number) => number;

function spanFinder(text: string): SpanAt {
  const doubleDollar = nextOf(text, '$$');
  const dollar = nextOf(text, '$');
  const newline = nextOf(text, '\n');
  const closeParen = nextOf(text, '\\)');
  const closeBracket = nextOf(text, '\\]');
  const closed = (find: (from: number) => number, from: number) => {
    const close = find(from);
    return close === -1 ? -1 : close + 2;
  };
  return (start) => {
    const first = text[start];
    const second = text[start + 1];
    if (first === '$') {
      if (second === '$') return closed(doubleDollar, start + 3);
      if (second === undefined || second === '\n') return -1;
      // inline maths ends at the next '$', unless a line ends first
      const end = dollar(start + 1);
      const lineEnd = newline(start + 1);
      return end !== -1 && (lineEnd === -1 || end < lineEnd) ? end + 1 : -1;
    }
    if (first === '\\' && second === '(') return closed(closeParen, start + 3);
    if (first === '\\' && second === '[') return closed(closeBracket, start + 3);
    return -1;
  };
}

/** The text cut into plain parts and LaTeX spans, alternating: plain, span, plain, …, plain (as String#split with a capture). */
export function splitMathSpans(text: string): string[] {
  const spanAt = spanFinder(text);
  const parts: string[] = [];
  let plainStart = 0;
  let index = 0;
  while (index < text.length) {
    const end = spanAt(index);
    if (end === -1) {
      index += 1;
      continue;
    }
    parts.push(text.slice(plainStart, index), text.slice(index, end));
    plainStart = end;
    index = end;
  }
  parts.push(text.slice(plainStart));
  return parts;
}
