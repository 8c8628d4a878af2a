import { evaluateExpression, formatNumber, type AngleMode } from './evaluate.ts';
import { FUNCTIONS, negated, type FunctionName } from './functions.ts';
import {
  closeAll,
  closeAutoOpens,
  closeToken,
  endsWithOperand,
  lastOperandStart,
  mathOf,
  numberToken,
  numberValue,
  openDepth,
  shownOf,
  valueToken,
  withImplicitTimes,
  type Token,
} from './tokens.ts';

export type { AngleMode } from './evaluate.ts';
export type { FunctionName } from './functions.ts';

export type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.';
export type Operator = '+' | '-' | '*' | '/' | '^' | 'mod' | 'yroot' | 'logy';
export type MemoryOperation = 'MC' | 'MR' | 'MS' | 'M+' | 'M-';

export type CalculatorAction =
  | { type: 'digit'; digit: Digit }
  | { type: 'operator'; operator: Operator }
  | { type: 'function'; name: FunctionName }
  | { type: 'constant'; name: 'pi' | 'e' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'exp' }
  | { type: 'negate' }
  | { type: 'backspace' }
  | { type: 'clear' }
  | { type: 'clearEntry' }
  | { type: 'equals' }
  | { type: 'mode'; mode: AngleMode }
  | { type: 'memory'; operation: MemoryOperation };

export interface CalculatorState {
  /** the expression being built; the top line is `expressionText(state)` */
  readonly tokens: readonly Token[];
  /** the bottom line: the number being typed, the value just computed, or 'Error' */
  readonly display: string;
  /** the full-precision number behind `display` (NaN for Error): results carry on without rounding */
  readonly value: number;
  readonly mode: AngleMode;
  readonly memory: number;
  /** the last key produced a result: a digit starts a new expression, an operator continues from it */
  readonly fresh: boolean;
  /** MS, M+, M− or MR just acted on the display: the next digit replaces that number, not extends it */
  readonly replaceEntry: boolean;
}

export const initialCalculatorState: CalculatorState = {
  tokens: [],
  display: '0',
  value: 0,
  mode: 'deg',
  memory: 0,
  fresh: false,
  replaceEntry: false,
};

export function expressionText(state: CalculatorState): string {
  return shownOf(state.tokens);
}

const OPERATORS: Record<Exclude<Operator, 'yroot' | 'logy'>, Token> = {
  '+': { kind: 'operator', math: '+', shown: '+' },
  '-': { kind: 'operator', math: '-', shown: '−' },
  '*': { kind: 'operator', math: '*', shown: '×' },
  '/': { kind: 'operator', math: '/', shown: '÷' },
  '^': { kind: 'operator', math: '^', shown: '^' },
  mod: { kind: 'operator', math: ' mod ', shown: ' mod ' },
};

const CONSTANTS: Record<'pi' | 'e', { token: Token; value: number }> = {
  pi: { token: { kind: 'operand', math: 'pi', shown: 'π' }, value: Math.PI },
  e: { token: { kind: 'operand', math: 'e', shown: 'e' }, value: Math.E },
};

/** After a result, continue from it (operators, functions) or from nothing (digits, constants). */
function resume(state: CalculatorState, keepResult: boolean): CalculatorState {
  if (!state.fresh) return state;
  if (keepResult && Number.isFinite(state.value)) return { ...state, tokens: [valueToken(state.value)], fresh: false };
  return { ...state, tokens: [], display: '0', value: 0, fresh: false };
}

function showValue(state: CalculatorState, tokens: Token[], value: number): CalculatorState {
  if (Number.isNaN(value)) return { ...state, tokens, display: 'Error', value, fresh: true };
  return { ...state, tokens, display: formatNumber(value), value };
}

function showTyped(state: CalculatorState, tokens: Token[], text: string): CalculatorState {
  return { ...state, tokens, display: text, value: numberValue(text), fresh: false };
}

function appendDigit(text: string, digit: Digit): string {
  if (digit === '.') return text.includes('.') || text.includes('e') ? text : `${text}.`;
  if (text === '0' || text === '-0') return text.replace('0', digit);
  return text.length >= 20 ? text : text + digit;
}

function enterDigit(previous: CalculatorState, digit: Digit): CalculatorState {
  const state = resume(previous, false);
  const lastKind = state.tokens.at(-1)?.kind;
  const tokens = state.replaceEntry && (lastKind === 'number' || lastKind === 'operand') ? state.tokens.slice(0, -1) : state.tokens;
  const last = tokens.at(-1);
  if (last?.kind === 'number') {
    const text = appendDigit(last.shown, digit);
    return showTyped(state, [...tokens.slice(0, -1), numberToken(text)], text);
  }
  const text = digit === '.' ? '0.' : digit;
  return showTyped(state, [...withImplicitTimes(tokens), numberToken(text)], text);
}

/** Splits off the operand a key acts on: "2+sin(30)" gives "2+" and "sin(30)". */
function splitOperand(tokens: readonly Token[]) {
  const start = lastOperandStart(tokens);
  if (start === null) return null;
  const operand = tokens.slice(start);
  return { before: tokens.slice(0, start), operand, math: mathOf(operand), shown: shownOf(operand) };
}

function enterOperator(previous: CalculatorState, operator: Operator): CalculatorState {
  const state = resume(previous, true);
  const last = state.tokens.at(-1);
  // "2 Exp −3": the minus is the exponent's sign, not a subtraction
  if (operator === '-' && last?.kind === 'number' && last.shown.endsWith('e')) {
    return showTyped(state, [...state.tokens.slice(0, -1), numberToken(`${last.shown}-`)], `${last.shown}-`);
  }
  const tokens = closeAutoOpens(state.tokens);
  if (operator === 'yroot' || operator === 'logy') {
    const split = splitOperand(tokens);
    if (!split) return state;
    const open: Token =
      operator === 'yroot'
        ? { kind: 'open', math: `yroot(${split.math},`, shown: `${split.shown} yroot `, autoClose: true, source: split.operand }
        : { kind: 'open', math: `log(${split.math},`, shown: `${split.shown} log base `, autoClose: true, source: split.operand };
    return { ...state, tokens: [...split.before, open] };
  }
  return { ...state, tokens: [...tokens, OPERATORS[operator]] };
}

function applyFunction(previous: CalculatorState, name: FunctionName): CalculatorState {
  const state = resume(previous, true);
  const spec = FUNCTIONS[name];
  const split = splitOperand(state.tokens);
  if (split) {
    const wrapped = spec.wrap(split);
    const token: Token = { kind: 'operand', math: `(${wrapped.math})`, shown: wrapped.shown, source: split.operand };
    return showValue(state, [...split.before, token], evaluateExpression(token.math, state.mode));
  }
  if (!spec.open) return state;
  return { ...state, tokens: [...withImplicitTimes(state.tokens), { kind: 'open', ...spec.open }] };
}

function negate(previous: CalculatorState): CalculatorState {
  const state = resume(previous, true);
  const last = state.tokens.at(-1);
  if (last?.kind === 'number') {
    const text = last.shown.startsWith('-') ? last.shown.slice(1) : `-${last.shown}`;
    return showTyped(state, [...state.tokens.slice(0, -1), numberToken(text)], text);
  }
  const split = splitOperand(state.tokens);
  if (!split) return showTyped(state, [...state.tokens, numberToken('-0')], '-0');
  const source = split.operand[0]?.source;
  const isNegation = split.operand.length === 1 && source && split.math === `(${negated(fragmentOf(source)).math})`;
  const tokens = isNegation ? [...split.before, ...source] : [...split.before, negatedToken(split)];
  return showValue(state, tokens, evaluateExpression(mathOf(tokens.slice(split.before.length)), state.mode));
}

function fragmentOf(tokens: readonly Token[]) {
  return { math: mathOf(tokens), shown: shownOf(tokens) };
}

function negatedToken(split: NonNullable<ReturnType<typeof splitOperand>>): Token {
  const fragment = negated(split);
  return { kind: 'operand', math: `(${fragment.math})`, shown: fragment.shown, source: split.operand };
}

function insertOperand(previous: CalculatorState, token: Token, value: number, replaceTyped = false): CalculatorState {
  const state = resume(previous, false);
  // MR over a number being typed replaces it, as on a desk calculator; π after 2 means 2×π
  const tokens = replaceTyped && state.tokens.at(-1)?.kind === 'number' ? state.tokens.slice(0, -1) : state.tokens;
  return showValue(state, [...withImplicitTimes(tokens), token], value);
}

function closeGroup(state: CalculatorState): CalculatorState {
  if (state.fresh) return state;
  const tokens = closeAutoOpens(state.tokens);
  if (openDepth(tokens) === 0) return state;
  const closed = [...tokens, closeToken];
  const split = splitOperand(closed);
  return showValue(state, closed, split ? evaluateExpression(split.math, state.mode) : Number.NaN);
}

/** What the bottom line shows after an edit: the number being typed, else the operand's value. */
function redisplay(state: CalculatorState, tokens: Token[]): CalculatorState {
  const last = tokens.at(-1);
  if (last?.kind === 'number') return showTyped(state, tokens, last.shown);
  const split = endsWithOperand(tokens) ? splitOperand(tokens) : null;
  const value = split ? evaluateExpression(split.math, state.mode) : 0;
  return { ...state, tokens, display: Number.isNaN(value) ? '0' : formatNumber(value), value: Number.isNaN(value) ? 0 : value };
}

function backspace(state: CalculatorState): CalculatorState {
  const last = state.tokens.at(-1);
  if (state.fresh || !last) return state;
  const rest = state.tokens.slice(0, -1);
  if (last.kind === 'number') {
    const text = last.shown.slice(0, -1);
    return redisplay(state, text === '' || text === '-' ? rest : [...rest, numberToken(text)]);
  }
  return redisplay(state, last.source ? [...rest, ...last.source] : rest);
}

function clearEntry(state: CalculatorState): CalculatorState {
  if (state.fresh) return clear(state);
  const kind = state.tokens.at(-1)?.kind;
  const tokens = kind === 'number' || kind === 'operand' ? state.tokens.slice(0, -1) : state.tokens;
  return { ...state, tokens, display: '0', value: 0 };
}

function clear(state: CalculatorState): CalculatorState {
  return { ...initialCalculatorState, mode: state.mode, memory: state.memory };
}

function equals(state: CalculatorState): CalculatorState {
  // "=" again re-evaluates, which is how a Deg/Rad switch reaches the result on screen
  if (state.tokens.length === 0) return state;
  const tokens = closeAll(state.tokens);
  const value = evaluateExpression(mathOf(tokens), state.mode);
  return { ...state, tokens, display: formatNumber(value), value, fresh: true };
}

function memory(state: CalculatorState, operation: MemoryOperation): CalculatorState {
  const value = Number.isFinite(state.value) ? state.value : 0;
  switch (operation) {
    case 'MC':
      return { ...state, memory: 0 };
    case 'MS':
      return { ...state, memory: value, replaceEntry: true };
    case 'M+':
      return { ...state, memory: state.memory + value, replaceEntry: true };
    case 'M-':
      return { ...state, memory: state.memory - value, replaceEntry: true };
    case 'MR':
      return { ...insertOperand(state, valueToken(state.memory), state.memory, true), replaceEntry: true };
  }
}

function exponent(state: CalculatorState): CalculatorState {
  const last = state.tokens.at(-1);
  if (state.fresh || last?.kind !== 'number' || last.shown.includes('e')) return state;
  const text = `${last.shown.replace(/\.$/, '')}e`;
  return showTyped(state, [...state.tokens.slice(0, -1), numberToken(text)], text);
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  const next = step(state, action);
  return next.replaceEntry && action.type !== 'memory' ? { ...next, replaceEntry: false } : next;
}

function step(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'digit':
      return enterDigit(state, action.digit);
    case 'operator':
      return enterOperator(state, action.operator);
    case 'function':
      return applyFunction(state, action.name);
    case 'constant':
      return insertOperand(state, CONSTANTS[action.name].token, CONSTANTS[action.name].value);
    case 'open': {
      const resumed = resume(state, false);
      return { ...resumed, tokens: [...withImplicitTimes(resumed.tokens), { kind: 'open', math: '(', shown: '(' }] };
    }
    case 'close':
      return closeGroup(state);
    case 'exp':
      return exponent(state);
    case 'negate':
      return negate(state);
    case 'backspace':
      return backspace(state);
    case 'clear':
      return clear(state);
    case 'clearEntry':
      return clearEntry(state);
    case 'equals':
      return equals(state);
    case 'mode':
      return { ...state, mode: action.mode };
    case 'memory':
      return memory(state, action.operation);
  }
}
