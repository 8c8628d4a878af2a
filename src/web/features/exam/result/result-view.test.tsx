// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testResult, type AttemptedTest } from './exam-result.ts';
import { ResultView } from './result-view.tsx';
import { attemptedFixture, fixtureQuestions } from './result-view.fixture.ts';
import { SOLE_TAKER_NOTE, STANDING_RULE } from '../../../../shared/exam/standing.ts';

afterEach(cleanup);

// the review's code (Markdown, KaTeX) is loaded lazily; transforming it once here keeps that cost
// out of the first test that shows the review
beforeAll(() => import('./question-review.tsx'), 30_000);

// Markdown links use the router's <Link>, so the view renders inside a router as on the site
function renderResult(data: AttemptedTest = attemptedFixture(), kind: 'test' | 'quiz' = 'test', onBack?: () => void) {
  return render(
    <MemoryRouter>
      <ResultView result={testResult(data)} kind={kind} onBack={onBack} />
    </MemoryRouter>,
  );
}

// the question-by-question review loads its code after the rest of the result (with KaTeX: slow
// on a busy machine, hence the longer wait)
const reviewShown = () => screen.findAllByRole('article', {}, { timeout: 5000 });

const question = (number: number) => screen.getByRole('article', { name: `Question ${number}` });
/** What the answer-against-key box of an MSQ or NAT says, line by line. */
const answerLines = (number: number) =>
  Array.from(
    within(question(number))
      .getByRole('group', { name: `Your answer to question ${number}` })
      .querySelectorAll('p'),
  ).map((line) => line.textContent);
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
    // 1 + 1 + 1 + 2 right, one 2-mark MCQ wrong at a third: 5 − 0.67 of 12
    expect(summary.getByText('4.33/12')).toBeTruthy();
    expect(summary.getByText('36.11%')).toBeTruthy();
    expect(summary.getByText('Rank 3 of 41')).toBeTruthy();
    expect(summary.getByText('92.68')).toBeTruthy();
    expect(summary.getByText('Ahead of 92.68% of the other takers, ties counted as half')).toBeTruthy();
    expect(summary.getByText('Needs improvement').getAttribute('data-category')).toBe('needs_improvement');
    expect(screen.queryByText('Submitted automatically when time ran out')).toBeNull();
  });

  it('explains how rank and percentile are worked out, next to the percentile', () => {
    renderResult();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    const how = summary.getByText('How is this worked out?');
    expect(how.tagName).toBe('SUMMARY');
    expect(how.closest('details')!.textContent).toContain(STANDING_RULE);
  });

  it('gives a sole taker rank 1 of 1 and says why there is no percentile yet', () => {
    renderResult({ ...attemptedFixture(), standing: { rank: 1, takers: 1, percentile: null } });
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Rank 1 of 1')).toBeTruthy();
    expect(summary.getByText('Not yet')).toBeTruthy();
    expect(summary.getByText(SOLE_TAKER_NOTE)).toBeTruthy();
    expect(summary.queryByText(/^0$/)).toBeNull();
  });

  it('shows rank 1 of 2 at the 100th percentile', () => {
    renderResult({ ...attemptedFixture(), standing: { rank: 1, takers: 2, percentile: 100 } });
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Rank 1 of 2')).toBeTruthy();
    expect(summary.getByText('100')).toBeTruthy();
    expect(summary.getByText('Ahead of 100% of the other takers, ties counted as half')).toBeTruthy();
  });

  it('says when the deadline submitted the attempt', () => {
    renderResult(attemptedFixture({ endedBy: 'deadline' }));
    expect(screen.getByText('Submitted automatically when time ran out')).toBeTruthy();
  });

  it('counts every type of question in the metrics, negative marks as the difference with and without them', () => {
    renderResult();
    const metrics = within(screen.getByRole('list', { name: 'Metrics' }));
    const card = (label: string) => within(metrics.getByText(label).closest('li')!);
    expect(card('Correct').getByText('4')).toBeTruthy();
    expect(card('Incorrect').getByText('3')).toBeTruthy();
    expect(card('Unattempted').getByText('1')).toBeTruthy();
    expect(card('Accuracy').getByText('57.14%')).toBeTruthy();
    expect(card('Attempt rate').getByText('87.50%')).toBeTruthy();
    expect(card('Time taken').getByText('0:12:34')).toBeTruthy();
    expect(card('Time per question').getByText('107.71 s')).toBeTruthy();
    expect(card('Marks without negative').getByText('5')).toBeTruthy();
    // only the wrong MCQ costs marks: the wrong MSQ and NAT cost nothing
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
    // question 4: the 2-mark MCQ answered wrong
    const fourth = optionRows(4);
    expect(fourth.map((row) => row.dataset.state)).toEqual(['wrong', 'correct', 'neutral', 'neutral']);
    expect(within(fourth[0]!).getByText('Your answer')).toBeTruthy();
    expect(within(fourth[1]!).getByText('Correct answer')).toBeTruthy();
    expect(within(question(4)).getByText('Section: Technical | Marks: 2')).toBeTruthy();
    expect(within(question(4)).getByText('−0.67 marks')).toBeTruthy();
    expect(within(question(4)).getByText('Incorrect')).toBeTruthy();
    expect(within(question(4)).getByText('31.71% of takers got this right')).toBeTruthy();
  });

  it('shows the type beside the marks gained or lost on every question', async () => {
    renderResult();
    await reviewShown();
    const header = (number: number) => question(number).querySelector('header')!.textContent;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(header)).toEqual([
      'Question 1CorrectMCQMultiple choice (one answer)Marks awarded: +1 mark',
      'Question 2Not attemptedMCQMultiple choice (one answer)Marks awarded: 0 marks',
      'Question 3CorrectNATNumerical answerMarks awarded: +1 mark',
      'Question 4IncorrectTime lostMCQMultiple choice (one answer)Marks awarded: −0.67 marks',
      'Question 5CorrectMCQMultiple choice (one answer)Marks awarded: +1 mark',
      'Question 6IncorrectMSQMultiple select (one or more answers)Marks awarded: 0 marks',
      'Question 7CorrectMSQMultiple select (one or more answers)Marks awarded: +2 marks',
      'Question 8IncorrectNATNumerical answerMarks awarded: 0 marks',
    ]);
  });

  it('shows an MSQ option by option: which correct one was missed and which wrong one was added', async () => {
    renderResult();
    await reviewShown();
    // the learner chose A and B; the key is A and C
    const rows = optionRows(6);
    expect(rows.map((row) => row.dataset.state)).toEqual(['correct', 'wrong', 'missed', 'neutral']);
    expect(rows.map((row) => row.textContent)).toEqual([
      'AMerge sortCorrect optionChosen',
      'BQuicksortChosen, not correct',
      'CInsertion sortCorrect optionMissed',
      'DHeapsort',
    ]);
    expect(answerLines(6)).toEqual([
      'Your answer: A, B · Correct: A, C',
      'Incorrect: you missed C and you chose B, which is not correct. Only exactly the correct options earn marks.',
    ]);
    // all three right options chosen, nothing else
    expect(optionRows(7).map((row) => row.dataset.state)).toEqual(['correct', 'correct', 'neutral', 'correct']);
    expect(answerLines(7)).toEqual(['Your answer: A, B, D · Correct: A, B, D', 'Correct: exactly the correct options.']);
  });

  it('shows a NAT answer beside its accepted range, with the verdict', async () => {
    renderResult();
    await reviewShown();
    // a NAT has no options to list
    expect(within(question(3)).queryByRole('list', { name: 'Options for question 3' })).toBeNull();
    expect(answerLines(3)).toEqual(['Your answer: 2.5 · Accepted: 2.45 to 2.55', 'Correct: inside the accepted range.']);
    expect(answerLines(8)).toEqual(['Your answer: 16 · Accepted: 15', 'Incorrect: outside the accepted range.']);
    expect(within(question(8)).getByText('0 marks')).toBeTruthy();
  });

  it('shows the key of an unanswered MSQ and NAT without calling anything missed', async () => {
    const blank = attemptedFixture();
    const unanswered = (id: string) => ({
      ...blank.attemptedData.analyzedData.questionAnalysis.find((a) => a.questionId === id)!,
      selectedAnswer: null,
      status: 'other' as const,
      marks: 0,
    });
    blank.attemptedData.analyzedData.questionAnalysis = blank.attemptedData.analyzedData.questionAnalysis.map((a) =>
      a.questionId === 'q6' || a.questionId === 'q8' ? unanswered(a.questionId) : a,
    );
    renderResult(blank);
    await reviewShown();
    expect(optionRows(6).map((row) => row.dataset.state)).toEqual(['correct', 'neutral', 'correct', 'neutral']);
    expect(within(question(6)).queryByText('Missed')).toBeNull();
    expect(answerLines(6)).toEqual(['Your answer: none · Correct: A, C', 'Not attempted: no marks gained or lost.']);
    expect(answerLines(8)).toEqual(['Your answer: none · Accepted: 15', 'Not attempted: no marks gained or lost.']);
  });

  it('tags an unanswered question Not attempted with no choice marked wrong', async () => {
    renderResult();
    await reviewShown();
    expect(within(question(2)).getByText('Not attempted')).toBeTruthy();
    expect(within(question(2)).getByText('0 marks')).toBeTruthy();
    expect(optionRows(2).map((row) => row.dataset.state)).toEqual(['neutral', 'correct', 'neutral', 'neutral']);
    expect(within(question(2)).queryByText('Your answer')).toBeNull();
  });

  it('groups the results and the review under Aptitude and Technical, with section totals of every type', async () => {
    renderResult();
    await reviewShown();
    expect(screen.getAllByRole('heading', { name: 'Aptitude', level: 3 })).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: 'Technical', level: 3 })).toHaveLength(2);
    const sections = within(screen.getByRole('region', { name: 'Section-wise performance' }));
    const aptitude = within(sections.getByRole('region', { name: 'Aptitude 2/3 marks' }));
    expect(aptitude.getByText('2/3')).toBeTruthy();
    expect(aptitude.getByRole('img').getAttribute('aria-label')).toBe('2 correct, 0 incorrect, 1 unattempted');
    // 1 + 2 right, −0.67 for the wrong MCQ; the wrong MSQ and NAT cost nothing
    const technical = within(sections.getByRole('region', { name: 'Technical 2.33/9 marks' }));
    expect(technical.getByText('2.33/9')).toBeTruthy();
    expect(technical.getByRole('img').getAttribute('aria-label')).toBe('2 correct, 3 incorrect, 0 unattempted');
  });

  it('gives every landmark of the result a name of its own, from its heading', async () => {
    renderResult();
    await reviewShown();
    // a region's name: its aria-label, or the words of the elements its aria-labelledby names
    const accessibleName = (region: HTMLElement) =>
      region.getAttribute('aria-label') ??
      (region.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim())
        .join(' ');
    const names = screen.getAllByRole('region').map(accessibleName);
    expect(names).toEqual(expect.arrayContaining(['Aptitude 2/3 marks', 'Aptitude 3 questions', 'Technical 5 questions']));
    expect(new Set(names).size).toBe(names.length);
    for (const region of screen.getAllByRole('region')) {
      for (const id of (region.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean)) expect(document.getElementById(id)).toBeTruthy();
    }
  });

  it('leaves out a section the test does not have', async () => {
    renderResult(
      attemptedFixture(
        {},
        fixtureQuestions.filter((q) => q.section === 'Technical'),
      ),
    );
    await reviewShown();
    expect(screen.queryByRole('heading', { name: 'Aptitude' })).toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Technical' })).toHaveLength(2);
  });

  it('filters the review by outcome', async () => {
    renderResult();
    await reviewShown();
    fireEvent.click(screen.getByRole('button', { name: /^Incorrect/ }));
    expect(screen.getAllByRole('article').map((article) => article.id)).toEqual(['question-4', 'question-6', 'question-8']);
    // nothing left to show under Aptitude, so its heading goes too
    const review = within(screen.getByRole('region', { name: 'Question-by-question review' }));
    expect(review.queryByRole('heading', { name: 'Aptitude' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^All/ }));
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('offers the way back when asked to', () => {
    const onBack = vi.fn();
    renderResult(attemptedFixture(), 'test', onBack);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the test series' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("shows each question's time beside the average taker's and the topper's, and flags where time was lost", async () => {
    renderResult();
    await reviewShown();
    const timeOf = (number: number) => within(question(number)).queryByTestId('question-time')?.textContent;
    expect(timeOf(1)).toBe('Time on this question: You: 45 s · Average: 55 s · Topper: 40 s');
    expect(timeOf(4)).toBe('Time on this question: You: 3 min 10 s · Average: 1 min 20 s · Topper: 1 min 5 s');
    expect(timeOf(5)).toBe('Time on this question: You: 30 s · Average: 42 s');
    expect(timeOf(2)).toBeUndefined();
    // q4: wrong, 190 s against an average of 80; q6: wrong, but 100 s is not much over 90
    expect(within(question(4)).getByText('Time lost')).toBeTruthy();
    expect(within(question(6)).queryByText('Time lost')).toBeNull();
    expect(within(question(1)).queryByText('Time lost')).toBeNull();
    expect(screen.getByTestId('time-lost-summary').textContent).toMatch(/^Time lost on 1 question answered wrong: 3 min 10 s/);
  });

  it('has no time-lost summary when no question lost time', async () => {
    const data = attemptedFixture();
    renderResult({ ...data, questionTimes: {} });
    await reviewShown();
    expect(screen.queryByTestId('time-lost-summary')).toBeNull();
    expect(within(question(4)).queryByText('Time lost')).toBeNull();
    expect(within(question(4)).getByTestId('question-time').textContent).toBe('Time on this question: You: 3 min 10 s');
  });

  it("gives a sole taker their own time alone: no other taker's average, topper or share who got it right", async () => {
    // what the server sends the only taker of a paper (attempts' resultOf): no figures of others
    renderResult({ ...attemptedFixture(), standing: { rank: 1, takers: 1, percentile: null }, questionStats: {}, questionTimes: {} });
    await reviewShown();
    const review = document.querySelector('section[aria-labelledby="result-review"]')!;
    expect(review.textContent).not.toMatch(/Average|Topper|of takers got this right|Time lost/);
    expect(within(question(1)).getByTestId('question-time').textContent).toBe('Time on this question: You: 45 s');
    expect(screen.queryByTestId('time-lost-summary')).toBeNull();
  });
});
