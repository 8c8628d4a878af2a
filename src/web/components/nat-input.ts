// What GATE's numeric keypad does to the answer box of a numerical-answer question (NAT): the text
// and where the caret stands, changed one key at a time. Pure, so every rule is unit-tested, and the
// on-screen keys and a physical keyboard go through the same steps.
import { NAT_ANSWER, NAT_MAX_DECIMALS } from '../../shared/exam/answer-key.ts';

export interface NatText {
  text: string;
  /** where the caret stands: 0 before the first character, text.length after the last */
  caret: number;
}

export type NatKey =
  '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | '-' | 'backspace' | 'delete' | 'clear' | 'left' | 'right' | 'home' | 'end';

// what the box may hold on the way to a number: an optional minus at the start, at most nine digits,
// one point with at most six digits after it ('-' and '' are allowed here, and are not an answer yet)
const ON_THE_WAY = new RegExp(`^-?\\d{0,9}(?:\\.\\d{0,${NAT_MAX_DECIMALS}})?$`);

export const natText = (answer: string | null): NatText => ({ text: answer ?? '', caret: (answer ?? '').length });

/** The answer the text stands for: the text itself once it is a whole number as the keypad writes it, else none. */
export const natAnswerOf = (text: string): string | null => (NAT_ANSWER.test(text) ? text : null);

function insert(state: NatText, typed: string): NatText {
  const { text, caret } = state;
  const next = { text: text.slice(0, caret) + typed + text.slice(caret), caret: caret + typed.length };
  return ON_THE_WAY.test(next.text) ? next : state;
}

/** The box after one key; a key that would make the text something no number starts with changes nothing. */
export function pressNatKey(state: NatText, key: NatKey): NatText {
  const { text, caret } = state;
  switch (key) {
    case 'clear':
      return { text: '', caret: 0 };
    case 'left':
      return { text, caret: Math.max(0, caret - 1) };
    case 'right':
      return { text, caret: Math.min(text.length, caret + 1) };
    case 'home':
      return { text, caret: 0 };
    case 'end':
      return { text, caret: text.length };
    case 'backspace': {
      if (caret === 0) return state;
      const next = { text: text.slice(0, caret - 1) + text.slice(caret), caret: caret - 1 };
      return ON_THE_WAY.test(next.text) ? next : state;
    }
    case 'delete': {
      if (caret === text.length) return state;
      const next = { text: text.slice(0, caret) + text.slice(caret + 1), caret };
      return ON_THE_WAY.test(next.text) ? next : state;
    }
    case '.': {
      // a point with no digit before it is written '0.', as a calculator does: '.5' is no number
      const digitBefore = caret > 0 && /\d/.test(text[caret - 1]!);
      return insert(state, digitBefore ? '.' : '0.');
    }
    default:
      return insert(state, key);
  }
}

/** The key a physical keyboard's key stands for in the box, or null for one the box ignores. */
export function natKeyOf(key: string): NatKey | null {
  if (/^\d$/.test(key)) return key as NatKey;
  switch (key) {
    case '.':
    case ',': // the decimal key of some keyboards' number pads
      return '.';
    case '-':
    case '−':
      return '-';
    case 'Backspace':
      return 'backspace';
    case 'Delete':
      return 'delete';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'Home':
      return 'home';
    case 'End':
      return 'end';
    default:
      return null;
  }
}
