// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ExamQuestion } from '../../../../shared/api/exam.ts';
import { PREVIEW_SECONDS_PER_MARK, previewSeconds, usePreviewSession } from './use-preview-session.ts';

const question: ExamQuestion = {
  _id: 'q-preview',
  questionText: 'Evaluate $$\\int_0^1 x^2\\,dx$$',
  questionImage: null,
  options: ['1/2', '1/3', '1/4', '1'].map((text, index) => ({ _id: `q-preview:${index}`, text, image: null })),
  section: 'Technical',
  marks: 2,
  type: 'MCQ',
  questionRemarks: null,
};

const fetchSpy = vi.fn();

beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal('fetch', fetchSpy);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePreviewSession', () => {
  it('opens the one question as an exam does: visited, not answered, with its share of the time', () => {
    const { result } = renderHook(() => usePreviewSession(question));
    const session = result.current;
    expect(session.ordered).toEqual([question]);
    expect(session.question).toBe(question);
    expect(session.answers).toEqual({ 'q-preview': { answer: null, status: 'not-answered' } });
    expect(session.counts).toMatchObject({ 'not-answered': 1, answered: 0 });
    expect(session.phase).toBe('running');
    expect(session.locked).toBe(false);
    expect(session.showSections).toBe(true);
    expect(session.target).toMatchObject({ kind: 'test', palette: 'gate', defaultQuestionType: 'MCQ' });
    // 2 marks of a GATE paper's 180 minutes for 100 marks
    expect(previewSeconds(question)).toBe(2 * PREVIEW_SECONDS_PER_MARK);
    expect(session.secondsLeft).toBe(216);
  });

  it('keeps choosing, marking and clearing in memory, by the exam’s own rules', () => {
    const { result } = renderHook(() => usePreviewSession(question));
    act(() => result.current.setAnswer(2));
    expect(result.current.answers['q-preview']).toEqual({ answer: 2, status: 'answered' });
    act(() => result.current.markAndNext());
    expect(result.current.answers['q-preview']).toEqual({ answer: 2, status: 'marked-for-review' });
    expect(result.current.counts['answered-marked']).toBe(1);
    act(() => result.current.clear());
    expect(result.current.answers['q-preview']).toEqual({ answer: null, status: 'not-answered' });
    act(() => result.current.setAnswer(1));
    act(() => result.current.saveAndNext());
    expect(result.current.answers['q-preview']).toEqual({ answer: 1, status: 'answered' });
    expect(result.current.current).toBe(0);
  });

  it('submits without the server: the choice is the outcome and the view locks', () => {
    const { result } = renderHook(() => usePreviewSession(question));
    act(() => result.current.setAnswer(0));
    act(() => result.current.submit());
    expect(result.current.outcome).toMatchObject({ selected: 0, endedBy: 'learner' });
    expect(result.current.phase).toBe('submitted');
    expect(result.current.locked).toBe(true);
    act(() => result.current.setAnswer(3));
    expect(result.current.outcome?.selected).toBe(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('submits by itself when the clock reaches zero, and starts again on restart', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePreviewSession(question, 3));
    act(() => result.current.setAnswer(1));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.outcome).toMatchObject({ selected: 1, endedBy: 'deadline', timeTakenSeconds: 3 });

    act(() => result.current.restart());
    expect(result.current.outcome).toBeNull();
    expect(result.current.phase).toBe('running');
    expect(result.current.answers['q-preview']).toEqual({ answer: null, status: 'not-answered' });
    expect(result.current.secondsLeft).toBe(3);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
