// @vitest-environment jsdom
// The NAT keypad in Hindi (issue 30): its box, its keys' names and its hints; the digits stay digits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { appI18n } from '../i18n/index.ts';
import { NatAnswer } from './nat-keypad.tsx';

beforeEach(async () => {
  await appI18n.changeLanguage('hi');
});

afterEach(async () => {
  cleanup();
  await appI18n.changeLanguage('en');
});

describe('NatAnswer in Hindi', () => {
  it('names the box and every key in Hindi, and still answers with the number typed', () => {
    const onAnswer = vi.fn();
    render(<NatAnswer number={3} answer={null} disabled={false} onAnswer={onAnswer} />);
    expect(screen.getByLabelText('आपका उत्तर')).toBeTruthy();
    const keypad = within(screen.getByRole('group', { name: /^प्रश्न 3/ }));
    fireEvent.click(keypad.getByRole('button', { name: '7' }));
    expect(onAnswer).toHaveBeenLastCalledWith('7');
    expect(keypad.getByRole('button', { name: 'दशमलव बिंदु' })).toBeTruthy();
    expect(keypad.getByRole('button', { name: 'सब मिटाएँ' })).toBeTruthy();
    expect(keypad.queryByRole('button', { name: 'Clear All' })).toBeNull();
    expect(keypad.queryByRole('button', { name: 'Backspace' })).toBeNull();
  });
});
