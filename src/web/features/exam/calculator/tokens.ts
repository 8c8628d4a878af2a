import { formatNumber } from './evaluate.ts';

export type TokenKind = 'number' | 'operand' | 'operator' | 'open' | 'close';

/** One piece of the expression, kept twice: as mathjs reads it and as the top line shows it. */
export interface Token {
  readonly kind: TokenKind;
  readonly math: string;
  readonly shown: string;
  /** what a wrapping key (sin, x², ±, ʸ√x) replaced, so Backspace gives it back */
  readonly source?: readonly Token[];
  /** an open made by ʸ√x or logᵧx: the next operator outside it closes it, unseen */
  readonly autoClose?: boolean;
}

/** A number as typed ("12.", "-3", "2e-"): the text stays as typed so digits can be added to it. */
export function numberToken(text: string): Token {
  // a half-typed "2e-" or "5." still means 2 or 5 when evaluated
  const complete = text.replace(/e-?$/, '').replace(/\.$/, '');
  return { kind: 'number', math: complete.startsWith('-') ? `(${complete})` : complete, shown: text };
}

/** A computed number (a result, the memory): mathjs gets every digit, the top line the rounded form. */
export function valueToken(value: number): Token {
  return { kind: 'operand', math: value < 0 ? `(${value})` : String(value), shown: formatNumber(value) };
}

export function numberValue(text: string): number {
  return Number(numberToken(text).math.replace(/[()]/g, ''));
}

export const closeToken: Token = { kind: 'close', math: ')', shown: ')' };
const silentCloseToken: Token = { kind: 'close', math: ')', shown: '' };
export const timesToken: Token = { kind: 'operator', math: '*', shown: '×' };

export function endsWithOperand(tokens: readonly Token[]): boolean {
  const kind = tokens.at(-1)?.kind;
  return kind === 'number' || kind === 'operand' || kind === 'close';
}

/** A key that starts an operand right after another one (π after 2, "(" after ")") means multiply. */
export function withImplicitTimes(tokens: readonly Token[]): Token[] {
  return endsWithOperand(tokens) ? [...tokens, timesToken] : [...tokens];
}

/** Index of each open token still waiting for its close, innermost last. */
function unclosedOpens(tokens: readonly Token[]): number[] {
  const opens: number[] = [];
  tokens.forEach((token, index) => {
    if (token.kind === 'open') opens.push(index);
    if (token.kind === 'close') opens.pop();
  });
  return opens;
}

export function openDepth(tokens: readonly Token[]): number {
  return unclosedOpens(tokens).length;
}

/** Closes the ʸ√x / logᵧx groups that end here, once their second operand has been typed. */
export function closeAutoOpens(tokens: readonly Token[]): Token[] {
  const result = [...tokens];
  let opens = unclosedOpens(result);
  while (endsWithOperand(result) && opens.length > 0 && result[opens[opens.length - 1] ?? -1]?.autoClose) {
    result.push(silentCloseToken);
    opens = unclosedOpens(result);
  }
  return result;
}

/** Closes everything still open, for "=". */
export function closeAll(tokens: readonly Token[]): Token[] {
  const result = [...tokens];
  for (const index of unclosedOpens(tokens).reverse()) {
    result.push(tokens[index]?.autoClose ? silentCloseToken : closeToken);
  }
  return result;
}

/** Where the last operand begins: the number or value itself, or the open token of a closed group. */
export function lastOperandStart(tokens: readonly Token[]): number | null {
  const last = tokens.at(-1);
  if (last?.kind === 'number' || last?.kind === 'operand') return tokens.length - 1;
  if (last?.kind !== 'close') return null;
  let depth = 0;
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const kind = tokens[index]?.kind;
    if (kind === 'close') depth += 1;
    if (kind === 'open') depth -= 1;
    if (depth === 0) return index;
  }
  return null;
}

export function mathOf(tokens: readonly Token[]): string {
  return tokens.map((token) => token.math).join('');
}

export function shownOf(tokens: readonly Token[]): string {
  // "2+(-3)" rather than "2+-3"; a number's own text stays unbracketed so digits can still be added to it
  const bracketNegative = (token: Token, index: number) =>
    index > 0 && token.kind === 'number' && token.shown.startsWith('-') ? `(${token.shown})` : token.shown;
  return tokens.map(bracketNegative).join('');
}
