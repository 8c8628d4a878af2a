import { describe, expect, it } from 'vitest';
import { markdownToPlainText, plainExcerpt } from './plain-text.ts';

describe('markdownToPlainText', () => {
  it('leaves plain text as it is, spaces folded', () => {
    expect(markdownToPlainText('Ten full-length mocks,\nwith solutions.')).toBe('Ten full-length mocks, with solutions.');
  });

  it('drops emphasis, headings, bullets, links and code marks', () => {
    const markdown =
      '# Foundations\n\nLinear algebra for **GATE Data Science & AI**, *first* principles.\n\n- Subject tests\n1. Worked [solutions](https://example.com)\n\n`code` and ~~old~~';
    expect(markdownToPlainText(markdown)).toBe(
      'Foundations Linear algebra for GATE Data Science & AI, first principles. Subject tests Worked solutions code and old',
    );
  });

  it('keeps words with underscores or a lone asterisk', () => {
    expect(markdownToPlainText('snake_case_name and 2 * 3')).toBe('snake_case_name and 2 * 3');
  });

  it('writes formulas as text, without dollar signs or LaTeX commands', () => {
    expect(markdownToPlainText('Bayes: $P(A \\mid B)$ and $$x^2$$')).toBe('Bayes: P(A | B) and x²');
    expect(markdownToPlainText('A wrong answer costs $-\\tfrac{1}{3}$, or $-0.33$.')).toBe('A wrong answer costs −1/3, or −0.33.');
    expect(markdownToPlainText('**Marks:** $x_i \\le \\sqrt{2}$ and *$a_{n+1}$*')).toBe('Marks: xᵢ ≤ √2 and aₙ₊₁');
  });

  it('reads a table as its cells and keeps an escaped dollar', () => {
    expect(markdownToPlainText('| Paper | Price |\n|---|---:|\n| GATE | \\$5 |')).toBe('Paper Price GATE $5');
  });

  it('cuts an excerpt at a word, with an ellipsis', () => {
    expect(plainExcerpt('**Short** text')).toBe('Short text');
    const cut = plainExcerpt(`$\\frac{a+b}{2}$ ${'word '.repeat(50)}`, 40);
    expect(cut).toBe('(a+b)/2 word word word word word word…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });
});
