import { describe, expect, it } from 'vitest';
import { formulasOf, jaccard, katexProblem, knownQuestion, normalise, rejectionOf, shingles, type ModelQuestion } from './validate.ts';

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
