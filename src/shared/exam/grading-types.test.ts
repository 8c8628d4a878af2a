// Grading by question type and marking preset: GATE's rules for MCQ, MSQ and NAT, UGC NET's and the
// weekly quiz's, with the boundaries a key is judged on.
import { describe, expect, it } from 'vitest';
import { gradeAttempt, type GradableQuestion } from './grading.ts';
import { markingOf, type Marking } from './marking.ts';
import type { AnswerKey } from './answer-key.ts';

const mcq = (id: string, marks: number, correctIndex = 0): GradableQuestion => ({
  id,
  section: 'Technical',
  marks,
  key: { type: 'MCQ', correctIndex },
  optionCount: 4,
});
const msq = (id: string, marks: number, correctIndexes: number[]): GradableQuestion => ({
  id,
  section: 'Technical',
  marks,
  key: { type: 'MSQ', correctIndexes },
  optionCount: 4,
});
const nat = (id: string, marks: number, range: Omit<Extract<AnswerKey, { type: 'NAT' }>, 'type'>): GradableQuestion => ({
  id,
  section: 'Technical',
  marks,
  key: { type: 'NAT', ...range },
  optionCount: 0,
});

function grade(questions: GradableQuestion[], chosen: Record<string, unknown>, marking: Marking = markingOf('gate')) {
  const answers = Object.fromEntries(Object.entries(chosen).map(([id, answer]) => [id, { answer }]));
  return gradeAttempt({ title: 'Mixed paper', questions, answers, marking, timeTakenSeconds: 60, submittedAt: '2027-01-10T10:00:00.000Z', endedBy: 'learner' });
}

const outcome = (question: GradableQuestion, answer: unknown, marking?: Marking) => {
  const [analysis] = grade([question], { [question.id]: answer }, marking).questionAnalysis;
  return [analysis!.status, analysis!.marks];
};

describe('GATE: an MCQ', () => {
  it('earns its marks when right and loses a third of them when wrong', () => {
    expect(outcome(mcq('q', 1, 2), 2)).toEqual(['correct', 1]);
    expect(outcome(mcq('q', 1, 2), 0)).toEqual(['incorrect', -0.33]);
    expect(outcome(mcq('q', 2, 2), 3)).toEqual(['incorrect', -0.67]);
  });
});

describe('GATE: an MSQ', () => {
  const question = msq('q', 2, [0, 2]);

  it('earns its marks only when exactly the correct options are chosen, in any order', () => {
    expect(outcome(question, [0, 2])).toEqual(['correct', 2]);
    expect(outcome(question, [2, 0])).toEqual(['correct', 2]);
  });

  it('earns nothing and loses nothing with one option too many, one too few, or the wrong ones', () => {
    expect(outcome(question, [0, 1, 2])).toEqual(['incorrect', 0]);
    expect(outcome(question, [0])).toEqual(['incorrect', 0]);
    expect(outcome(question, [1, 3])).toEqual(['incorrect', 0]);
    expect(outcome(msq('one', 1, [3]), [3])).toEqual(['correct', 1]);
  });

  it('counts an empty choice, an option it does not have or a single number as no answer', () => {
    expect(outcome(question, [])).toEqual(['other', 0]);
    expect(outcome(question, [0, 7])).toEqual(['other', 0]);
    expect(outcome(question, 0)).toEqual(['other', 0]);
  });

  it('reads repeated options once', () => {
    expect(outcome(question, [0, 2, 2])).toEqual(['correct', 2]);
  });
});

describe('GATE: a NAT', () => {
  const range = nat('q', 2, { min: 2.45, max: 2.55, decimals: 2 });

  it('earns its marks anywhere inside the range, both ends included', () => {
    for (const typed of ['2.45', '2.5', '2.55', '2.450']) expect(outcome(range, typed), typed).toEqual(['correct', 2]);
  });

  it('earns nothing and loses nothing just outside the range', () => {
    for (const typed of ['2.44', '2.56', '2.449', '25']) expect(outcome(range, typed), typed).toEqual(['incorrect', 0]);
  });

  it('takes an exact key, negative answers and whole numbers typed with a point', () => {
    expect(outcome(nat('q', 1, { min: 42, max: 42, decimals: 0 }), '42')).toEqual(['correct', 1]);
    expect(outcome(nat('q', 1, { min: 42, max: 42, decimals: 0 }), '42.')).toEqual(['correct', 1]);
    expect(outcome(nat('q', 1, { min: 42, max: 42, decimals: 0 }), '42.0')).toEqual(['correct', 1]);
    expect(outcome(nat('q', 1, { min: 42, max: 42, decimals: 0 }), '41')).toEqual(['incorrect', 0]);
    expect(outcome(nat('q', 1, { min: -3.5, max: -3.4, decimals: 1 }), '-3.45')).toEqual(['correct', 1]);
    expect(outcome(nat('q', 1, { min: -3.5, max: -3.4, decimals: 1 }), '3.45')).toEqual(['incorrect', 0]);
  });

  it('is not thrown by a decimal that floating point cannot write exactly', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary: a key of exactly 0.3 still takes '0.3'
    expect(outcome(nat('q', 1, { min: 0.1 + 0.2, max: 0.1 + 0.2, decimals: 1 }), '0.3')).toEqual(['correct', 1]);
    expect(outcome(nat('q', 1, { min: 0.33, max: 0.34, decimals: 2 }), '0.335')).toEqual(['correct', 1]);
  });

  it('counts a text that is not a number as no answer', () => {
    for (const typed of ['', '-', '.', '1e3', '2,5', ' 2.5', '--1', null]) expect(outcome(range, typed), String(typed)).toEqual(['other', 0]);
  });
});

describe('a GATE paper of every type', () => {
  const questions = [
    mcq('m1', 1, 0),
    mcq('m2', 2, 1),
    msq('s1', 2, [1, 3]),
    nat('n1', 1, { min: 7, max: 7, decimals: 0 }),
    nat('n2', 2, { min: 0.5, max: 0.6, decimals: 2 }),
  ];

  it('adds the marks and takes negative marks from wrong MCQs alone', () => {
    const result = grade(questions, { m1: 0, m2: 0, s1: [1, 2, 3], n1: '7', n2: '0.7' });
    expect(result.questionAnalysis.map((q) => q.marks)).toEqual([1, -0.67, 0, 1, 0]);
    expect(result.basicMetrics).toMatchObject({ score: 1.33, maxPossibleMarks: 8 });
    expect(result.performanceMetrics).toMatchObject({ correctAnswers: 2, incorrectAnswers: 3, unattemptedQuestions: 0, totalMarksWithoutNegative: 2 });
    expect(result.sectionResults).toEqual([{ section: 'Technical', totalQuestions: 5, correct: 2, incorrect: 3, unattempted: 0, marks: 1.33, maxMarks: 8 }]);
  });

  it('keeps each answer in its own form in the analysis', () => {
    const result = grade(questions, { m1: 0, s1: [3, 1], n1: '7' });
    expect(result.questionAnalysis.map((q) => q.selectedAnswer)).toEqual([0, null, [1, 3], '7', null]);
  });
});

describe('UGC NET: 2 marks each, no negative', () => {
  const marking = markingOf('ugc-net');

  it('gives 2 marks for a right answer whatever the bank says, and nothing off for a wrong one', () => {
    const questions = [mcq('a', 1, 0), mcq('b', 1, 0), mcq('c', 2, 0)];
    const result = grade(questions, { a: 0, b: 1 }, marking);
    expect(result.questionAnalysis.map((q) => q.marks)).toEqual([2, 0, 0]);
    expect(result.basicMetrics).toMatchObject({ score: 2, maxPossibleMarks: 6 });
  });
});

describe('the weekly quiz: +1 / -0.33 / 0', () => {
  const marking = markingOf('weekly', { quiz: { correct: 1, wrong: 0.33 } });

  it('marks every question alike and takes 0.33 for a wrong MCQ only', () => {
    const questions = [mcq('a', 2, 0), mcq('b', 2, 0), msq('c', 2, [0]), nat('d', 2, { min: 1, max: 1, decimals: 0 })];
    const result = grade(questions, { a: 0, b: 1, c: [1], d: '2' }, marking);
    expect(result.questionAnalysis.map((q) => q.marks)).toEqual([1, -0.33, 0, 0]);
    expect(result.basicMetrics).toMatchObject({ score: 0.67, maxPossibleMarks: 4 });
  });
});
