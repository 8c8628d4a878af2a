// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Calculator } from './calculator.tsx';
import { CalculatorToggle } from './calculator-toggle.tsx';

afterEach(cleanup);

function press(...names: string[]) {
  for (const name of names) fireEvent.click(screen.getByRole('button', { name }));
}

const result = () => screen.getByRole('status', { name: 'Result' }).textContent;
const expression = () => screen.getByRole('status', { name: 'Expression' }).textContent;

describe('Calculator', () => {
  it('renders as a dialog at 100, 100 showing 0', () => {
    render(<Calculator onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Scientific Calculator' });
    expect(dialog.style.left).toBe('100px');
    expect(dialog.style.top).toBe('100px');
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
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(result()).toBe('0');
  });

  it('keeps memory across keys', () => {
    render(<Calculator onClose={() => {}} />);
    press('2', '5', 'MS, memory store', 'clear', '4', 'multiply', 'MR, memory recall', 'equals');
    expect(result()).toBe('100');
  });

  it('moves when its title bar is dragged', () => {
    render(<Calculator onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const handle = screen.getByText('Scientific Calculator');
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 150, clientY: 110 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 250, clientY: 160 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect([dialog.style.left, dialog.style.top]).toEqual(['200px', '150px']);
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 400, clientY: 400 });
    expect(dialog.style.left).toBe('200px');
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
