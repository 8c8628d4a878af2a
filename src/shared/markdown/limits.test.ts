// The limits of a drawn text (limits.ts): a text nested too deep or drawing too large is refused, by
// a message, never by an overflowed stack or a megabyte of HTML; a real GATE question fits with room.
import fc from 'fast-check';
import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { allDemoQuestions } from '../../server/dev/demo/questions.ts';
import { GATE_MATRIX_AND_TABLE, INLINE_FORMULAS, LARGE_MATRIX, NESTED_LISTS, NESTED_QUOTES } from '../../test/markdown-fixtures.ts';
import { formulaDepth, MARKDOWN_LIMITS, nestingBound } from './limits.ts';
import { remarkPlugins } from './rules.ts';
import { markdownProblem, PLAIN_AMPLIFICATION, PLAIN_OVERHEAD, plainlyWithinLimits, questionTextsProblem } from './question-limits.ts';
import { drawMarkdown, markdownToHtml } from './to-html.ts';

const r = String.raw;

const depthOf = (tree: Nodes) => {
  let deepest = 0;
  const pending: [Nodes, number][] = [[tree, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    deepest = Math.max(deepest, next[1]);
    if ('children' in next[0]) for (const child of next[0].children) pending.push([child, next[1] + 1]);
  }
  return deepest;
};

describe('a text over the limits', () => {
  it('nested 5,000 quotes deep is refused for its depth, without overflowing the stack', () => {
    expect(NESTED_QUOTES.length).toBeGreaterThan(9_000);
    expect(() => markdownToHtml(NESTED_QUOTES)).toThrow(/nests more than 32 levels deep/);
    expect(drawMarkdown(NESTED_QUOTES).problem?.limit).toBe('depth');
  });

  // the parser's time grows with the square of the depth of lists, quotes and emphasis: each took it seconds
  it.each([
    ['4,999 lists (24 s)', NESTED_LISTS],
    ['5,000 lists of stars', `${'* '.repeat(5000)}x`],
    ['5,000 lists marked with tabs (22 s)', `${'-\t'.repeat(5000)}x`],
    ['2,500 quotes and lists in turn', `${'> - '.repeat(2500)}x`],
    ['5,000 emphases around a letter (1.3 s)', `${'*'.repeat(4999)}a${'*'.repeat(4999)}`],
    ['1,666 emphases around words (0.9 s)', `${'*a '.repeat(1666)}b${' a*'.repeat(1665)}`],
  ])('nested %s deep is refused for its depth in under 2 s, without parsing it', (_name, source) => {
    const started = performance.now();
    expect(markdownProblem(source)?.limit).toBe('depth');
    expect(drawMarkdown(source).problem?.limit).toBe('depth');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('of 2,499 formulas is refused once it draws more than 256 kB, instead of drawing 965 kB', () => {
    expect(() => markdownToHtml(INLINE_FORMULAS)).toThrow(/draws more than 256 kB of HTML/);
    expect(drawMarkdown(INLINE_FORMULAS)).toEqual({ html: null, problem: expect.objectContaining({ limit: 'drawn-size' }) });
  });

  it('with a 40×40 matrix (6 kB of source, over a megabyte drawn) is refused for its size', () => {
    expect(LARGE_MATRIX.length).toBeLessThan(7_000);
    expect(() => markdownToHtml(LARGE_MATRIX)).toThrow(/draws more than 256 kB of HTML/);
  });

  it('nested so deep that parsing it overflows the stack (7,000 quotes) is refused for its depth', () => {
    const source = `${'>'.repeat(7000)}a`;
    expect(() => unified().use(remarkParse).use(remarkPlugins).parse(source)).toThrow(/call stack/);
    expect(drawMarkdown(source).problem?.limit).toBe('depth');
  });

  it('with emphasis, links and quotes 33 levels deep is refused; 30 levels are drawn', () => {
    expect(drawMarkdown(`${'*a '.repeat(40)}b${' a*'.repeat(40)}`).problem?.limit).toBe('depth');
    expect(drawMarkdown(`${'> '.repeat(33)}a`).problem?.limit).toBe('depth');
    expect(drawMarkdown(`${'> '.repeat(30)}a`).html).toContain('<blockquote>');
  });

  it('with a table padded to thousands of cells is refused before they are drawn', () => {
    // 40 columns, and 100 rows of one character each, every one padded to 40 cells
    const table = `${'|a'.repeat(40)}|\n${'|-'.repeat(40)}|\n${'a\n'.repeat(100)}`;
    expect(drawMarkdown(table).problem).toEqual({ limit: 'table-cells', message: expect.stringContaining('tables of 4,040 cells') });
  });

  it('with a formula nested 33 groups deep is refused; 30 are drawn', () => {
    expect(formulaDepth(r`\frac{\left(a\right)}{\begin{matrix}b\end{matrix}} \{ \}`)).toBe(2);
    expect(drawMarkdown(`$${'{'.repeat(33)}a${'}'.repeat(33)}$`).problem?.limit).toBe('formula-depth');
    expect(drawMarkdown(`$${'{'.repeat(30)}a${'}'.repeat(30)}$`).html).toContain('katex');
  });
});

describe('the limits leave room for real papers', () => {
  it('draw a GATE question with a matrix and a table, at a sixth of the size limit', () => {
    const html = markdownToHtml(GATE_MATRIX_AND_TABLE);
    expect(html).toContain('<table>');
    expect(html.length).toBeLessThan(MARKDOWN_LIMITS.drawnBytes / 5);
    expect(markdownProblem(GATE_MATRIX_AND_TABLE)).toBeNull();
  });

  it('draw every text of the demo bank', () => {
    for (const question of allDemoQuestions) {
      expect(questionTextsProblem({ text: question.text, options: question.options ?? [], explanation: question.explanation }), question.key).toBeNull();
    }
  });
});

describe("a question's texts", () => {
  it('name the first text over the limits, and what to do', () => {
    const question = { text: 'Which is right?', options: ['$1$', INLINE_FORMULAS, NESTED_QUOTES], explanation: '' };
    expect(questionTextsProblem(question)).toBe(
      'Option B draws more than 256 kB of HTML on the exam page: use fewer or smaller formulas and tables, or split it.',
    );
    expect(questionTextsProblem({ ...question, text: NESTED_QUOTES })).toMatch(/^The question text nests more than 32 levels deep \(quotes, lists/);
    expect(questionTextsProblem({ text: 'Q', options: [{ text: 'a' }, { text: 'b' }], explanation: LARGE_MATRIX })).toMatch(
      /^The explanation draws more than 256 kB/,
    );
  });
});

describe('the bounds known without drawing', () => {
  // pieces that nest, link, escape and repeat, joined at random
  const pieces = [
    'a',
    ' ',
    '\n',
    '\n\n',
    '<',
    '&',
    '"',
    '*',
    '_',
    '~',
    '`',
    '#',
    '>',
    '> ',
    '- ',
    '+ ',
    '1. ',
    '2) ',
    '=',
    '\\',
    '!',
    '(',
    ')',
    ':',
    'a@b.co',
    'www.a.bc',
    'https://a.bc',
    '<https://a.b>',
    '    ',
    '\t',
    '***',
    '```',
    '<b>',
    '&amp;',
    '  \n',
    '.',
    '[',
    ']',
    '(b)',
    '[^1]',
    '[^1]: ',
    '|',
  ];
  const texts = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 300 }).map((parts) => parts.join(''));

  it('never count fewer levels than a text nests', () => {
    const parser = unified().use(remarkParse).use(remarkPlugins);
    fc.assert(
      fc.property(texts, (source) => {
        expect(depthOf(parser.parse(source) as Root)).toBeLessThanOrEqual(nestingBound(source));
      }),
      { numRuns: 400 },
    );
  });

  it('never let through a plain text that draws more than they allow', () => {
    fc.assert(
      fc.property(texts, (source) => {
        if (!plainlyWithinLimits(source)) return;
        expect(drawMarkdown(source).html!.length).toBeLessThanOrEqual(source.length * PLAIN_AMPLIFICATION + PLAIN_OVERHEAD);
      }),
      { numRuns: 400 },
    );
    // the most a character draws without a link: an e-mail address becomes one
    const addresses = 'a@b.co '.repeat(1400);
    expect(plainlyWithinLimits(addresses)).toBe(true);
    expect(drawMarkdown(addresses).html!.length).toBeLessThan(addresses.length * 12);
  });
});
