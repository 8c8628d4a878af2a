import { describe, expect, it } from 'vitest';
import { calculatorReducer, expressionText, initialCalculatorState, type CalculatorAction, type CalculatorState, type FunctionName } from './engine.ts';
import { actionForKey } from './keyboard.ts';

const fn = (name: FunctionName): CalculatorAction => ({ type: 'function', name });
const rad: CalculatorAction = { type: 'mode', mode: 'rad' };
const pi: CalculatorAction = { type: 'constant', name: 'pi' };

/** Presses keys in order: a string is typed character by character as on a keyboard. */
function press(start: CalculatorState, ...inputs: (string | CalculatorAction)[]): CalculatorState {
  let state = start;
  for (const input of inputs) {
    const actions = typeof input === 'string' ? [...input].map(typed) : [input];
    for (const action of actions) state = calculatorReducer(state, action);
  }
  return state;
}

function typed(character: string): CalculatorAction {
  const action = actionForKey(character === '=' ? 'Enter' : character);
  if (!action) throw new Error(`no key for ${character}`);
  return action;
}

const run = (...inputs: (string | CalculatorAction)[]) => press(initialCalculatorState, ...inputs).display;

describe('arithmetic', () => {
  it('follows operator precedence and parentheses', () => {
    expect(run('2+3*4=')).toBe('14');
    expect(run('(2+3)*4=')).toBe('20');
    expect(run('2^3^2=')).toBe('512');
    expect(run('10-4/2=')).toBe('8');
    expect(run('7', { type: 'operator', operator: 'mod' }, '3=')).toBe('1');
  });

  it('hides floating noise and rounds to twelve significant digits', () => {
    expect(run('0.1+0.2=')).toBe('0.3');
    expect(run('1/3=')).toBe('0.333333333333');
    expect(run('1/3=', '*3=')).toBe('1');
  });

  it('shows the expression above and the value below', () => {
    const state = press(initialCalculatorState, '7*6=');
    expect(expressionText(state)).toBe('7×6');
    expect(state.display).toBe('42');
  });

  it('continues from a result with an operator and starts afresh with a digit', () => {
    expect(run('7*6=', '+1=')).toBe('43');
    expect(run('7*6=', '5+1=')).toBe('6');
  });
});

describe('angles', () => {
  it('takes and returns degrees in Deg mode, the default', () => {
    expect(run('30', fn('sin'))).toBe('0.5');
    expect(run('60', fn('cos'), '=')).toBe('0.5');
    expect(run('45', fn('tan'))).toBe('1');
    expect(run('180', fn('sin'))).toBe('0');
    expect(run('1', fn('asin'))).toBe('90');
    expect(run('0.5', fn('acos'))).toBe('60');
    expect(run('1', fn('atan'))).toBe('45');
  });

  it('uses radians in Rad mode', () => {
    expect(run(rad, pi, '/2=', fn('sin'))).toBe('1');
    expect(run(rad, fn('sin'), pi, '/2)=')).toBe('1');
    expect(run(rad, pi, fn('sin'))).toBe('0');
    expect(run(rad, '1', fn('asin'))).toBe('1.57079632679');
  });

  it('gives Error for tan 90° and an inverse outside its domain', () => {
    expect(run('90', fn('tan'))).toBe('Error');
    expect(run('2', fn('asin'))).toBe('Error');
  });

  it('re-evaluates on "=" after a Deg/Rad switch', () => {
    const degrees = press(initialCalculatorState, '90', fn('sin'), '=');
    expect(degrees.display).toBe('1');
    expect(press(degrees, rad, '=').display).toBe('0.893996663601');
  });
});

describe('functions', () => {
  it('computes hyperbolic functions and their inverses whatever the angle mode', () => {
    expect(run('0', fn('cosh'))).toBe('1');
    expect(run('1', fn('sinh'))).toBe('1.17520119364');
    expect(run(rad, '1', fn('tanh'))).toBe('0.761594155956');
    expect(run('1', fn('sinh'), fn('asinh'))).toBe('1');
    expect(run('1', fn('acosh'))).toBe('0');
    expect(run('0.5', fn('acosh'))).toBe('Error');
    expect(run('0.5', fn('atanh'))).toBe('0.549306144334');
  });

  it('computes log, ln and log₂', () => {
    expect(run('1000', fn('log'))).toBe('3');
    expect(run({ type: 'constant', name: 'e' }, fn('ln'))).toBe('1');
    expect(run('8', fn('log2'))).toBe('3');
    expect(run('8', { type: 'operator', operator: 'logy' }, '2=')).toBe('3');
    expect(run('0', fn('log'))).toBe('Error');
  });

  it('computes powers and roots', () => {
    expect(run('5', fn('square'))).toBe('25');
    expect(run('3', fn('cube'))).toBe('27');
    expect(run('2^10=')).toBe('1024');
    expect(run('3', fn('pow10'))).toBe('1000');
    expect(run('1', fn('exp'))).toBe('2.71828182846');
    expect(run('144', fn('sqrt'))).toBe('12');
    expect(run('27', fn('cbrt'))).toBe('3');
    expect(run('8', { type: 'negate' }, fn('cbrt'))).toBe('-2');
    expect(run('81', { type: 'operator', operator: 'yroot' }, '4=')).toBe('3');
    expect(run('8', { type: 'operator', operator: 'yroot' }, '3+1=')).toBe('3');
    expect(run('4', fn('reciprocal'))).toBe('0.25');
    expect(run('50', fn('percent'))).toBe('0.5');
  });

  it('computes factorials of non-negative integers only', () => {
    expect(run('5!')).toBe('120');
    expect(run('0!')).toBe('1');
    expect(run('3!+1=')).toBe('7');
    expect(run('1', { type: 'negate' }, '!')).toBe('Error');
    expect(run('2.5!')).toBe('Error');
  });

  it('knows π and e, and multiplies when they follow a number', () => {
    expect(run(pi, '=')).toBe('3.14159265359');
    expect(run({ type: 'constant', name: 'e' }, '=')).toBe('2.71828182846');
    expect(run('2', pi, '=')).toBe('6.28318530718');
  });

  it('shows the wrapped operand in the expression and unwraps it on Backspace', () => {
    const state = press(initialCalculatorState, '2+30', fn('sin'));
    expect(expressionText(state)).toBe('2+sin(30)');
    const restored = press(state, { type: 'backspace' });
    expect(expressionText(restored)).toBe('2+30');
  });
});

describe('entry keys', () => {
  it('toggles the sign of the number being typed', () => {
    expect(run('5', { type: 'negate' }, '+2=')).toBe('-3');
    expect(expressionText(press(initialCalculatorState, '2+3', { type: 'negate' }))).toBe('2+(-3)');
    const twice = press(initialCalculatorState, '9', fn('sqrt'), { type: 'negate' }, { type: 'negate' });
    expect(expressionText(twice)).toBe('√(9)');
  });

  it('enters a power of ten with Exp', () => {
    expect(run('2', { type: 'exp' }, '3=')).toBe('2000');
    expect(run('6/2', { type: 'exp' }, '-3=')).toBe('3000');
  });

  it('deletes, clears the entry and clears everything', () => {
    const back = (state: CalculatorState) => calculatorReducer(state, { type: 'backspace' });
    expect(back(press(initialCalculatorState, '123')).display).toBe('12');
    expect(run('12+34', { type: 'clearEntry' }, '5=')).toBe('17');
    const cleared = press(initialCalculatorState, '12+34', { type: 'clear' });
    expect(cleared.display).toBe('0');
    expect(expressionText(cleared)).toBe('');
  });
});

describe('memory', () => {
  it('stores, adds, subtracts, recalls and clears the displayed value', () => {
    let state = press(initialCalculatorState, '10', { type: 'memory', operation: 'MS' });
    expect(state.memory).toBe(10);
    state = press(state, '5', { type: 'memory', operation: 'M+' });
    expect(state.memory).toBe(15);
    state = press(state, '3', { type: 'memory', operation: 'M-' });
    expect(state.memory).toBe(12);
    state = press(state, { type: 'clear' }, '2*', { type: 'memory', operation: 'MR' }, '=');
    expect(state.display).toBe('24');
    state = press(state, { type: 'memory', operation: 'MC' });
    expect(state.memory).toBe(0);
  });

  it('lets the next digit replace the number a memory key acted on', () => {
    const state = press(initialCalculatorState, '3+5', { type: 'memory', operation: 'M+' }, '7=');
    expect(state.memory).toBe(5);
    expect(state.display).toBe('10');
  });

  it('stores a result at full precision', () => {
    const state = press(initialCalculatorState, '1/3=', { type: 'memory', operation: 'MS' }, '3*', { type: 'memory', operation: 'MR' }, '=');
    expect(state.display).toBe('1');
  });
});

describe('errors', () => {
  it.each(['2++=', '(=', '1/0=', '*2='])('shows Error for %s', (keys) => {
    expect(run(keys)).toBe('Error');
  });

  it('shows Error for the square root of a negative number', () => {
    expect(run('1', { type: 'negate' }, fn('sqrt'))).toBe('Error');
    expect(run(fn('sqrt'), '0-1)=')).toBe('Error');
  });

  it('recovers after Error: the next digit starts a new expression', () => {
    const failed = press(initialCalculatorState, '1/0=');
    expect(failed.display).toBe('Error');
    expect(press(failed, '2+2=').display).toBe('4');
    expect(press(failed, '+').display).toBe('0');
  });
});
