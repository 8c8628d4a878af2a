import { describe, expect, it } from 'vitest';
import { formulaToText } from './formula-text.ts';

describe('formulaToText', () => {
  it('writes fractions with a slash and the minus sign U+2212', () => {
    expect(formulaToText('-\\tfrac{1}{3}')).toBe('−1/3');
    expect(formulaToText('-\\dfrac{2}{3}')).toBe('−2/3');
    expect(formulaToText('\\frac{a+b}{c}')).toBe('(a+b)/c');
    expect(formulaToText('\\frac12')).toBe('1/2');
  });

  it('raises and lowers scripts it can, and brackets the rest', () => {
    expect(formulaToText('x^2 + y^{10}')).toBe('x² + y¹⁰');
    expect(formulaToText('x_1 + x_{12}')).toBe('x₁ + x₁₂');
    expect(formulaToText('a_{n-1}')).toBe('aₙ₋₁');
    expect(formulaToText('T_{max}')).toBe('Tₘₐₓ');
    expect(formulaToText('v_{bg}')).toBe('v_(bg)');
    expect(formulaToText('e^{-x}')).toBe('e^(−x)');
    expect(formulaToText('90^\\circ')).toBe('90°');
  });

  it('names symbols and Greek letters, and keeps words in \\text', () => {
    expect(formulaToText('\\alpha \\le \\pi \\times 2')).toBe('α ≤ π × 2');
    expect(formulaToText('\\sqrt{x^2}')).toBe('√x²');
    expect(formulaToText('\\left( \\frac{1}{2} \\right)')).toBe('( 1/2 )');
    expect(formulaToText('f(x) = 1 \\text{ if } x > 0')).toBe('f(x) = 1 if x > 0');
    expect(formulaToText('\\unknown{z}')).toBe('unknownz');
  });
});
