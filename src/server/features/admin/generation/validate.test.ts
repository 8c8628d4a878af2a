import { describe, expect, it } from 'vitest';
import { formulasOf, jaccard, katexProblem, knownQuestion, modelKey, normalise, rejectionOf, shingles, type ModelQuestion } from './validate.ts';

const good: ModelQuestion = {
  text: 'How many edges does the complete graph $K_{5}$ have?',
  options: ['$10$', '$20$', '$25$', '$4$'],
  correctIndex: 0,
  explanation: 'It has $\\binom{5}{2} = 10$ edges.',
  marks: 1,
};

describe('generated question checks', () => {
  it('finds inline and display formulas, not escaped dollars', () => {
    expect(formulasOf('Cost \\$5, $a+b$ and $$\\frac{1}{2}$$')).toEqual(['\\frac{1}{2}', 'a+b']);
  });

  it('names the formula KaTeX cannot render, with its message', () => {
    expect(katexProblem('fine $x^2$')).toBeNull();
    expect(katexProblem('bad $\\fracc{1}{2}$')).toMatch(/^KaTeX cannot render \$\\fracc\{1\}\{2\}\$: .*Undefined control sequence/);
  });

  it('normalises formatting away before comparing', () => {
    expect(normalise('**What** is $\\frac{1}{2}$ of 2.5?')).toEqual(['what', 'is', 'frac', '1', '2', 'of', '2.5']);
    const a = shingles('What is the **time complexity** of binary search?');
    const b = shingles('what is the time complexity of binary   search');
    expect(jaccard(a, b)).toBe(1);
    expect(
      jaccard(shingles('A train covers 120 km in 2 hours. What is its speed?'), shingles('A train covers 150 km in 3 hours. What is its speed?')),
    ).toBeLessThan(0.8);
  });

  it('accepts a good question and says why a bad one is refused', () => {
    expect(rejectionOf(good, 1, [])).toBeNull();
    expect(rejectionOf({ ...good, options: ['1', '2', '3'] }, 1, [])).toMatch(/3 options/);
    expect(rejectionOf({ ...good, options: ['1', '2', '2 ', '4'] }, 1, [])).toMatch(/same/);
    expect(rejectionOf({ ...good, options: ['1', '', '3', '4'] }, 1, [])).toMatch(/empty/);
    expect(rejectionOf({ ...good, correctIndex: 4 }, 1, [])).toMatch(/answer index 4/);
    expect(rejectionOf({ ...good, marks: 2 }, 1, [])).toMatch(/2 marks; 1 were asked/);
    expect(rejectionOf({ ...good, explanation: ' ' }, 1, [])).toMatch(/no explanation/);
    expect(rejectionOf({ ...good, options: ['$\\bad{x}$', '2', '3', '4'] }, 1, [])).toMatch(/In the option A: KaTeX/);
    expect(rejectionOf(good, 1, [knownQuestion('How many edges does the complete graph $K_{5}$ have?')])).toMatch(/near-duplicate \(100% similar\)/);
    // one the exam page could not draw (shared/markdown/limits.ts)
    expect(rejectionOf({ ...good, explanation: `${'> '.repeat(40)}deep` }, 1, [])).toMatch(/^The explanation nests more than 32 levels deep/);
  });
});

describe('generated questions of each type', () => {
  const msq: ModelQuestion = { ...good, text: 'Which are prime?', options: ['2', '9', '11', '15'], correctIndex: null, correctIndexes: [2, 0] };
  const nat: ModelQuestion = { text: 'What is $\\sqrt{6}$ to two places?', options: [], answer: '2.44..2.46', explanation: 'About 2.449.', marks: 1 };

  it('takes an MSQ’s correct options and refuses one with none, or with an index it does not have', () => {
    expect(rejectionOf(msq, 1, [], 'MSQ')).toBeNull();
    expect(modelKey('MSQ', msq)).toEqual({ type: 'MSQ', correctIndexes: [0, 2] });
    expect(rejectionOf({ ...msq, correctIndexes: [] }, 1, [], 'MSQ')).toBe('It marks no option correct; an MSQ needs at least one correct option.');
    expect(rejectionOf({ ...msq, correctIndexes: null }, 1, [], 'MSQ')).toBe('It marks no option correct; an MSQ needs at least one correct option.');
    expect(rejectionOf({ ...msq, correctIndexes: [1, 4] }, 1, [], 'MSQ')).toBe('The correct option index 4 is not one of the 4 options (0 to 3).');
    expect(rejectionOf({ ...msq, correctIndexes: [1, 1] }, 1, [], 'MSQ')).toBe('It names the same correct option twice.');
    expect(rejectionOf({ ...msq, options: ['2', '9'] }, 1, [], 'MSQ')).toBe('It has 2 options; 4 are needed.');
  });

  it('takes a NAT’s number or range with the decimals written, and refuses one without a numeric answer or with options', () => {
    expect(rejectionOf(nat, 1, [], 'NAT')).toBeNull();
    expect(modelKey('NAT', nat)).toEqual({ type: 'NAT', min: 2.44, max: 2.46, decimals: 2 });
    expect(modelKey('NAT', { ...nat, answer: '42' })).toEqual({ type: 'NAT', min: 42, max: 42, decimals: 0 });
    expect(rejectionOf({ ...nat, answer: 'about a third' }, 1, [], 'NAT')).toBe('The answer "about a third" is not a number or a min..max range of numbers.');
    expect(rejectionOf({ ...nat, answer: null }, 1, [], 'NAT')).toBe('It has no numerical answer; a NAT needs a number or a min..max range.');
    expect(rejectionOf({ ...nat, answer: '3..1' }, 1, [], 'NAT')).toBe('The answer "3..1": The range must go from the smaller number to the larger.');
    expect(rejectionOf({ ...nat, options: ['1', '2', '3', '4'] }, 1, [], 'NAT')).toBe('It has 4 options; a numerical-answer question has none.');
  });

  it('refuses an MCQ without an answer index', () => {
    expect(rejectionOf({ ...good, correctIndex: undefined }, 1, [], 'MCQ')).toBe('It gives no answer index, so there is no single correct option.');
  });
});
