// @vitest-environment jsdom
// <Markdown> on a text over the limits of shared/markdown/limits.ts (one stored before they were
// checked, a page or a notification): its words are shown, the stack never overflows.
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { Markdown } from './markdown.tsx';

afterEach(cleanup);

const drawn = (source: string) =>
  render(
    <MemoryRouter>
      <Markdown>{source}</Markdown>
    </MemoryRouter>,
  ).container;

describe('<Markdown> over the limits', () => {
  it('shows 5,000 quotes inside each other as the words they are', () => {
    const source = `${'> '.repeat(4999)}the end`;
    const container = drawn(source);
    expect(container.querySelector('blockquote')).toBeNull();
    expect(container.textContent).toBe(source);
  });

  it('shows 7,000 quotes, whose parsing alone overflows the stack, as their words', () => {
    const source = `${'>'.repeat(7000)}the end`;
    const container = drawn(source);
    expect(container.querySelector('blockquote')).toBeNull();
    expect(container.textContent).toBe(source);
  });

  it('shows 5,000 lists inside each other as their words in under 2 s, without parsing them (it took 24 s)', () => {
    const source = `${'- '.repeat(5000)}the end`;
    const started = performance.now();
    const container = drawn(source);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(container.querySelector('ul')).toBeNull();
    expect(container.textContent).toBe(source);
  });

  it('shows 5,000 emphases around a word as their words in under 2 s, without parsing them', () => {
    const source = `${'*'.repeat(5000)}word${'*'.repeat(5000)}`;
    const started = performance.now();
    const container = drawn(source);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(container.querySelector('em, strong')).toBeNull();
    expect(container.textContent).toBe(source);
  });

  it('shows emphasis 15 levels deep in quotes 20 deep as its words, line by line', () => {
    // neither nests too deep alone (found before parsing), together they do (found in the tree)
    const source = `first line\n${'> '.repeat(20)}${'*a '.repeat(15)}b${' a*'.repeat(15)}`;
    const container = drawn(source);
    expect(container.querySelector('em')).toBeNull();
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.textContent).toBe(source);
  });

  it('still draws a text within them', () => {
    const container = drawn('> *quoted* and $x^2$');
    expect(container.querySelector('blockquote em')?.textContent).toBe('quoted');
    expect(container.querySelector('.katex')).not.toBeNull();
  });
});

describe('<Markdown> code blocks', () => {
  it('can be reached with the keyboard, to scroll a long line sideways', () => {
    const pre = drawn('```\nfor (int i = 0; i < n; i++) { total += weights[i] * values[i] * factors[i] * scale; }\n```').querySelector('pre');
    expect(pre?.getAttribute('tabindex')).toBe('0');
  });
});
