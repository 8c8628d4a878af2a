// @vitest-environment jsdom
// The exam view draws a paper's text from the server's HTML (shared/markdown/to-html.ts) instead of
// running <Markdown> in the browser: what the learner sees must be what <Markdown> would have drawn.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { markdownToHtml } from '../../shared/markdown/to-html.ts';
import { Markdown } from './markdown.tsx';
import { QuestionText } from './question-text.tsx';

afterEach(cleanup);

/**
 * A drawn tree written out so that two ways of building the same DOM compare equal: attributes in
 * order of name, a style as the browser reads it (KaTeX's heights, its error colour) and a checkbox's
 * state whether it came as an attribute (HTML) or a property (the renderer).
 */
function written(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'checked')
    .map((attribute) => [attribute.name, attribute.name === 'style' ? (node as HTMLElement).style.cssText : attribute.value])
    .concat(node instanceof HTMLInputElement && node.checked ? [['checked', '']] : [])
    .sort(([a], [b]) => a!.localeCompare(b!))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  return `<${node.nodeName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(written).join('')}</>`;
}

/** What <Markdown> draws inside its wrapper. */
function drawnInBrowser(source: string): string {
  const { container } = render(
    <MemoryRouter>
      <Markdown>{source}</Markdown>
    </MemoryRouter>,
  );
  // the renderer writes a text in pieces where the HTML parser reads one: join them
  container.normalize();
  const drawn = [...container.firstElementChild!.childNodes].map(written).join('');
  cleanup();
  return drawn;
}

/** The server's HTML as the browser reads it. */
function drawnByServer(source: string): string {
  const element = document.createElement('div');
  element.innerHTML = markdownToHtml(source);
  element.normalize();
  return [...element.childNodes].map(written).join('');
}

function serverDom(source: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = markdownToHtml(source);
  return element;
}

describe('the server-drawn text of a question', () => {
  it.each([
    ['plain words', 'Which of the following is true?'],
    ['an inline formula', "If $f(x) = x^2 + \\frac{1}{x}$, what is $f'(1)$?"],
    ['a display formula', 'Evaluate\n\n$$\n\\int_0^1 x\\,dx = \\sum_{n=1}^{\\infty} \\frac{1}{2^n}\n$$'],
    ['a formula KaTeX cannot parse', 'Broken: $\\frac{1}{$ here'],
    ['a math code block', '```math\nE = mc^2\n```'],
    ['formulas in a table and a list', '| a | $a^2$ |\n|---|---|\n| $\\sqrt{2}$ | 2 |\n\n- $x$\n- $$y$$'],
    ['a table', '| n | n² |\n|---|---|\n| 2 | 4 |\n| 3 | 9 |'],
    ['lists and emphasis', 'Pick **one**:\n\n1. *first*\n2. `second`\n\n- a\n- b'],
    ['code and a quote', '```\nint x = 1;\n```\n\n> quoted'],
    ['strikethrough and a task list', '~~no~~\n\n- [x] done\n- [ ] open'],
    ['characters HTML escapes', 'Is 3 < 4 && 5 > 2? "Yes" & \'no\''],
  ])('is what <Markdown> draws for %s', (_name, source) => {
    expect(drawnByServer(source)).toBe(drawnInBrowser(source));
  });

  it('shows markup in the source as the text it is, as <Markdown> does', () => {
    const source = 'Before <script>alert(1)</script> <img src=x onerror=alert(1)> after\n\n<div onclick="steal()">block</div>';
    expect(drawnByServer(source)).toBe(drawnInBrowser(source));
    const element = serverDom(source);
    expect(element.querySelector('script, img, div')).toBeNull();
    expect(element.textContent).toContain('<script>alert(1)</script>');
  });

  it('takes an unsafe URL out of a link or an image, and opens every link in a new tab', () => {
    const element = serverDom('[run](javascript:alert(1)) [notes](https://example.com/a) [home](/testseries) ![x](data:text/html,hi)');
    const links = [...element.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['', 'https://example.com/a', '/testseries']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(element.querySelector('img')!.getAttribute('src')).toBe('');
  });

  it('keeps a footnote reference on the page', () => {
    const element = serverDom('A claim.[^1]\n\n[^1]: The source.');
    const reference = element.querySelector('sup a')!;
    expect(reference.getAttribute('href')).toBe('#user-content-fn-1');
    expect(reference.getAttribute('target')).toBeNull();
  });
});

describe('QuestionText', () => {
  it('draws the HTML it is given without loading the Markdown renderer', () => {
    render(<QuestionText source="What is $2 + 2$?" html={markdownToHtml('What is $2 + 2$?')} />);
    const paragraph = screen.getByText(/What is/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.querySelector('.katex')).not.toBeNull();
  });

  it('draws the Markdown itself when there is no HTML: the source first, then the rendered text', async () => {
    const { container } = render(
      <MemoryRouter>
        <QuestionText source="A **bold** claim" />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('A **bold** claim');
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
  });
});
