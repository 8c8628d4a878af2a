// The depth of a text's quotes, lists and footnotes, found without parsing it (nesting.ts): the same
// the parser reaches, and at most the bound, on texts of every kind; found in one pass where the
// parser took seconds.
import fc from 'fast-check';
import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { containerDepth, containersTooDeep } from './nesting.ts';
import { remarkPlugins } from './rules.ts';

const parser = unified().use(remarkParse).use(remarkPlugins);
const CONTAINERS = new Set(['blockquote', 'list', 'listItem', 'footnoteDefinition']);

/** The levels of quotes, lists, items and footnotes inside each other in the parsed tree. */
const parsedDepth = (source: string) => {
  let deepest = 0;
  const pending: [Nodes, number][] = [[parser.parse(source) as Root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, above] = next;
    const depth = above + (CONTAINERS.has(node.type) ? 1 : 0);
    deepest = Math.max(deepest, depth);
    if ('children' in node) for (const child of node.children) pending.push([child, depth]);
  }
  return deepest;
};

const textsOf = (pieces: string[], maxLength: number) => fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength }).map((parts) => parts.join(''));

// markers of containers, and of the blocks that hold them back, on one line and over several
const markers = textsOf(
  [
    'a',
    ' ',
    '  ',
    '    ',
    '\t',
    '\n',
    '\n\n',
    '> ',
    '>',
    '- ',
    '-',
    '* ',
    '+ ',
    '1. ',
    '2) ',
    '1.',
    '10. ',
    '[^1]: ',
    '[^a]:',
    '```',
    '~~~',
    '$$',
    '#',
    '# ',
    '***',
    '---',
    '===',
    '|',
    '|-|',
    '<div>',
    '<!--',
    '-->',
    '<x>',
    'b',
    '`',
    '$',
    '_',
    '[',
    ']',
    ':',
  ],
  80,
);
const indents = textsOf(
  [
    'a',
    '\n',
    '\n  ',
    '\n   ',
    '\n    ',
    '\n\t',
    '\n> ',
    '\n>',
    ' ',
    '  ',
    '   ',
    '- ',
    '-',
    '-  ',
    '-     ',
    '* ',
    '1. ',
    '1.  ',
    '12) ',
    '1)',
    '>',
    '> ',
    '\n\n',
    '[^x]: ',
    '\t',
    '```',
    '$$',
    '|',
    '|-|',
    '---',
    'x|y',
    '<div>',
    '<p>',
    '<x>',
    '<!-- ',
    ' -->',
  ],
  60,
);

// The same texts on every run, so a test run never fails by chance; `NESTING_RUNS=60000` explores
// fresh ones (each text it found where the scan and the parser parted is kept as an example below).
const exploring = process.env.NESTING_RUNS !== undefined;
const runs = exploring ? { numRuns: Number(process.env.NESTING_RUNS) } : { numRuns: 1500, seed: 7 };

describe('the depth of quotes, lists and footnotes', () => {
  it('is the parser’s on texts of their markers', () => {
    fc.assert(
      fc.property(markers, (source) => {
        expect(containerDepth(source)).toBe(parsedDepth(source));
      }),
      runs,
    );
  });

  it('never exceeds the parser’s, and the bound never falls short of it, on texts of indents and lazy lines', () => {
    fc.assert(
      fc.property(indents, (source) => {
        const parsed = parsedDepth(source);
        expect(containerDepth(source)).toBeLessThanOrEqual(parsed);
        expect(containerDepth(source, Number.POSITIVE_INFINITY, true)).toBeGreaterThanOrEqual(parsed);
      }),
      runs,
    );
  });

  it('leaves out thematic breaks, code, HTML blocks and lists that cannot interrupt a paragraph', () => {
    expect(containerDepth('- - -\n* * * *')).toBe(0);
    expect(containerDepth(`\`\`\`\n${'> '.repeat(40)}\n\`\`\``)).toBe(0);
    expect(containerDepth(`$$\n${'- '.repeat(40)}x\n$$`)).toBe(0);
    expect(containerDepth(`<div>\n${'> '.repeat(40)}\n</div>`)).toBe(0);
    expect(containerDepth(`words\n${'2. '.repeat(40)}x`)).toBe(0);
    expect(containerDepth(`    ${'> '.repeat(40)}`)).toBe(0);
    expect(containersTooDeep(`words\n${'2. '.repeat(40)}x`)).toBe(false);
  });

  it('reads a line of dashes under a row with a pipe as a heading, not a table that a list could go on', () => {
    // found by the property above (seed -1326683439): the scan read a table and an empty item in it
    const source = '|a\n   -     \n\ta\n   -     \n> ';
    expect(containerDepth(source)).toBe(parsedDepth(source));
    expect(containerDepth('|a\n:-\n- x')).toBe(parsedDepth('|a\n:-\n- x'));
    // a delimiter row with a colon makes a table without a pipe; an indented line after a table is code
    for (const more of ['a\n:---\n+ ', 'a\n  |-|\n\ta\n  1.  ']) expect(containerDepth(more), more).toBe(parsedDepth(more));
  });

  it('continues a footnote opened inside a footnote with the indent its parent took', () => {
    for (const source of ['[^x]: [^x]: \n    >', '[^x]: [^x]: a\n    > a', '[^x]: [^x]: \n      >', '[^x]: [^x]: [^y]: \n    > a'])
      expect(containerDepth(source), source).toBe(parsedDepth(source));
  });

  it('counts lists continued by indentation, quotes by their markers and lazy lines', () => {
    const stairs = Array.from({ length: 20 }, (_, level) => `${'  '.repeat(level)}- step`).join('\n');
    expect(containerDepth(stairs)).toBe(40);
    expect(containerDepth(`${'> '.repeat(20)}a\nlazy\n${'> '.repeat(20)}b`)).toBe(20);
    expect(containerDepth('-\ta\n\t-\tb')).toBe(4);
    expect(containersTooDeep(stairs)).toBe(true);
  });
});

describe('texts nested thousands deep', () => {
  // each took the parser seconds (5,000 '- ': 24 s, '-\t': 22 s for 10 kB); all are found in a pass
  const deep = {
    dashes: `${'- '.repeat(5000)}x`,
    stars: `${'* '.repeat(5000)}x`,
    numbers: `${'1. '.repeat(3333)}x`,
    tabs: `${'-\t'.repeat(5000)}x`,
    'quotes and lists': `${'> - '.repeat(2500)}x`,
    footnotes: `${'[^a]: '.repeat(1600)}x`,
    'stairs of lines': Array.from({ length: 90 }, (_, level) => `${'  '.repeat(level)}- x`).join('\n'),
  };

  it.each(Object.entries(deep))('of %s are too deep, found in under 2 s (the parser took seconds)', (_name, source) => {
    const started = performance.now();
    expect(containersTooDeep(source)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
