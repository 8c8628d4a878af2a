import { describe, expect, it } from 'vitest';
import { gradeAttempt, performanceCategory, type GradableQuestion, type GradingInput } from './grading.ts';
import { round2 } from '../round.ts';
import { markingOf } from './marking.ts';

function question(id: string, section: GradableQuestion['section'], marks = 1, correctIndex = 0): GradableQuestion {
  return { id, section, marks, key: { type: 'MCQ', correctIndex }, optionCount: 4 };
}

function grade(questions: GradableQuestion[], chosen: Record<string, unknown>, extra: Partial<GradingInput> = {}) {
  const answers = Object.fromEntries(Object.entries(chosen).map(([id, answer]) => [id, { answer }]));
  return gradeAttempt({
    title: 'Easy Subject Test',
    questions,
    answers,
    marking: markingOf('gate'),
    timeTakenSeconds: 600,
    submittedAt: '2027-01-10T10:00:00.000Z',
    endedBy: 'learner',
    ...extra,
  });
}

describe('marks per question (GATE rule: wrong costs one third of the marks)', () => {
  const questions = [question('a1', 'Aptitude', 1, 2), question('t2', 'Technical', 2, 1)];

  it('adds the marks of a correct answer: 1 and 2', () => {
    const result = grade(questions, { a1: 2, t2: 1 });
    expect(result.questionAnalysis.map((q) => [q.status, q.marks])).toEqual([
      ['correct', 1],
      ['correct', 2],
    ]);
    expect(result.basicMetrics.score).toBe(3);
    expect(result.basicMetrics.maxPossibleMarks).toBe(3);
  });

  it('takes 1/3 of a 1-mark and 2/3 of a 2-mark question for a wrong answer', () => {
    const result = grade(questions, { a1: 0, t2: 3 });
    expect(result.questionAnalysis.map((q) => [q.status, q.marks])).toEqual([
      ['incorrect', -0.33],
      ['incorrect', -0.67],
    ]);
    expect(result.basicMetrics.score).toBe(-1);
    expect(result.performanceMetrics.totalMarksWithoutNegative).toBe(0);
  });

  it('gives 0 for an unanswered question, a cleared answer or an option the question does not have', () => {
    const three = [...questions, question('a3', 'Aptitude')];
    const result = grade(three, { a1: null, a3: 7 });
    expect(result.questionAnalysis.map((q) => [q.status, q.selectedAnswer, q.marks])).toEqual([
      ['other', null, 0],
      ['other', null, 0],
      ['other', null, 0],
    ]);
    expect(result.performanceMetrics.unattemptedQuestions).toBe(3);
    expect(result.basicMetrics.score).toBe(0);
  });

  it('ignores answers to questions that are not in the test', () => {
    const result = grade(questions, { a1: 2, stranger: 1 });
    expect(result.questionAnalysis).toHaveLength(2);
    expect(result.basicMetrics.score).toBe(1);
  });
});

describe('rounding', () => {
  it('sums exact fractions before rounding: three wrong 1-mark answers cost exactly 1.00', () => {
    const questions = ['q1', 'q2', 'q3', 'q4'].map((id) => question(id, 'Technical'));
    const result = grade(questions, { q1: 1, q2: 1, q3: 1, q4: 0 });
    expect(result.questionAnalysis.slice(0, 3).map((q) => q.marks)).toEqual([-0.33, -0.33, -0.33]);
    expect(result.basicMetrics.score).toBe(0); // 1 - 3 x 1/3, not 1 - 0.99
    expect(result.performanceMetrics.totalMarksWithNegative).toBe(0);
  });

  it('reports 2 decimals: 10 - 7/3 = 7.67', () => {
    const questions = Array.from({ length: 17 }, (_, i) => question(`q${i}`, 'Technical'));
    const chosen = Object.fromEntries(questions.map((q, i) => [q.id, i < 10 ? 0 : 1]));
    const result = grade(questions, chosen);
    expect(result.basicMetrics.score).toBe(7.67);
    expect(result.performanceMetrics.percentageMarksWithNegative).toBe(45.1); // 7.666../17
    expect(result.performanceMetrics.accuracy).toBe(58.82); // 10/17
  });

  it('rounds half away from zero without binary noise', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-0.335)).toBe(-0.34);
    expect(round2(2 / 3)).toBe(0.67);
    expect(round2(-1 / 3)).toBe(-0.33);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});

describe('the AnalyzedData of SPEC §3', () => {
  // the e2e easy test's shape: 3 Aptitude (1 mark), 3 Technical (one of them 2 marks)
  const questions = [
    question('a1', 'Aptitude', 1, 0),
    question('a2', 'Aptitude', 1, 1),
    question('a3', 'Aptitude', 1, 2),
    question('t1', 'Technical', 1, 3),
    question('t2', 'Technical', 2, 0),
    question('t3', 'Technical', 1, 1),
  ];
  const result = grade(questions, { a1: 0, a2: 1, a3: 0, t1: 3, t2: 1 }, { timeTakenSeconds: 500 });

  it('counts correct, incorrect and unattempted with score, accuracy and attempt rate', () => {
    // +1 +1 -1/3 +1 -2/3 = 2.00 out of 7
    expect(result.basicMetrics).toEqual({ score: 2, totalQuestions: 6, timeTaken: 500, timePerQuestion: 100, maxPossibleMarks: 7 });
    expect(result.performanceMetrics).toEqual({
      correctAnswers: 3,
      incorrectAnswers: 2,
      unattemptedQuestions: 1,
      totalMarksWithoutNegative: 3,
      totalMarksWithNegative: 2,
      percentageMarksWithNegative: 28.57,
      accuracy: 60,
      attemptRate: 83.33,
      performanceCategory: 'needs_improvement',
    });
    expect(result).toMatchObject({ quizTitle: 'Easy Subject Test', submittedAt: '2027-01-10T10:00:00.000Z', endedBy: 'learner' });
  });

  it('gives per-section results, Aptitude first', () => {
    expect(result.sectionResults).toEqual([
      { section: 'Aptitude', totalQuestions: 3, correct: 2, incorrect: 1, unattempted: 0, marks: 1.67, maxMarks: 3 },
      { section: 'Technical', totalQuestions: 3, correct: 1, incorrect: 1, unattempted: 1, marks: 0.33, maxMarks: 4 },
    ]);
  });

  it('numbers the questions from 0 in the order they were shown', () => {
    expect(result.questionAnalysis.map((q) => [q.questionIndex, q.questionId, q.selectedAnswer])).toEqual([
      [0, 'a1', 0],
      [1, 'a2', 1],
      [2, 'a3', 0],
      [3, 't1', 3],
      [4, 't2', 1],
      [5, 't3', null],
    ]);
  });

  it('leaves out a section with no questions and reports zeros when nothing was attempted', () => {
    const technicalOnly = grade([question('t1', 'Technical')], {}, { timeTakenSeconds: 1200 });
    expect(technicalOnly.sectionResults.map((s) => s.section)).toEqual(['Technical']);
    expect(technicalOnly.basicMetrics.timePerQuestion).toBe(0);
    expect(technicalOnly.performanceMetrics.accuracy).toBe(0);
    expect(technicalOnly.performanceMetrics.attemptRate).toBe(0);
  });
});

describe('weekly quiz marking: +1 / -0.33 / 0', () => {
  it('takes 0.33 per wrong answer', () => {
    const questions = Array.from({ length: 10 }, (_, i) => question(`q${i}`, 'Technical'));
    const chosen = Object.fromEntries(questions.map((q, i) => [q.id, i < 7 ? 0 : 2]));
    const result = grade(questions, chosen, { marking: markingOf('weekly', { quiz: { correct: 1, wrong: 0.33 } }) });
    expect(result.basicMetrics.score).toBe(6.01);
    expect(result.questionAnalysis[9]!.marks).toBe(-0.33);
  });
});

describe('performance category', () => {
  it.each([
    [100, 'excellent'],
    [80, 'excellent'],
    [79.99, 'good'],
    [60, 'good'],
    [59.99, 'average'],
    [40, 'average'],
    [39.99, 'needs_improvement'],
    [-10, 'needs_improvement'],
  ])('%s%% is %s', (percentage, label) => {
    expect(performanceCategory(percentage)).toBe(label);
  });

  it('is taken from the percentage with negative marking', () => {
    const questions = Array.from({ length: 5 }, (_, i) => question(`q${i}`, 'Aptitude'));
    expect(grade(questions, { q0: 0, q1: 0, q2: 0, q3: 0 }).performanceMetrics.performanceCategory).toBe('excellent');
    expect(grade(questions, { q0: 0, q1: 0, q2: 0, q3: 0, q4: 1 }).performanceMetrics.performanceCategory).toBe('good');
  });
});
