// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../lib/http.ts';
import type { SubmitResult } from '../hooks/use-exam-session.ts';
import { attempt, renderExam, type Submit } from './exam-view.harness.tsx';

const saveAnswers = vi.fn(async () => 'saved' as const);
vi.mock('../api.ts', () => ({
  saveAnswers: (...args: unknown[]) => saveAnswers(...(args as [])),
  fetchAttempt: vi.fn(async () => new Promise(() => {})),
}));

const palette = () => within(screen.getByRole('navigation', { name: 'Question Palette' }));
const radio = (name: RegExp) => screen.getByRole('radio', { name });

async function confirmSubmit() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit Test' }));
  // the confirmation's code loads after the first question
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, submit' }));
}

beforeEach(() => {
  localStorage.clear();
  saveAnswers.mockReset();
  saveAnswers.mockResolvedValue('saved');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ExamView with the exam session', () => {
  it('shows the header, the sections, the question and the watermark', () => {
    renderExam(vi.fn());
    expect(screen.getByRole('heading', { name: 'Mock Test' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time Left' }).textContent).toMatch(/Time Left(20:00|19:59)/);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/testseriesdetail/s1');
    expect(screen.getByRole('navigation', { name: 'Sections' }).textContent).toContain('Aptitude');
    expect(screen.getByText('Section: Aptitude | Marks: 1')).toBeTruthy();
    const marks = document.querySelectorAll('[data-watermark]');
    expect(marks).toHaveLength(100);
    // decoration: hidden from readers, and no text in the page (CSS draws the e-mail from the attribute)
    expect(marks[0]!.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(marks[0]!.getAttribute('data-watermark')).toMatch(/@/);
    expect(document.querySelector('[data-watermarks]')!.textContent).toBe('');
    expect(palette().getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
  });

  it('wires choosing, Save & Next, Mark for Review & Next and Clear Response to the palette and the autosave queue', () => {
    renderExam(vi.fn());
    fireEvent.click(radio(/^Option B:\s*56$/));
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeTruthy();
    fireEvent.click(radio(/^Option A:\s*Slow$/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect((radio(/^Option A:\s*Slow$/) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    expect(screen.getByText('Section: Technical | Marks: 1')).toBeTruthy();
    expect(palette().getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    expect(palette().getByRole('button', { name: 'Question 2, marked for review' })).toBeTruthy();
    expect(palette().getByRole('button', { name: 'Question 3, not answered' })).toBeTruthy();
    // every change is on the device before any request
    const stored = JSON.parse(localStorage.getItem('prepverse:exam-queue:att-1') ?? '{}') as {
      entries: Record<string, { answer: number | null; status: string }>;
    };
    expect(stored.entries['q1']).toMatchObject({ answer: 1, status: 'answered' });
    expect(stored.entries['q2']).toMatchObject({ answer: null, status: 'marked-for-review' });
  });

  it('times each question while it is on screen and the page visible, keeps the totals on the device and submits them', async () => {
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    let visibility: DocumentVisibilityState = 'visible';
    const visible = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    onTestFinished(() => {
      clock.mockRestore();
      visible.mockRestore();
    });
    const setVisibility = (state: DocumentVisibilityState) => {
      visibility = state;
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    const storedTimes = () =>
      (JSON.parse(localStorage.getItem('prepverse:exam-queue:att-1') ?? '{}') as { times?: Record<string, { seconds: number }> }).times ?? {};
    saveAnswers.mockResolvedValue('offline' as never); // nothing acknowledged: the totals stay on the device
    const submit = vi.fn<Submit>(async () => ({ score: 0, maxMarks: 3 }));
    // the server already holds 10 s on question 2 from an earlier visit
    renderExam(submit, { ...attempt(), answers: { q2: { answer: null, status: 'not-answered', seconds: 10 } } });

    now += 30_000;
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(storedTimes()['q1']?.seconds).toBe(30);
    now += 5_000;
    setVisibility('hidden'); // the page hidden: the visit ends, and its time is on the device at once
    expect(storedTimes()['q2']?.seconds).toBe(15);
    now += 600_000; // hidden: not counted
    setVisibility('visible');
    now += 4_000;
    fireEvent.click(palette().getByRole('button', { name: /^Question 1,/ }));
    expect(storedTimes()['q2']?.seconds).toBe(19);
    now += 12_000;
    await confirmSubmit();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0].seconds).toEqual({ q1: 42, q2: 19 });
    // only opened, never answered: the time made no answer of them
    expect(submit.mock.calls[0]![0].answers).toEqual({});
  });

  it('ignores a second submit while submitting, and every answer change after submission', async () => {
    let finish: (result: SubmitResult) => void = () => {};
    const submit = vi.fn(() => new Promise<SubmitResult>((resolve) => (finish = resolve)));
    const { handle, onSubmitted, onEnded } = renderExam(submit);
    fireEvent.click(radio(/^Option B:\s*56$/));
    await confirmSubmit();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Submitting...' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => handle.session!.submit());
    await act(async () => finish({ score: 1, maxMarks: 3 }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith({ score: 1, maxMarks: 3 });
    expect(onEnded).toHaveBeenCalledTimes(1);

    act(() => {
      handle.session!.setAnswer(0);
      handle.session!.clear();
      handle.session!.markAndNext();
      handle.session!.submit();
    });
    expect(handle.session!.answers['q1']).toEqual({ answer: 1, status: 'answered' });
    expect(handle.session!.current).toBe(0);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(radio(/^Option A:\s*54$/).matches(':disabled')).toBe(true);
  });

  it('unlocks after a failed submit so the learner can go on and retry', async () => {
    const submit = vi.fn<Submit>().mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValueOnce({ score: 0, maxMarks: 3 });
    saveAnswers.mockResolvedValue('offline' as never);
    const { handle } = renderExam(submit);
    await confirmSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline');
    fireEvent.click(radio(/^Option A:\s*54$/));
    expect(handle.session!.answers['q1']).toEqual({ answer: 0, status: 'answered' });
    await confirmSubmit();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    // the retry carries the answer the server has not acknowledged yet
    expect(submit.mock.calls[1]![0].answers).toMatchObject({ q1: { answer: 0, status: 'answered' } });
  });

  it('submits by itself once when the clock reaches zero, and pulses in the last 15 seconds', async () => {
    vi.useFakeTimers();
    const submit = vi.fn(async () => ({ score: 0, maxMarks: 3 }));
    renderExam(submit, attempt(16_500));
    const clock = screen.getByRole('timer', { name: 'Time Left' });
    expect(clock.className).not.toContain('animate-pulse');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(clock.textContent).toContain('00:15');
    expect(clock.className).toContain('animate-pulse');
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    expect(clock.textContent).toContain('00:00');
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('shows the offline notice when the connection drops', () => {
    renderExam(vi.fn());
    expect(screen.queryByText(/You are offline/)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('You are offline. Your answers are kept on this device and will be sent when you reconnect.')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
