import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text.ts';

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

  it('keeps a formula’s source without its dollar signs', () => {
    expect(markdownToPlainText('Bayes: $P(A \\mid B)$ and $$x^2$$')).toBe('Bayes: P(A \\mid B) and x^2');
  });
});
