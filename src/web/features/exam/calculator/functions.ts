/** The one-operand keys: what each does to the operand before it, or inserts when there is none. */

export type FunctionName =
  | 'sin'
  | 'cos'
  | 'tan'
  | 'asin'
  | 'acos'
  | 'atan'
  | 'sinh'
  | 'cosh'
  | 'tanh'
  | 'asinh'
  | 'acosh'
  | 'atanh'
  | 'log'
  | 'ln'
  | 'log2'
  | 'exp'
  | 'pow10'
  | 'sqrt'
  | 'cbrt'
  | 'abs'
  | 'square'
  | 'cube'
  | 'reciprocal'
  | 'factorial'
  | 'percent';

export interface Fragment {
  readonly math: string;
  readonly shown: string;
}

interface FunctionSpec {
  /** inserted when nothing precedes the key, e.g. "sin(": the argument is typed next */
  readonly open?: Fragment;
  readonly wrap: (operand: Fragment) => Fragment;
}

/** Whether the parenthesis opened first in `text` is the one that ends it: "sin(2)" yes, "(1)+(2)" no. */
function closesAtEnd(text: string): boolean {
  const start = text.indexOf('(');
  if (start < 0 || !text.endsWith(')')) return false;
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')') depth -= 1;
    if (depth === 0) return index === text.length - 1;
  }
  return false;
}

// "5", "π", "sin(30)" and "(1+2)" read as one thing; "-5", "5!" or "10^(2)" need brackets before ² or !
function isAtomic(shown: string): boolean {
  return /^[\w.π]+$/.test(shown) || (/^[a-zA-Z⁻¹₂√∛]*\(/.test(shown) && closesAtEnd(shown));
}

function bracketed(shown: string): string {
  return isAtomic(shown) ? shown : `(${shown})`;
}

function withoutOuterBrackets(shown: string): string {
  return shown.startsWith('(') && closesAtEnd(shown) ? shown.slice(1, -1) : shown;
}

function call(mathName: string, shownName: string): FunctionSpec {
  return {
    open: { math: `${mathName}(`, shown: `${shownName}(` },
    wrap: (x) => ({ math: `${mathName}(${x.math})`, shown: `${shownName}(${withoutOuterBrackets(x.shown)})` }),
  };
}

function postfix(math: (operand: string) => string, shown: (operand: string) => string): FunctionSpec {
  return { wrap: (x) => ({ math: math(`(${x.math})`), shown: shown(bracketed(x.shown)) }) };
}

// sin, cos, tan and their inverses follow Deg/Rad through the scope given to mathjs (evaluate.ts)
export const FUNCTIONS: Record<FunctionName, FunctionSpec> = {
  sin: call('sin', 'sin'),
  cos: call('cos', 'cos'),
  tan: call('tan', 'tan'),
  asin: call('asin', 'sin⁻¹'),
  acos: call('acos', 'cos⁻¹'),
  atan: call('atan', 'tan⁻¹'),
  sinh: call('sinh', 'sinh'),
  cosh: call('cosh', 'cosh'),
  tanh: call('tanh', 'tanh'),
  asinh: call('asinh', 'sinh⁻¹'),
  acosh: call('acosh', 'cosh⁻¹'),
  atanh: call('atanh', 'tanh⁻¹'),
  log: call('log10', 'log'),
  ln: call('log', 'ln'),
  log2: call('log2', 'log₂'),
  exp: call('exp', 'e^'),
  pow10: call('10^', '10^'),
  sqrt: call('sqrt', '√'),
  cbrt: call('cbrt', '∛'),
  abs: call('abs', 'abs'),
  square: postfix(
    (x) => `${x}^2`,
    (x) => `${x}²`,
  ),
  cube: postfix(
    (x) => `${x}^3`,
    (x) => `${x}³`,
  ),
  reciprocal: postfix(
    (x) => `1/${x}`,
    (x) => `(1/${x})`,
  ),
  factorial: postfix(
    (x) => `fact${x}`,
    (x) => `${x}!`,
  ),
  percent: postfix(
    (x) => `${x}/100`,
    (x) => `${x}%`,
  ),
};

/** ± on something other than a number being typed; pressing it again gives the operand back. */
export function negated(x: Fragment): Fragment {
  return { math: `-(${x.math})`, shown: `(-${bracketed(x.shown)})` };
}
