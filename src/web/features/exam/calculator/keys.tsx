import type { ReactNode } from 'react';
import type { CalculatorAction, Digit, FunctionName, MemoryOperation, Operator } from './engine.ts';

export type KeyTone = 'function' | 'number' | 'clear' | 'equals' | 'memory';

export interface CalculatorKey {
  readonly label: ReactNode;
  /** what a screen reader says: the label alone ("sin⁻¹", "xʸ") does not read well */
  readonly name: string;
  readonly action: CalculatorAction;
  readonly tone: KeyTone;
}

/**
 * The spoken name, led by the printed label where the name would not contain it ('MC, memory clear'),
 * so a speech-input user who says what they see finds the key (WCAG 2.5.3 Label in Name).
 */
export function accessibleName({ label, name }: CalculatorKey): string {
  if (typeof label !== 'string' || !/[a-z]/i.test(label) || name.toLowerCase().includes(label.toLowerCase())) return name;
  return `${label}, ${name}`;
}

const fn = (name: FunctionName, label: ReactNode, spoken: string): CalculatorKey => ({
  label,
  name: spoken,
  action: { type: 'function', name },
  tone: 'function',
});
const op = (operator: Operator, label: ReactNode, spoken: string, tone: KeyTone = 'number'): CalculatorKey => ({
  label,
  name: spoken,
  action: { type: 'operator', operator },
  tone,
});
const digit = (value: Digit, spoken: string = value): CalculatorKey => ({
  label: value,
  name: spoken,
  action: { type: 'digit', digit: value },
  tone: 'number',
});
const inverse = (name: string) => (
  <>
    {name}
    <sup>-1</sup>
  </>
);

export const memoryKeys: readonly CalculatorKey[] = (
  [
    ['MC', 'memory clear'],
    ['MR', 'memory recall'],
    ['MS', 'memory store'],
    ['M+', 'memory add'],
    ['M-', 'memory subtract'],
  ] satisfies [MemoryOperation, string][]
).map(([operation, spoken]) => ({
  label: operation === 'M-' ? 'M−' : operation,
  name: spoken,
  action: { type: 'memory', operation },
  tone: 'memory',
}));

export const modKey: CalculatorKey = op('mod', 'mod', 'modulo', 'function');

// Row by row as on the GATE calculator (eleven columns, "=" and "0" once each: layout.ts places them).
export const padKeys: readonly CalculatorKey[] = [
  fn('sinh', 'sinh', 'hyperbolic sine'),
  fn('cosh', 'cosh', 'hyperbolic cosine'),
  fn('tanh', 'tanh', 'hyperbolic tangent'),
  { label: 'Exp', name: 'exponent, times ten to the power', action: { type: 'exp' }, tone: 'function' },
  { label: '(', name: 'open bracket', action: { type: 'open' }, tone: 'function' },
  { label: ')', name: 'close bracket', action: { type: 'close' }, tone: 'function' },
  { label: '←', name: 'backspace', action: { type: 'backspace' }, tone: 'clear' },
  { label: 'CE', name: 'clear entry', action: { type: 'clearEntry' }, tone: 'clear' },
  { label: 'C', name: 'clear', action: { type: 'clear' }, tone: 'clear' },
  { label: '±', name: 'change sign', action: { type: 'negate' }, tone: 'number' },
  fn('sqrt', '√', 'square root'),

  fn('asinh', inverse('sinh'), 'inverse hyperbolic sine'),
  fn('acosh', inverse('cosh'), 'inverse hyperbolic cosine'),
  fn('atanh', inverse('tanh'), 'inverse hyperbolic tangent'),
  fn(
    'log2',
    <>
      log<sub>2</sub>x
    </>,
    'logarithm base 2',
  ),
  fn('ln', 'ln', 'natural logarithm'),
  fn('log', 'log', 'logarithm base 10'),
  digit('7'),
  digit('8'),
  digit('9'),
  op('/', '÷', 'divide'),
  fn('percent', '%', 'percent'),

  { label: 'π', name: 'pi', action: { type: 'constant', name: 'pi' }, tone: 'function' },
  { label: 'e', name: 'e', action: { type: 'constant', name: 'e' }, tone: 'function' },
  fn('factorial', 'n!', 'factorial'),
  op(
    'logy',
    <>
      log<sub>y</sub>x
    </>,
    'logarithm to base y',
    'function',
  ),
  fn(
    'exp',
    <>
      e<sup>x</sup>
    </>,
    'e to the power x',
  ),
  fn(
    'pow10',
    <>
      10<sup>x</sup>
    </>,
    'ten to the power x',
  ),
  digit('4'),
  digit('5'),
  digit('6'),
  op('*', '×', 'multiply'),
  fn('reciprocal', '1/x', 'reciprocal'),

  fn('sin', 'sin', 'sine'),
  fn('cos', 'cos', 'cosine'),
  fn('tan', 'tan', 'tangent'),
  op(
    '^',
    <>
      x<sup>y</sup>
    </>,
    'x to the power y',
    'function',
  ),
  fn(
    'cube',
    <>
      x<sup>3</sup>
    </>,
    'cube',
  ),
  fn(
    'square',
    <>
      x<sup>2</sup>
    </>,
    'square',
  ),
  digit('1'),
  digit('2'),
  digit('3'),
  op('-', '−', 'subtract'),
  { label: '=', name: 'equals', action: { type: 'equals' }, tone: 'equals' },

  fn('asin', inverse('sin'), 'inverse sine'),
  fn('acos', inverse('cos'), 'inverse cosine'),
  fn('atan', inverse('tan'), 'inverse tangent'),
  op(
    'yroot',
    <>
      <sup>y</sup>√x
    </>,
    'y-th root of x',
    'function',
  ),
  fn('cbrt', '∛', 'cube root'),
  fn('abs', '|x|', 'absolute value'),
  digit('0'),
  digit('.', 'decimal point'),
  op('+', '+', 'add'),
];
