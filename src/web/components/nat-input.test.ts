import { describe, expect, it } from 'vitest';
import { natAnswerOf, natKeyOf, natText, pressNatKey, type NatKey, type NatText } from './nat-input.ts';

const press = (state: NatText, ...keys: NatKey[]) => keys.reduce(pressNatKey, state);
const typed = (...keys: NatKey[]) => press(natText(null), ...keys);

describe('the NAT keypad', () => {
  it('writes digits at the caret, and the answer is the text once it is a number', () => {
    expect(typed('4', '2')).toEqual({ text: '42', caret: 2 });
    expect(natAnswerOf('42')).toBe('42');
    expect(natAnswerOf('')).toBeNull();
  });

  it('takes a minus only at the start, and only one', () => {
    expect(typed('-', '2', '.', '5')).toEqual({ text: '-2.5', caret: 4 });
    expect(typed('3', '-')).toEqual({ text: '3', caret: 1 });
    expect(typed('-', '-')).toEqual({ text: '-', caret: 1 });
    // back at the start of '3', the minus goes in front of it
    expect(press(typed('3'), 'home', '-')).toEqual({ text: '-3', caret: 1 });
    // nothing goes before the minus
    expect(press(typed('-', '3'), 'home', '7')).toEqual({ text: '-3', caret: 0 });
    expect(natAnswerOf('-')).toBeNull();
  });

  it('takes one point; a point with no digit before it is written 0.', () => {
    expect(typed('1', '.', '.', '5')).toEqual({ text: '1.5', caret: 3 });
    expect(typed('.', '5')).toEqual({ text: '0.5', caret: 3 });
    expect(typed('-', '.', '2')).toEqual({ text: '-0.2', caret: 4 });
    expect(natAnswerOf('3.')).toBe('3.');
  });

  it('keeps to nine digits before the point and six after it', () => {
    expect(typed('1', '2', '3', '4', '5', '6', '7', '8', '9', '0').text).toBe('123456789');
    expect(typed('0', '.', '1', '2', '3', '4', '5', '6', '7').text).toBe('0.123456');
  });

  it('moves the caret with left and right, within the text, and edits there', () => {
    const state = press(typed('1', '2', '3'), 'left', 'left');
    expect(state.caret).toBe(1);
    expect(press(state, '9')).toEqual({ text: '1923', caret: 2 });
    expect(press(state, 'backspace')).toEqual({ text: '23', caret: 0 });
    expect(press(state, 'delete')).toEqual({ text: '13', caret: 1 });
    expect(press(state, 'left', 'left', 'left').caret).toBe(0);
    expect(press(state, 'right', 'right', 'right').caret).toBe(3);
    expect(press(natText(null), 'backspace')).toEqual({ text: '', caret: 0 });
  });

  it('Clear All empties the box', () => {
    expect(press(typed('-', '4', '.', '2'), 'clear')).toEqual({ text: '', caret: 0 });
  });

  it('refuses a deletion that would join the digits past nine', () => {
    const long = press(natText('12345.6789'), 'home', 'right', 'right', 'right', 'right', 'right', '9', '9', '9', '9');
    expect(long.text).toBe('123459999.6789');
    expect(press(long, 'right', 'backspace').text).toBe('123459999.6789');
  });

  it('reads the physical keys the box takes', () => {
    expect(['7', '.', ',', '-', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].map(natKeyOf)).toEqual([
      '7',
      '.',
      '.',
      '-',
      'backspace',
      'delete',
      'left',
      'right',
      'home',
      'end',
    ]);
    expect(natKeyOf('e')).toBeNull();
    expect(natKeyOf('+')).toBeNull();
  });
});
