import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, hasHtmlTags, htmlToMarkdown, normaliseMathDelimiters } from './text.ts';

// The pattern-based versions these functions replaced (their time grew with the square of some
// inputs). On small inputs they are the reference: the linear versions must give the same answers.
const reference = {
  escapeMarkdown: (text: string) =>
    text
      .split(/(\$\$[\s\S]+?\$\$|\$[^$\n]+?\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\])/)
      .map((part, index) => (index % 2 === 1 ? part : part.replace(/([\\`*_[\]<>])/g, '\\$1').replace(/^(\s*)([#>+-]|\d+\.)(\s)/gm, '$1\\$2$3')))
      .join(''),
  normaliseMathDelimiters: (text: string) =>
    text.replace(/\\\[([\s\S]+?)\\\]/g, (_, maths: string) => `$$${maths.trim()}$$`).replace(/\\\(([\s\S]+?)\\\)/g, (_, maths: string) => `$${maths.trim()}$`),
  hasHtmlTags: (text: string) => /<\/?[a-z][a-z0-9]*\b[^>]*>/i.test(text),
  htmlToMarkdown(html: string) {
    const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', ndash: '–', times: '×', le: '≤', minus: '−' };
    const latexScript = (inner: string) => (/^[A-Za-z0-9+\-=]+$/.test(inner) ? inner : `\\text{${inner.replace(/[{}\\$]/g, '')}}`);
    let droppedImages = 0;
    const text = html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<pre\b[^>]*>([\s\S]*?)<\/pre\s*>/gi, (_, code: string) => `\n\n\`\`\`\n${code.replace(/<[^>]*>/g, '').trim()}\n\`\`\`\n\n`)
      .replace(/<img\b[^>]*>/gi, () => {
        droppedImages += 1;
        return '';
      })
      .replace(/<br\s*\/?>/gi, '  \n')
      .replace(/<\/?(p|div|h[1-6]|table|tr|blockquote)\b[^>]*>/gi, '\n\n')
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(/<\/?(ul|ol)\b[^>]*>/gi, '\n\n')
      .replace(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, (_, _tag: string, inner: string) => (inner.trim() ? `**${inner.trim()}**` : ''))
      .replace(/<(em|i)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, (_, _tag: string, inner: string) => (inner.trim() ? `*${inner.trim()}*` : ''))
      .replace(/<code\b[^>]*>([\s\S]*?)<\/code\s*>/gi, (_, inner: string) => `\`${inner}\``)
      .replace(/<sub\b[^>]*>([\s\S]*?)<\/sub\s*>/gi, (_, inner: string) => `$_{${latexScript(inner)}}$`)
      .replace(/<sup\b[^>]*>([\s\S]*?)<\/sup\s*>/gi, (_, inner: string) => `$^{${latexScript(inner)}}$`)
      .replace(/<\/?t[dh]\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&([a-z]+);/gi, (whole, name: string) => entities[name] ?? whole)
      .replace(/[ \t]+\n/g, (spaces) => (spaces.startsWith('  ') ? '  \n' : '\n'))
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    return { text, droppedImages };
  },
};

const textOf = (characters: string[], maxLength = 40) => fc.array(fc.constantFrom(...characters), { maxLength }).map((list) => list.join(''));
const runs = { numRuns: 3000 };

describe('the linear text functions give what the patterns gave', () => {
  it('escapeMarkdown', () => {
    const text = textOf(['$', '$', '\\', '(', ')', '[', ']', '\n', '\r', ' ', '\t', '\u00a0', 'a', '1', '.', '#', '-', '+', '>', '*', '_', '`', '<']);
    fc.assert(
      fc.property(text, (input) => {
        expect(escapeMarkdown(input)).toBe(reference.escapeMarkdown(input));
      }),
      runs,
    );
  });

  it('normaliseMathDelimiters', () => {
    const text = textOf(['\\', '\\', '(', ')', '[', ']', ' ', 'x', '\n', '$']);
    fc.assert(
      fc.property(text, (input) => {
        expect(normaliseMathDelimiters(input)).toBe(reference.normaliseMathDelimiters(input));
      }),
      runs,
    );
  });

  it('hasHtmlTags', () => {
    const text = textOf(['<', '<', '/', 'a', 'B', '1', '_', '-', ' ', '>', 'é'], 12);
    fc.assert(
      fc.property(text, (input) => {
        expect(hasHtmlTags(input)).toBe(reference.hasHtmlTags(input));
      }),
      runs,
    );
  });

  it('htmlToMarkdown, on well-formed HTML', () => {
    // As Moodle's editor writes it: blocks hold blocks and phrases, phrases hold phrases only, no style
    // sits inside itself, and a style holds a word (the patterns made '****' of bold around a <br>). The patterns trimmed bold text before dropping the tags inside it, so a
    // span inside bold starts and ends with a word here (their '**a<span> b </span>**' was no bold).
    const space = fc.constantFrom(' ', '  ', '\n', '\t');
    const word = fc.constantFrom('a', 'x2', '*', '$', '{', '&amp;', '&lt;', '&gt;', '&quot;', '&ndash;', '&times;', '&le;', '&minus;');
    const tight = fc.array(fc.tuple(word, space), { maxLength: 3 }).chain((pairs) => word.map((last) => pairs.flat().join('') + last));
    const text = fc.tuple(fc.option(space), tight, fc.option(space)).map(([before, middle, after]) => `${before ?? ''}${middle}${after ?? ''}`);
    const styles: Record<string, string> = { b: 'bold', strong: 'bold', i: 'italic', em: 'italic', code: 'code', sub: 'script', sup: 'script' };
    const join = (parts: string[]) => parts.join('');

    const phrase = (inside: Set<string>, depth: number): fc.Arbitrary<string> => {
      if (depth === 0) return text;
      const styled = Object.keys(styles)
        .filter((tag) => !inside.has(styles[tag]!))
        .map((tag) =>
          fc
            .tuple(text, fc.array(phrase(new Set([...inside, styles[tag]!]), depth - 1), { maxLength: 2 }))
            .map(([first, rest]) => `<${tag}>${first}${join(rest)}</${tag}>`),
        );
      // the patterns set anything with a tag inside a sub- or superscript as \text{…}
      const plain = inside.has('script')
        ? []
        : [fc.tuple(fc.constantFrom('span class="x"', 'a href="#"'), tight).map(([tag, inner]) => `<${tag}>${inner}</${tag.split(' ')[0]}>`)];
      return fc.oneof(text, fc.constantFrom('<br>', '<br/>', '<img src="a.png">', '<!-- note -->'), ...styled, ...plain);
    };
    const block = (depth: number): fc.Arbitrary<string> => {
      const content =
        depth === 0
          ? fc.array(phrase(new Set(), 2), { minLength: 1, maxLength: 3 })
          : fc.array(fc.oneof(phrase(new Set(), 2), block(depth - 1)), { minLength: 1, maxLength: 3 });
      return fc.oneof(
        ...['p', 'div', 'h3', 'blockquote'].map((tag) => content.map((parts) => `<${tag} class="x">${join(parts)}</${tag}>`)),
        fc
          .array(
            content.map((parts) => `<li>${join(parts)}</li>`),
            { maxLength: 3 },
          )
          .map((items) => `<ul>${join(items)}</ul>`),
        text.map((code) => `<pre>${code}</pre>`),
        fc.constantFrom('<script>alert(1)</script>', '<style>p{}</style>', '<table><tr><td>a</td><td>b</td></tr></table>'),
      );
    };
    const html = fc.array(fc.oneof(phrase(new Set(), 3), block(2)), { maxLength: 4 }).map(join);
    fc.assert(
      fc.property(html, (input) => {
        expect(htmlToMarkdown(input)).toEqual(reference.htmlToMarkdown(input));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('htmlToMarkdown, where the patterns went wrong', () => {
  it('keeps the text of a tag that is never closed, unformatted', () => {
    expect(htmlToMarkdown('<p>a <b>bold and never closed</p>').text).toBe('a bold and never closed');
    expect(htmlToMarkdown('<b>x <i>y</b> z</i>').text).toBe('**x y** z');
  });

  it('reads &nbsp; as a space, inside bold too', () => {
    expect(htmlToMarkdown('<b>&nbsp;x&nbsp;</b>&nbsp;y').text).toBe('**x** y');
  });

  it('reads an attribute holding a ">" as part of its tag', () => {
    expect(htmlToMarkdown('<span title="a > b">kept</span>').text).toBe('kept');
  });

  it('drops an unclosed script to the end, and a script inside a pre', () => {
    expect(htmlToMarkdown('<p>a</p><script>alert(1)').text).toBe('a');
    expect(htmlToMarkdown('<pre>x<script>alert("</pre>")</script>y</pre>').text).toBe('```\nxy\n```');
  });
});
