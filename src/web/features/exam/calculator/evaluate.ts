import {
  absDependencies,
  acosDependencies,
  acoshDependencies,
  addDependencies,
  asinDependencies,
  asinhDependencies,
  atanDependencies,
  atanhDependencies,
  cbrtDependencies,
  coshDependencies,
  cosDependencies,
  create,
  divideDependencies,
  eDependencies,
  evaluateDependencies,
  expDependencies,
  log10Dependencies,
  log2Dependencies,
  logDependencies,
  modDependencies,
  multiplyDependencies,
  piDependencies,
  powDependencies,
  sinhDependencies,
  sinDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanhDependencies,
  tanDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  type FactoryFunctionMap,
} from 'mathjs';

export type AngleMode = 'deg' | 'rad';

// Only the functions the keys can produce: half the bytes of create(all) in the lazy chunk.
// Merged in a loop because the typings declare each *Dependencies map as possibly undefined.
const factories: FactoryFunctionMap = {};
for (const dependencies of [
  absDependencies,
  acosDependencies,
  acoshDependencies,
  addDependencies,
  asinDependencies,
  asinhDependencies,
  atanDependencies,
  atanhDependencies,
  cbrtDependencies,
  coshDependencies,
  cosDependencies,
  divideDependencies,
  eDependencies,
  evaluateDependencies,
  expDependencies,
  log10Dependencies,
  log2Dependencies,
  logDependencies,
  modDependencies,
  multiplyDependencies,
  piDependencies,
  powDependencies,
  sinhDependencies,
  sinDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanhDependencies,
  tanDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
]) {
  Object.assign(factories, dependencies);
}
const math = create(factories);

/** n! by a plain loop: the spec allows non-negative integers only (no gamma function). */
export function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) return Number.NaN;
  let product = 1;
  for (let k = 2; k <= n && Number.isFinite(product); k += 1) product *= k;
  return product;
}

/** The y-th root of x; an odd root of a negative number stays real, as on a calculator. */
export function yroot(x: number, y: number): number {
  if (y === 0) return Number.NaN;
  if (x < 0 && Number.isInteger(y) && Math.abs(y % 2) === 1) return -Math.pow(-x, 1 / y);
  return Math.pow(x, 1 / y);
}

// sin(π) is 1.2e-16 in floating point because π itself is rounded; once the argument is past 1,
// a result that small is the argument's rounding error, and a person expects 0.
function snap(value: number, radians: number): number {
  return Math.abs(radians) >= 1 && Math.abs(value) < 1e-14 * Math.abs(radians) ? 0 : value;
}

function trigFunctions(toRadians: number, fromRadians: number) {
  const sin = (x: number) => snap(Math.sin(x * toRadians), x * toRadians);
  const cos = (x: number) => snap(Math.cos(x * toRadians), x * toRadians);
  return {
    sin,
    cos,
    // from the snapped pair, so tan(90°) is a division by zero (Error), not 1.6e16
    tan: (x: number) => sin(x) / cos(x),
    // Math.asin gives NaN outside [-1, 1] where mathjs would answer a complex number
    asin: (x: number) => Math.asin(x) * fromRadians,
    acos: (x: number) => Math.acos(x) * fromRadians,
    atan: (x: number) => Math.atan(x) * fromRadians,
  };
}

const DEGREE = Math.PI / 180;
// mathjs looks a called name up in the scope before its own functions, so the scope decides the angle unit
const scopes: Record<AngleMode, Record<string, (...args: number[]) => number>> = {
  deg: { ...trigFunctions(DEGREE, 1 / DEGREE), fact: factorial, yroot },
  rad: { ...trigFunctions(1, 1), fact: factorial, yroot },
};

/** Evaluates a mathjs expression; NaN for anything that is not a finite real number. */
export function evaluateExpression(expression: string, mode: AngleMode): number {
  try {
    const result: unknown = math.evaluate(expression, { ...scopes[mode] });
    return typeof result === 'number' && Number.isFinite(result) ? result : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Twelve significant digits hide floating noise: 0.1 + 0.2 shows 0.3, sin 30° shows 0.5. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return 'Error';
  const rounded = Number(value.toPrecision(12));
  if (rounded === 0) return '0';
  // String() already switches to 1.5e-7 below 1e-6; above 1e15 the digits would overflow the display
  if (Math.abs(rounded) >= 1e15) return rounded.toExponential(11).replace(/\.?0+e/, 'e');
  return String(rounded);
}
