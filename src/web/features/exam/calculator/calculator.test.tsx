// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Calculator } from './calculator.tsx';
import { CalculatorToggle } from './calculator-toggle.tsx';

afterEach(cleanup);

function press(...names: string[]) {
  for (const name of names) fireEvent.click(screen.getByRole('button', { name }));
}

const result = () => screen.getByRole('status', { name: 'Result' }).textContent;
const expression = () => screen.getByRole('status', { name: 'Expression' }).textContent;

describe('Calculator', () => {
  it('renders as a docked dialog showing 0 (a wide screen where matchMedia is missing)', () => {
    render(<Calculator onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Scientific Calculator' });
    expect(dialog.dataset.calculator).toBe('docked');
    expect(result()).toBe('0');
    expect(screen.getByRole('radio', { name: 'Deg' })).toHaveProperty('checked', true);
  });

  it('computes 7 × 6 = 42 from clicked keys', () => {
    render(<Calculator onClose={() => {}} />);
    press('7', 'multiply', '6', 'equals');
    expect(expression()).toBe('7×6');
    expect(result()).toBe('42');
  });

  it('gives sin 90 in degrees or radians as the Deg/Rad switch says', () => {
    render(<Calculator onClose={() => {}} />);
    press('9', '0', 'sine');
    expect(result()).toBe('1');
    fireEvent.click(screen.getByRole('radio', { name: 'Rad' }));
    press('clear', '9', '0', 'sine');
    expect(result()).toBe('0.893996663601');
  });

  it('takes keyboard input when focused', () => {
    render(<Calculator onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    for (const key of ['1', '2', '+', '3', '0', 'Enter']) fireEvent.keyDown(dialog, { key });
    expect(result()).toBe('42');
    fireEvent.keyDown(dialog, { key: 'Delete' });
    expect(result()).toBe('0');
  });

  it('keeps memory across keys', () => {
    render(<Calculator onClose={() => {}} />);
    press('2', '5', 'MS, memory store', 'clear', '4', 'multiply', 'MR, memory recall', 'equals');
    expect(result()).toBe('100');
  });

  it('moves to the other side of the question and back', () => {
    render(<Calculator onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.className).not.toContain('order-first');
    press('Move calculator to the other side');
    expect(dialog.className).toContain('order-first');
    press('Move calculator to the other side');
    expect(dialog.className).not.toContain('order-first');
  });

  it('calls onClose from its close button', () => {
    const onClose = vi.fn();
    render(<Calculator onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close calculator' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('CalculatorToggle', () => {
  it('loads the calculator on first opening and hides it on closing', async () => {
    render(<CalculatorToggle />);
    const toggle = screen.getByRole('button', { name: 'Calculator' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(toggle));
    expect(await screen.findByRole('dialog', { name: 'Scientific Calculator' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    press('Close calculator');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});

describe('Calculator keys by keyboard', () => {
  const key = (name: string) => screen.getByRole('button', { name });
  const arrow = (key: string, options: { ctrlKey?: boolean } = {}) => fireEvent.keyDown(document.activeElement!, { key, ...options });

  it('are one Tab stop: only one key is tabbable, and it follows the focus', () => {
    render(<Calculator onClose={() => {}} />);
    const grid = screen.getByRole('grid', { name: 'Calculator keys' });
    const keys = within(grid).getAllByRole('button');
    expect(keys).toHaveLength(59);
    expect(keys.filter((button) => button.tabIndex === 0).map((button) => button.textContent)).toEqual(['7']);
    act(() => key('sine').focus());
    expect(keys.filter((button) => button.tabIndex === 0).map((button) => button.getAttribute('aria-label'))).toEqual(['sine']);
    // the whole panel: close, move, the Deg/Rad group and the keys, and nothing else
    const panel = screen.getByRole('dialog');
    const stops = Array.from(panel.querySelectorAll<HTMLElement>('button, input')).filter((element) => element.tabIndex === 0);
    expect(stops.map((element) => element.getAttribute('aria-label') ?? element.parentElement?.textContent)).toEqual([
      'Move calculator to the other side',
      'Close calculator',
      'Deg',
      'Rad',
      'sine',
    ]);
  });

  it('move with the arrows, Home and End, and stop at the edges', () => {
    render(<Calculator onClose={() => {}} />);
    act(() => key('7').focus());
    arrow('ArrowRight');
    expect(document.activeElement).toBe(key('8'));
    arrow('ArrowDown');
    expect(document.activeElement).toBe(key('5'));
    arrow('ArrowDown');
    arrow('ArrowDown');
    // "0" spans two columns, "=" two rows
    expect(document.activeElement).toBe(key('0'));
    arrow('ArrowRight');
    arrow('ArrowRight');
    arrow('ArrowRight');
    expect(document.activeElement).toBe(key('equals'));
    arrow('ArrowRight');
    expect(document.activeElement).toBe(key('equals'));
    arrow('ArrowUp');
    expect(document.activeElement).toBe(key('1/x, reciprocal'));
    arrow('Home');
    expect(document.activeElement).toBe(key('pi'));
    arrow('ArrowLeft');
    expect(document.activeElement).toBe(key('pi'));
    arrow('End');
    expect(document.activeElement).toBe(key('1/x, reciprocal'));
    arrow('Home', { ctrlKey: true });
    expect(document.activeElement).toBe(key('modulo'));
    // above the Deg/Rad switch: the nearest key of the top row; Ctrl+End: the bottom-right key
    act(() => key('cosh, hyperbolic cosine').focus());
    arrow('ArrowUp');
    expect(document.activeElement).toBe(key('modulo'));
    arrow('End', { ctrlKey: true });
    expect(document.activeElement).toBe(key('equals'));
    expect(key('equals').tabIndex).toBe(0);
  });

  it('press the focused key with Enter reached by the keyboard, and typed keys still count', () => {
    render(<Calculator onClose={() => {}} />);
    act(() => key('7').focus());
    arrow('ArrowRight');
    fireEvent.click(document.activeElement!); // what Enter or Space does to a focused button
    fireEvent.keyDown(document.activeElement!, { key: '*' });
    fireEvent.keyDown(document.activeElement!, { key: '2' });
    fireEvent.keyDown(document.activeElement!, { key: '=' });
    expect(result()).toBe('16');
  });

  it('close on Escape and give focus back to the Calculator button', async () => {
    render(<CalculatorToggle />);
    const toggle = screen.getByRole('button', { name: 'Calculator' });
    await act(async () => fireEvent.click(toggle));
    const dialog = await screen.findByRole('dialog', { name: 'Scientific Calculator' });
    act(() => key('7').focus());
    arrow('ArrowDown');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // opened again, it takes the keyboard at once
    await act(async () => fireEvent.click(toggle));
    expect(document.activeElement).toBe(dialog);
  });
});
