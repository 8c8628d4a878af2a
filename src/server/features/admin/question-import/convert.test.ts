import { describe, expect, it } from 'vitest';
import { combinationLabel, formatNumber, multipleResponseToMcq, numericalToMcq, trueFalseToMcq, type McqShape } from './convert.ts';
import { escapeMarkdown, htmlToMarkdown } from './text.ts';

function shape(result: McqShape | { error: string }): McqShape {
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('true/false', () => {
  it('becomes two options, True first', () => {
    expect(trueFalseToMcq(true)).toMatchObject({ options: ['True', 'False'], correctIndex: 0 });
    expect(trueFalseToMcq(false)).toMatchObject({ options: ['True', 'False'], correctIndex: 1 });
  });
});

describe('multiple response', () => {
  it('names combinations the way a person reads them', () => {
    expect(combinationLabel([0])).toBe('A only');
    expect(combinationLabel([0, 2])).toBe('A and C');
    expect(combinationLabel([0, 1, 3])).toBe('A, B and D');
  });

  it('offers the right combination and three near misses, in the same order every time', () => {
    const choices = [
      { text: 'TCP', weight: 1 / 3 },
      { text: 'UDP', weight: 0 },
      { text: 'SCTP', weight: 1 / 3 },
      { text: 'ICMP', weight: -1 },
      { text: 'QUIC', weight: 1 / 3 },
    ];
    const result = shape(multipleResponseToMcq(choices));
    expect(result.options).toHaveLength(4);
    expect(result.options[result.correctIndex]).toBe('A, C and E');
    expect(new Set(result.options).size).toBe(4);
    expect(multipleResponseToMcq(choices)).toEqual(result);
    expect(result.textSuffix).toBe('A. TCP  \nB. UDP  \nC. SCTP  \nD. ICMP  \nE. QUIC');
  });

  it('warns when the weights do not add up to 100%, and refuses when nothing is right', () => {
    expect(
      shape(
        multipleResponseToMcq([
          { text: 'a', weight: 0.5 },
          { text: 'b', weight: 0.2 },
          { text: 'c', weight: 0 },
        ]),
      ).warnings,
    ).toEqual(['The positive weights add up to 70%, not 100%.']);
    expect(
      multipleResponseToMcq([
        { text: 'a', weight: 0 },
        { text: 'b', weight: -1 },
      ]),
    ).toEqual({ error: 'No option carries a positive weight, so no answer is right.' });
  });
});

describe('numerical', () => {
  it('keeps every distractor outside the tolerance of every answer that earns marks', () => {
    for (const answers of [
      [{ value: 0, tolerance: 0, weight: 1 }],
      [{ value: 0.5, tolerance: 0.5, weight: 1 }],
      [{ value: -12, tolerance: 1, weight: 1 }],
      [{ value: 1822, tolerance: 5, weight: 1 }],
      [{ value: 2.5e-7, tolerance: 0, weight: 1 }],
      [
        { value: 5, tolerance: 0, weight: 1 },
        { value: 6, tolerance: 1, weight: 0.5 },
      ],
    ]) {
      const result = shape(numericalToMcq(answers));
      expect(result.options).toHaveLength(4);
      expect(new Set(result.options).size).toBe(4);
      expect(Number(result.options[result.correctIndex])).toBe(answers[0]!.value);
      result.options.forEach((option, index) => {
        if (index === result.correctIndex) return;
        for (const answer of answers) expect(Math.abs(Number(option) - answer.value)).toBeGreaterThan(answer.tolerance);
      });
      expect([...result.options].sort((a, b) => Number(a) - Number(b))).toEqual(result.options);
    }
  });

  it('writes numbers without float noise', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(3.14 * 10)).toBe('31.4');
  });

  it('refuses a question where no answer earns marks', () => {
    expect(numericalToMcq([{ value: 3, tolerance: 0, weight: 0 }])).toEqual({ error: 'No numerical answer earns marks, so no value is right.' });
  });
});

describe('text', () => {
  it('turns Moodle HTML into Markdown and drops every other tag', () => {
    expect(
      htmlToMarkdown('<p>One <b>bold</b> &amp; <em>it</em></p><p>H<sub>2</sub>O<br>next</p><script>alert(1)</script><span onclick="x">kept</span>'),
    ).toEqual({
      text: 'One **bold** & *it*\n\nH$_{2}$O  \nnext\n\nkept',
      droppedImages: 0,
    });
    expect(htmlToMarkdown('<p>See <img src="@@PLUGINFILE@@/a.png"></p>').droppedImages).toBe(1);
    expect(htmlToMarkdown('<ul><li>a</li><li>b</li></ul>').text).toBe('- a\n- b');
  });

  it('escapes Markdown in plain text but leaves LaTeX alone', () => {
    expect(escapeMarkdown('a*b*_c_ <x> $x_1 * y_2$')).toBe('a\\*b\\*\\_c\\_ \\<x\\> $x_1 * y_2$');
  });
});
