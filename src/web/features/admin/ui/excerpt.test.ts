import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt.ts';

describe('excerptOf', () => {
  it('keeps a short question as it is, on one line', () => {
    expect(excerptOf('How many reflexive relations\nare there on a set with $n$ elements?')).toBe(
      'How many reflexive relations are there on a set with $n$ elements?',
    );
  });

  it('makes display formulas inline and images a word', () => {
    expect(excerptOf('Evaluate\n\n$$\\int_0^1 x\\,dx$$\n\n![graph](/uploads/a.png)')).toBe('Evaluate $\\int_0^1 x\\,dx$ [image]');
  });

  it('turns a code block into inline code and a table into a word', () => {
    expect(excerptOf('What does it print?\n```c\nint x = 1;\nprintf("%d", x);\n```')).toBe('What does it print? `int x = 1; printf("%d", x);`');
    expect(excerptOf('Table Emp:\n| name | dept |\n|---|---|\n| Asha | CS |\nWhat is returned?')).toBe('Table Emp: [table] What is returned?');
  });

  it('drops list markers and headings', () => {
    expect(excerptOf('## Statement\n- first\n- second')).toBe('Statement first second');
  });

  it('cuts a long text between words and never inside a formula', () => {
    const long = `${'word '.repeat(34)}then $a + b = c$ and more words to push it past the limit of the excerpt length`;
    const excerpt = excerptOf(long);
    expect(excerpt.endsWith('…')).toBe(true);
    expect((excerpt.match(/\$/g) ?? []).length % 2).toBe(0);
    expect(excerptOf('word '.repeat(60))).toMatch(/word…$/);
  });
});
