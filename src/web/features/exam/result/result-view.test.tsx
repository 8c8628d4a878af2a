// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testResult, type AttemptedTest } from './exam-result.ts';
import { ResultView } from './result-view.tsx';
import { attemptedFixture, fixtureQuestions } from './result-view.fixture.ts';

afterEach(cleanup);

// Markdown links use the router's <Link>, so the view renders inside a router as on the site
function renderResult(data: AttemptedTest = attemptedFixture(), kind: 'test' | 'quiz' = 'test', onBack?: () => void) {
  return render(
    <MemoryRouter>
      <ResultView result={testResult(data)} kind={kind} onBack={onBack} />
    </MemoryRouter>,
  );
}

// the question-by-question review loads its code after the rest of the result
const reviewShown = () => screen.findAllByRole('article');

const question = (number: number) => screen.getByRole('article', { name: `Question ${number}` });
const optionRows = (number: number) => within(within(question(number)).getByRole('list', { name: `Options for question ${number}` })).getAllByRole('listitem');

describe('ResultView', () => {
  it('is headed Test Performance Analysis for a test and Quiz Performance Analysis for a quiz', () => {
    renderResult();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Test Performance Analysis');
    cleanup();
    renderResult(attemptedFixture(), 'quiz');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quiz Performance Analysis');
  });

  it('sums up score, rank, percentile and the performance category', () => {
    renderResult();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('1.33 / 5')).toBeTruthy();
    expect(summary.getByText('26.67%')).toBeTruthy();
    expect(summary.getByText('Rank 3 of 41')).toBeTruthy();
    expect(summary.getByText('92.68')).toBeTruthy();
    expect(summary.getByText('Scored higher than 92.68% of takers')).toBeTruthy();
    expect(summary.getByText('Needs improvement').getAttribute('data-category')).toBe('needs_improvement');
    expect(screen.queryByText('Submitted automatically when time ran out')).toBeNull();
  });

  it('says when the deadline submitted the attempt', () => {
    renderResult(attemptedFixture({ endedBy: 'deadline' }));
    expect(screen.getByText('Submitted automatically when time ran out')).toBeTruthy();
  });

  it('shows the metrics, negative marks as the difference with and without them', () => {
    renderResult();
    const metrics = within(screen.getByRole('list', { name: 'Metrics' }));
    const card = (label: string) => within(metrics.getByText(label).closest('li')!);
    expect(card('Correct').getByText('2')).toBeTruthy();
    expect(card('Incorrect').getByText('1')).toBeTruthy();
    expect(card('Unattempted').getByText('1')).toBeTruthy();
    expect(card('Accuracy').getByText('66.67%')).toBeTruthy();
    expect(card('Attempt rate').getByText('75%')).toBeTruthy();
    expect(card('Time taken').getByText('0:12:34')).toBeTruthy();
    expect(card('Time per question').getByText('251.33 s')).toBeTruthy();
    expect(card('Marks without negative').getByText('2')).toBeTruthy();
    expect(card('Negative marks').getByText('0.67')).toBeTruthy();
  });

  it('marks the correct option green and the wrong choice red, in words as well', async () => {
    renderResult();
    await reviewShown();
    // question 1: answered right
    const first = optionRows(1);
    expect(first.map((row) => row.dataset.state)).toEqual(['correct', 'neutral', 'neutral', 'neutral']);
    expect(within(first[0]!).getByText('Correct answer')).toBeTruthy();
    expect(within(first[0]!).getByText('Your answer')).toBeTruthy();
    // question 3: the 2-mark question answered wrong
    const third = optionRows(3);
    expect(third.map((row) => row.dataset.state)).toEqual(['wrong', 'correct', 'neutral', 'neutral']);
    expect(within(third[0]!).getByText('Your answer')).toBeTruthy();
    expect(within(third[1]!).getByText('Correct answer')).toBeTruthy();
    expect(within(question(3)).getByText('Section: Technical | Marks: 2')).toBeTruthy();
    expect(within(question(3)).getByText('−0.67 marks')).toBeTruthy();
    expect(within(question(3)).getByText('Incorrect')).toBeTruthy();
    expect(within(question(3)).getByText('31.71% of takers got this right')).toBeTruthy();
  });

  it('tags an unanswered question Not attempted with no choice marked wrong', async () => {
    renderResult();
    await reviewShown();
    expect(within(question(2)).getByText('Not attempted')).toBeTruthy();
    expect(within(question(2)).getByText('0 marks')).toBeTruthy();
    expect(optionRows(2).map((row) => row.dataset.state)).toEqual(['neutral', 'correct', 'neutral', 'neutral']);
    expect(within(question(2)).queryByText('Your answer')).toBeNull();
  });

  it('groups the results and the review under Aptitude and Technical', async () => {
    renderResult();
    await reviewShown();
    expect(screen.getAllByRole('heading', { name: 'Aptitude', level: 3 })).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: 'Technical', level: 3 })).toHaveLength(2);
    const sections = within(screen.getByRole('region', { name: 'Section-wise performance' }));
    expect(within(sections.getByRole('region', { name: 'Aptitude' })).getByText('1 / 2')).toBeTruthy();
    expect(within(sections.getByRole('region', { name: 'Technical' })).getByText('0.33 / 3')).toBeTruthy();
  });

  it('leaves out a section the test does not have', async () => {
    const technicalOnly = attemptedFixture({
      sectionResults: [{ section: 'Technical', totalQuestions: 2, correct: 1, incorrect: 1, unattempted: 0, marks: 0.33, maxMarks: 3 }],
    });
    technicalOnly.test.questions = fixtureQuestions.filter((q) => q.section === 'Technical');
    renderResult(technicalOnly);
    await reviewShown();
    expect(screen.queryByRole('heading', { name: 'Aptitude' })).toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Technical' })).toHaveLength(2);
  });

  it('filters the review by outcome', async () => {
    renderResult();
    await reviewShown();
    fireEvent.click(screen.getByRole('button', { name: /^Incorrect/ }));
    expect(screen.getAllByRole('article').map((article) => article.id)).toEqual(['question-3']);
    // nothing left to show under Aptitude, so its heading goes too
    const review = within(screen.getByRole('region', { name: 'Question-by-question review' }));
    expect(review.queryByRole('heading', { name: 'Aptitude' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^All/ }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('offers the way back when asked to', () => {
    const onBack = vi.fn();
    renderResult(attemptedFixture(), 'test', onBack);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the test series' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
