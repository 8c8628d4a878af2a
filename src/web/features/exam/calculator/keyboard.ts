import type { CalculatorAction, Digit } from './engine.ts';

const DIGITS = new Set<string>(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.']);

function isDigit(key: string): key is Digit {
  return DIGITS.has(key);
}

/** The physical key that stands for a calculator key, or null for keys the calculator leaves alone (Escape closes it). */
export function actionForKey(key: string): CalculatorAction | null {
  if (isDigit(key)) return { type: 'digit', digit: key };
  switch (key) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '^':
      return { type: 'operator', operator: key };
    case '(':
      return { type: 'open' };
    case ')':
      return { type: 'close' };
    case '%':
      return { type: 'function', name: 'percent' };
    case '!':
      return { type: 'function', name: 'factorial' };
    case 'Enter':
    case '=':
      return { type: 'equals' };
    case 'Backspace':
      return { type: 'backspace' };
    case 'Delete':
      return { type: 'clearEntry' };
    default:
      return null;
  }
}
