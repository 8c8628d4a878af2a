// @vitest-environment jsdom
// Issue 42 part 4: the real CBT's way of saving, chosen before starting. A choice counts only once
// Save & Next (or Mark for Review & Next) saves it; leaving by the palette leaves the question Not
// Answered; only saved choices are sent and submitted, so a reload finds exactly those.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rememberSaveMode } from '../hooks/use-exam-session.ts';
import { attempt, renderExam, type Submit } from './exam-view.harness.tsx';

const saveAnswers = vi.fn(async () => 'saved' as const);
vi.mock('../api.ts', () => ({
  saveAnswers: (...args: unknown[]) => saveAnswers(...(args as [])),
  fetchAttempt: vi.fn(async () => new Promise(() => {})),
}));

const palette = () => within(screen.getByRole('navigation', { name: 'Question Palette' }));
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const UNSAVED = 'Not saved yet: press Save & Next (or Mark for Review & Next) to save this choice.';

beforeEach(() => {
  localStorage.clear();
  saveAnswers.mockReset();
  saveAnswers.mockResolvedValue('saved');
});
afterEach(() => cleanup());

describe('saving only with Save & Next, as in the real exam', () => {
  it('counts a choice only once Save & Next saves it; the palette says Not Answered until then', async () => {
    rememberSaveMode('att-1', 'save-and-next');
    const submit = vi.fn<Submit>(async () => ({ score: 1, maxMarks: 3 }));
    const { handle } = renderExam(submit);

    fireEvent.click(radio(/^Option B:\s*56$/));
    expect(radio(/^Option B:\s*56$/).checked).toBe(true);
    expect(screen.getByText(UNSAVED)).toBeTruthy();
    expect(palette().getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
    expect(handle.session!.answers['q1']).toEqual({ answer: null, status: 'not-answered' });

    // left by the palette: the choice is gone, the question stays Not Answered
    fireEvent.click(palette().getByRole('button', { name: /^Question 2,/ }));
    fireEvent.click(palette().getByRole('button', { name: /^Question 1,/ }));
    expect(radio(/^Option B:\s*56$/).checked).toBe(false);
    expect(screen.queryByText(UNSAVED)).toBeNull();

    // chosen again and saved with Save & Next: answered
    fireEvent.click(radio(/^Option B:\s*56$/));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(palette().getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();

    // question 2 chosen but never saved: submitted without it
    fireEvent.click(radio(/^Option B:\s*Quick$/));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    expect(dialog.textContent).toContain('2 questions are still without an answer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, submit' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    // the unsaved choice was neither autosaved nor submitted
    for (const call of saveAnswers.mock.calls) expect(JSON.stringify(call)).not.toMatch(/"q2":\{"answer":1/);
    expect(submit.mock.calls[0]![0].answers['q2']?.answer ?? null).toBeNull();
  });

  it('saves with Mark for Review & Next too, and a reload finds exactly the saved choices', () => {
    rememberSaveMode('att-1', 'save-and-next');
    const first = renderExam(vi.fn());
    fireEvent.click(radio(/^Option B:\s*56$/));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    fireEvent.click(radio(/^Option B:\s*Quick$/));
    const saved = first.handle.session!.answers;
    expect(saved['q1']).toEqual({ answer: 1, status: 'marked-for-review' });
    expect(saved['q2']).toEqual({ answer: null, status: 'not-answered' });
    cleanup();

    // the page again, from what the server holds
    renderExam(vi.fn(), { ...attempt(), answers: saved });
    expect(palette().getByRole('button', { name: /^Question 1, answered and marked for review/ })).toBeTruthy();
    fireEvent.click(palette().getByRole('button', { name: /^Question 2,/ }));
    expect(radio(/^Option B:\s*Quick$/).checked).toBe(false);
  });

  it('is not the default: without the choice, a click saves at once as the spec says', () => {
    const { handle } = renderExam(vi.fn());
    fireEvent.click(radio(/^Option B:\s*56$/));
    expect(handle.session!.answers['q1']).toEqual({ answer: 1, status: 'answered' });
    expect(screen.queryByText(UNSAVED)).toBeNull();
  });
});
