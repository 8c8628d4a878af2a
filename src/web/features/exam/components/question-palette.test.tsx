// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ExamQuestion } from '../../../../shared/api/exam.ts';
import { legendCounts, sectionRanges, type Answers } from '../../../../shared/exam/navigation.ts';
import { PaletteLegend } from './palette-legend.tsx';
import { QuestionPalette } from './question-palette.tsx';
import type { PaletteScheme } from './status-badge.tsx';

afterEach(cleanup);

const question = (id: string): ExamQuestion => ({
  _id: id,
  questionText: id,
  questionImage: null,
  options: [],
  section: 'Technical',
  marks: 1,
  type: 'MCQ',
  questionRemarks: null,
});

// five questions, one in each palette status
const ordered = ['q1', 'q2', 'q3', 'q4', 'q5'].map(question);
const answers: Answers = {
  q1: { answer: 1, status: 'answered' },
  q2: { answer: null, status: 'not-answered' },
  q3: { answer: null, status: 'marked-for-review' },
  q4: { answer: 0, status: 'marked-for-review' },
};

function renderPalette(scheme: PaletteScheme, onSelect: (index: number) => void = () => {}) {
  render(
    <>
      <QuestionPalette
        ordered={ordered}
        sections={sectionRanges(ordered)}
        answers={answers}
        current={0}
        scheme={scheme}
        showSections={false}
        onSelect={onSelect}
      />
      <PaletteLegend counts={legendCounts(ordered, answers)} scheme={scheme} />
    </>,
  );
}

const badgeOf = (number: number) => {
  const palette = within(screen.getByRole('navigation', { name: 'Question Palette' }));
  const button = palette.getByRole('button', { name: new RegExp(`^Question ${number}, `) });
  return button.querySelector('[data-status]')!;
};

describe('the question palette', () => {
  it('colours a quiz answered green, not-answered orange, marked purple and not-visited grey (SPEC §2)', () => {
    renderPalette('quiz');
    expect(badgeOf(1).className).toContain('bg-green-700');
    expect(badgeOf(2).className).toContain('bg-orange-500');
    expect(badgeOf(3).className).toContain('bg-purple-600');
    expect(badgeOf(4).className).toContain('bg-purple-600');
    expect(badgeOf(5).className).toContain('bg-slate-300');
  });

  it('keeps the colours tests have always had: not-answered deep orange, not-visited white', () => {
    renderPalette('gate');
    expect(badgeOf(2).className).toContain('bg-orange-700');
    expect(badgeOf(5).className).toContain('bg-slate-100');
  });

  it('counts the legend from the real questions, not a fixed 10', () => {
    renderPalette('quiz');
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    const count = (label: string) => legend.getByText(label, { exact: true }).closest('li')!.querySelector('[data-status]')!.textContent;
    expect(count('Answered')).toBe('1');
    expect(count('Not Answered')).toBe('1');
    expect(count('Marked for Review')).toBe('1');
    expect(count('Answered & Marked for Review')).toBe('1');
    expect(count('Not Visited')).toBe('1');
  });

  it('shows one plain grid without section headings when sections are off', () => {
    renderPalette('quiz');
    expect(screen.queryByText(/^Technical/)).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Question Palette' })).getAllByRole('button')).toHaveLength(5);
  });

  it('names every button by its number and status in words, so the status is never colour alone', () => {
    renderPalette('gate');
    const names = within(screen.getByRole('navigation', { name: 'Question Palette' }))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Question 1, answered',
      'Question 2, not answered',
      'Question 3, marked for review',
      'Question 4, answered and marked for review',
      'Question 5, not visited',
    ]);
    // and each status has its own shape: four distinct outlines, the fifth adds a tick
    const shapes = [1, 2, 3, 5].map((number) => [...badgeOf(number).classList].filter((name) => name.startsWith('rounded')).join(' '));
    expect(new Set(shapes).size).toBe(4);
    expect(badgeOf(4).querySelector('svg')).not.toBeNull();
    expect(badgeOf(3).querySelector('svg')).toBeNull();
  });

  it('is one Tab stop, the current question, with arrow keys between numbers and Enter to open one', () => {
    const onSelect = vi.fn();
    renderPalette('quiz', onSelect);
    const buttons = within(screen.getByRole('navigation', { name: 'Question Palette' })).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(buttons[0]!.getAttribute('aria-current')).toBe('step');
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[4]);
    fireEvent.keyDown(buttons[4]!, { key: 'ArrowLeft', shiftKey: true });
    expect(document.activeElement).toBe(buttons[4]);
    fireEvent.click(buttons[4]!);
    expect(onSelect).toHaveBeenCalledWith(4);
  });
});
