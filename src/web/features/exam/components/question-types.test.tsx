// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderExam, typedQuestions } from './exam-view.harness.tsx';

vi.mock('../api.ts', () => ({
  saveAnswers: vi.fn(async () => 'saved'),
  fetchAttempt: vi.fn(async () => new Promise(() => {})),
}));

const palette = () => within(screen.getByRole('navigation', { name: 'Question Palette' }));
const keypad = () => within(screen.getByRole('group', { name: /^Keypad for question/ }));
const box = () => screen.getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement;
const press = (...names: string[]) => names.forEach((name) => fireEvent.click(keypad().getByRole('button', { name })));
const stored = () =>
  (JSON.parse(localStorage.getItem('prepverse:exam-queue:att-1') ?? '{}') as { entries?: Record<string, { answer: unknown; status: string }> }).entries ?? {};
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

// the paper opens on the MSQ (m1), then the NATs n1 and n2, then the MCQ c1
const renderTyped = () => renderExam(vi.fn(), undefined, typedQuestions);

describe('an MSQ', () => {
  it('takes any number of options as checkboxes, sends them sorted, and none ticked is no answer', () => {
    const { handle } = renderTyped();
    expect(screen.getByTitle('Multiple select (one or more answers)').textContent).toContain('MSQ');
    const box = (letter: string) => screen.getByRole('checkbox', { name: new RegExp(`^Option ${letter}:`) });
    fireEvent.click(box('C'));
    fireEvent.click(box('A'));
    expect(handle.session!.answers['m1']).toEqual({ answer: [0, 2], status: 'answered' });
    expect(palette().getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    expect(stored()['m1']).toMatchObject({ answer: [0, 2], status: 'answered' });
    fireEvent.click(box('A'));
    expect(handle.session!.answers['m1']!.answer).toEqual([2]);
    fireEvent.click(box('C'));
    expect(handle.session!.answers['m1']).toEqual({ answer: null, status: 'not-answered' });
    expect((box('C') as HTMLInputElement).checked).toBe(false);
  });

  it('keeps its ticks through Mark for Review & Next, and Clear Response unticks them all', () => {
    const { handle } = renderTyped();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Option B:/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Option D:/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    expect(palette().getByRole('button', { name: 'Question 1, answered and marked for review' })).toBeTruthy();
    fireEvent.click(palette().getByRole('button', { name: /^Question 1,/ }));
    expect(screen.getAllByRole('checkbox').map((input) => (input as HTMLInputElement).checked)).toEqual([false, true, false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect(screen.getAllByRole('checkbox').some((input) => (input as HTMLInputElement).checked)).toBe(false);
    expect(handle.session!.answers['m1']).toEqual({ answer: null, status: 'not-answered' });
  });
});

describe('a NAT on the keypad', () => {
  it('names every key, types at the caret, takes a minus only at the start and one point', () => {
    const { handle } = renderTyped();
    next();
    expect(screen.getByTitle('Numerical answer').textContent).toContain('NAT');
    const names = keypad()
      .getAllByRole('button')
      .map((key) => key.getAttribute('aria-label'));
    expect(names).toEqual(['Backspace', '7', '8', '9', '4', '5', '6', '1', '2', '3', '0', 'Decimal point', 'Minus', 'Move left', 'Move right', 'Clear All']);
    press('Minus', '2', 'Minus', 'Decimal point', '5', 'Decimal point');
    expect(box().value).toBe('-2.5');
    expect(handle.session!.answers['n1']).toEqual({ answer: '-2.5', status: 'answered' });
    // the caret goes back before the 2: a digit lands there, a minus does not
    press('Move left', 'Move left', 'Move left', '1', 'Minus');
    expect(box().value).toBe('-12.5');
    press('Move right', 'Backspace');
    expect(box().value).toBe('-1.5');
    expect(stored()['n1']).toMatchObject({ answer: '-1.5', status: 'answered' });
  });

  it('Clear All empties the box; a lone minus is no answer', () => {
    const { handle } = renderTyped();
    next();
    press('4', '2', 'Clear All');
    expect(box().value).toBe('');
    expect(handle.session!.answers['n1']).toEqual({ answer: null, status: 'not-answered' });
    press('Minus');
    expect(box().value).toBe('-');
    expect(handle.session!.answers['n1']!.answer).toBeNull();
    expect(screen.getByText('Not a number yet: this is not saved as an answer.')).toBeTruthy();
    next();
    expect(palette().getByRole('button', { name: 'Question 2, not answered' })).toBeTruthy();
  });

  it('keeps the number through Save & Next, and Clear Response empties the box', () => {
    const { handle } = renderTyped();
    next();
    press('8');
    next();
    expect(palette().getByRole('button', { name: 'Question 2, answered' })).toBeTruthy();
    fireEvent.click(palette().getByRole('button', { name: /^Question 2,/ }));
    expect(box().value).toBe('8');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect(box().value).toBe('');
    expect(handle.session!.answers['n1']).toEqual({ answer: null, status: 'not-answered' });
  });
});

describe('a NAT by the physical keyboard', () => {
  it('takes digits, a point, a minus, Backspace, Delete and the arrows while the box has focus, and nothing else', () => {
    const { handle } = renderTyped();
    next();
    box().focus();
    const type = (...keys: string[]) => keys.forEach((key) => fireEvent.keyDown(box(), { key }));
    type('-', '3', 'a', '.', '7', '5', '-');
    expect(box().value).toBe('-3.75');
    type('ArrowLeft', 'ArrowLeft', 'Backspace');
    expect(box().value).toBe('-375');
    type('Home', 'Delete', 'End', '0');
    expect(box().value).toBe('3750');
    expect(box().selectionStart).toBe(4);
    expect(handle.session!.answers['n1']).toEqual({ answer: '3750', status: 'answered' });
    // a key the box does not take is stopped before the browser writes it
    expect(fireEvent.keyDown(box(), { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(box(), { key: 'Tab' })).toBe(true);
  });
});

describe('the Question Paper', () => {
  it("shows the current section's questions read-only, with their type and marks, and closes with Escape", async () => {
    renderTyped();
    const button = screen.getByRole('button', { name: 'Question Paper' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Question Paper: Technical' });
    const items = within(dialog).getAllByRole('heading', { level: 3 });
    expect(items.map((item) => item.textContent)).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4']);
    expect(within(dialog).getByText('Which are prime?')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Options of question 1' }).textContent).toContain('Option C: 5');
    expect(within(dialog).getAllByText('Numerical answer: entered with the keypad.')).toHaveLength(2);
    expect(within(dialog).getAllByTitle('Multiple select (one or more answers)')[0]!.parentElement!.textContent).toBe('MSQ · 1 mark');
    // read-only: nothing in it can be ticked or typed into
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
