// @vitest-environment jsdom
// A result after a regrade: a question whose key changed says so, with the key it had and why; a
// voided one is tagged and says what voiding did, to this learner when it depended on their answer.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { gradeAttempt } from '../../../../shared/exam/grading.ts';
import { testResult } from './exam-result.ts';
import { ResultView } from './result-view.tsx';
import { attemptedFixture, fixtureAnswers, fixtureQuestions } from './result-view.fixture.ts';

afterEach(cleanup);
beforeAll(() => import('./question-review.tsx'), 30_000);

const at = '2026-11-27T06:30:00.000Z';
// q4: the key was B, the review found A (the learner's answer); q8: voided, full marks to everyone
const questions = fixtureQuestions.map((question) => {
  if (question._id === 'q4') {
    return {
      ...question,
      answerKey: { type: 'MCQ' as const, correctIndex: 0 },
      correctAnswerIndex: 0,
      regrade: { action: 'rekey' as const, reason: 'Building a heap bottom-up is linear only in the average case.', at, previousKey: question.answerKey },
    };
  }
  if (question._id === 'q8') return { ...question, regrade: { action: 'void-full' as const, reason: 'The figure was missing.', at, previousKey: null } };
  return question;
});

function regradedResult() {
  const data = attemptedFixture({}, questions);
  const analysis = gradeAttempt({
    title: 'GATE CS Full Subject Test 3',
    questions: questions.map((q) => ({
      id: q._id,
      section: q.section,
      marks: q.marks,
      key: q.answerKey,
      optionCount: q.options.length,
      ...(q._id === 'q8' ? { voided: 'full' as const } : {}),
    })),
    answers: fixtureAnswers,
    marking: data.test.markingScheme,
    timeTakenSeconds: 754,
    submittedAt: '2025-03-05T09:42:00Z',
    endedBy: 'learner',
  });
  return { ...data, attemptedData: { ...data.attemptedData, analyzedData: analysis } };
}

describe('a result after a regrade', () => {
  it('says under a question that its key changed after review, from what, and why; a voided one is tagged', async () => {
    render(
      <MemoryRouter>
        <ResultView result={testResult(regradedResult())} kind="test" />
      </MemoryRouter>,
    );
    const rekeyed = await screen.findByRole('article', { name: 'Question 4' }, { timeout: 5000 });
    expect(within(rekeyed).getByText('Key changed after review: it was B.')).toBeTruthy();
    expect(rekeyed.textContent).toContain('Building a heap bottom-up is linear only in the average case.');
    expect(rekeyed.textContent).toContain('regraded 27 Nov 2026');
    expect(within(rekeyed).getByText('Correct')).toBeTruthy();
    expect(rekeyed.textContent).toContain('+2 marks');

    const voided = screen.getByRole('article', { name: 'Question 8' });
    expect(within(voided).getByText('Voided')).toBeTruthy();
    expect(within(voided).getByText('Voided: full marks to everyone.')).toBeTruthy();
    expect(voided.textContent).toContain('+2 marks');
    // the others say nothing of a regrade
    expect(screen.getByRole('article', { name: 'Question 1' }).textContent).not.toContain('regraded');
  });

  it('says of a question voided for those who attempted it whether the learner did, and so got its marks', async () => {
    // q2: left unanswered; q6: answered wrong (an MSQ of 2 marks)
    const voided = fixtureQuestions.map((question) =>
      question._id === 'q2' || question._id === 'q6'
        ? { ...question, regrade: { action: 'void-attempted' as const, reason: 'The exam body dropped it.', at, previousKey: null } }
        : question,
    );
    const data = attemptedFixture({}, voided);
    const analysis = gradeAttempt({
      title: 'GATE CS Full Subject Test 3',
      questions: voided.map((q) => ({
        id: q._id,
        section: q.section,
        marks: q.marks,
        key: q.answerKey,
        optionCount: q.options.length,
        ...(q.regrade ? { voided: 'attempted' as const } : {}),
      })),
      answers: fixtureAnswers,
      marking: data.test.markingScheme,
      timeTakenSeconds: 754,
      submittedAt: '2025-03-05T09:42:00Z',
      endedBy: 'learner',
    });
    render(
      <MemoryRouter>
        <ResultView result={testResult({ ...data, attemptedData: { ...data.attemptedData, analyzedData: analysis } })} kind="test" />
      </MemoryRouter>,
    );
    const answered = await screen.findByRole('article', { name: 'Question 6' }, { timeout: 5000 });
    expect(within(answered).getByText('Voided')).toBeTruthy();
    expect(within(answered).getByText('Voided: full marks to everyone who attempted it, you included.')).toBeTruthy();
    expect(answered.textContent).toContain('+2 marks');
    const left = screen.getByRole('article', { name: 'Question 2' });
    expect(within(left).getByText('Voided')).toBeTruthy();
    expect(within(left).getByText('Voided: full marks to everyone who attempted it. You left it unanswered, so it earns you nothing.')).toBeTruthy();
    expect(left.textContent).toContain('0 marks');
    expect(left.textContent).toContain('The exam body dropped it.');
  });
});
