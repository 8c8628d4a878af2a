import { describe, expect, it } from 'vitest';
import { buildPerformanceReport, type SubmittedAttempt } from './performance-report.ts';
import { round2 } from './round.ts';
import { gradeAttempt, type GradableQuestion } from './exam/grading.ts';
import { markingOf } from './exam/marking.ts';

interface Figures {
  title: string;
  at: string;
  score: number; // marks with negative marking
  max: number;
  withoutNegative: number;
  percent: number;
  accuracy: number;
  attemptRate: number;
  timePerQuestion: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  category: string;
}

const attempt = (f: Figures): SubmittedAttempt => ({
  title: `fallback ${f.title}`,
  kind: 'test',
  submittedAt: new Date(f.at),
  analysis: {
    quizTitle: f.title,
    submittedAt: f.at,
    basicMetrics: { score: f.score, totalQuestions: 10, timeTaken: 600, timePerQuestion: f.timePerQuestion, maxPossibleMarks: f.max },
    performanceMetrics: {
      correctAnswers: f.correct,
      incorrectAnswers: f.incorrect,
      unattemptedQuestions: f.unattempted,
      totalMarksWithoutNegative: f.withoutNegative,
      totalMarksWithNegative: f.score,
      percentageMarksWithNegative: f.percent,
      accuracy: f.accuracy,
      attemptRate: f.attemptRate,
      performanceCategory: f.category,
    },
    questionAnalysis: [],
  },
});

// 9 right of 10 (1 mark each), 1 wrong at -1/3: 8.67 of 10
const strong = attempt({
  title: 'Easy Subject Test',
  at: '2026-03-02T10:00:00Z',
  score: 8.67,
  max: 10,
  withoutNegative: 9,
  percent: 86.7,
  accuracy: 90,
  attemptRate: 100,
  timePerQuestion: 60,
  correct: 9,
  incorrect: 1,
  unattempted: 0,
  category: 'excellent',
});
// 3 right, 4 wrong, 3 blank: 3 - 4/3 = 1.67 of 10
const weak = attempt({
  title: 'Full Subject Test',
  at: '2026-03-01T10:00:00Z',
  score: 1.67,
  max: 10,
  withoutNegative: 3,
  percent: 16.7,
  accuracy: 42.86,
  attemptRate: 70,
  timePerQuestion: 85.71,
  correct: 3,
  incorrect: 4,
  unattempted: 3,
  category: 'needs_improvement',
});
// 60 % score with 85 % accuracy: neither a strength nor an improvement area
const middling = attempt({
  title: 'GATE Level Test',
  at: '2026-03-03T10:00:00Z',
  score: 6,
  max: 10,
  withoutNegative: 6.33,
  percent: 60,
  accuracy: 85,
  attemptRate: 70,
  timePerQuestion: 40,
  correct: 6,
  incorrect: 1,
  unattempted: 3,
  category: 'good',
});

describe('the performance report', () => {
  it('is all zeros and empty lists with no attempts', () => {
    const report = buildPerformanceReport([]);
    expect(report.overallSummary).toEqual({
      totalQuizzes: 0,
      totalMarks: 0,
      totalMaxPossibleMarks: 0,
      averageScore: 0,
      averageMarks: 0,
      averageMarksWithoutNegative: 0,
      overallNegativeMarksDeducted: 0,
      averageAccuracy: 0,
    });
    expect(report.quizDetails).toEqual([]);
    expect(Object.values(report.performanceTrends).every((t) => t.length === 0)).toBe(true);
    expect(report.analysisInsights).toEqual({ strengthAreas: [], improvementAreas: [] });
    expect(report.performanceCategories).toEqual({ excellent: 0, good: 0, average: 0, needs_improvement: 0 });
    expect(report.accuracyByType).toEqual([
      { type: 'MCQ', attempted: 0, correct: 0, accuracy: 0 },
      { type: 'MSQ', attempted: 0, correct: 0, accuracy: 0 },
      { type: 'NAT', attempted: 0, correct: 0, accuracy: 0 },
    ]);
  });

  it('sums and averages to 2 decimals', () => {
    const { overallSummary } = buildPerformanceReport([strong, weak, middling]);
    expect(overallSummary).toEqual({
      totalQuizzes: 3,
      totalMarks: 16.34,
      totalMaxPossibleMarks: 30,
      averageScore: 54.47, // (86.7 + 16.7 + 60) / 3
      averageMarks: 5.45, // 16.34 / 3
      averageMarksWithoutNegative: 6.11, // 18.33 / 3
      overallNegativeMarksDeducted: 1.99, // 0.33 + 1.33 + 0.33
      averageAccuracy: 72.62, // (90 + 42.86 + 85) / 3
    });
  });

  it('lists the tests oldest first, so the trends read Test 1, Test 2, ...', () => {
    const report = buildPerformanceReport([strong, weak, middling]);
    expect(report.quizDetails.map((d) => d.quizTitle)).toEqual(['Full Subject Test', 'Easy Subject Test', 'GATE Level Test']);
    expect(report.quizDetails[0]).toEqual({
      quizTitle: 'Full Subject Test',
      kind: 'test',
      submissionDate: '2026-03-01T10:00:00.000Z',
      score: 16.7,
      totalMarks: 1.67,
      maxPossibleMarks: 10,
      marksWithoutNegative: 3,
      negativeMarksDeducted: 1.33,
      accuracy: 42.86,
      attemptRate: 70,
      timePerQuestion: 85.71,
      correctAnswers: 3,
      incorrectAnswers: 4,
      unattemptedQuestions: 3,
      performanceCategory: 'needs_improvement',
    });
    expect(report.performanceTrends).toEqual({
      scoreTrend: [16.7, 86.7, 60],
      accuracyTrend: [42.86, 90, 85],
      marksTrend: [1.67, 8.67, 6],
      attemptRateTrend: [70, 100, 70],
      timePerQuestionTrend: [85.71, 60, 40],
      negativeMarksTrend: [1.33, 0.33, 0.33],
      correctAnswersTrend: [3, 9, 6],
      incorrectAnswersTrend: [4, 1, 1],
    });
  });

  it('puts score and accuracy both >= 80 in strengths, either < 50 in improvements', () => {
    const edge = attempt({
      title: 'Edge',
      at: '2026-03-04T10:00:00Z',
      score: 8,
      max: 10,
      withoutNegative: 8,
      percent: 80,
      accuracy: 80,
      attemptRate: 100,
      timePerQuestion: 10,
      correct: 8,
      incorrect: 0,
      unattempted: 2,
      category: 'excellent',
    });
    const halfAccurate = attempt({
      title: 'Half',
      at: '2026-03-05T10:00:00Z',
      score: 9,
      max: 10,
      withoutNegative: 9,
      percent: 90,
      accuracy: 49.99,
      attemptRate: 100,
      timePerQuestion: 10,
      correct: 9,
      incorrect: 0,
      unattempted: 1,
      category: 'good',
    });
    const { analysisInsights } = buildPerformanceReport([strong, weak, middling, edge, halfAccurate]);
    expect(analysisInsights.strengthAreas.map((i) => i.quizTitle)).toEqual(['Easy Subject Test', 'Edge']);
    expect(analysisInsights.improvementAreas.map((i) => i.quizTitle)).toEqual(['Full Subject Test', 'Half']);
    expect(analysisInsights.strengthAreas[0]).toEqual({
      quizTitle: 'Easy Subject Test',
      submissionDate: '2026-03-02T10:00:00.000Z',
      score: 86.7,
      accuracy: 90,
    });
  });

  it('counts the categories, keeping the known ones at 0', () => {
    const report = buildPerformanceReport([strong, weak, middling, strong]);
    expect(report.performanceCategories).toEqual({ excellent: 2, good: 1, average: 0, needs_improvement: 1 });
  });

  it('reads a damaged analysis as zeros under the attempt title', () => {
    const report = buildPerformanceReport([{ title: 'Weekly Quiz 12', kind: 'quiz', submittedAt: '2026-01-01T00:00:00Z', analysis: null }]);
    expect(report.quizDetails[0]).toMatchObject({ quizTitle: 'Weekly Quiz 12', kind: 'quiz', score: 0, accuracy: 0, performanceCategory: 'others' });
    expect(report.performanceCategories.others).toBe(1);
  });

  it('counts every type of question, and gives the accuracy of each from what was answered', () => {
    // a GATE paper graded as the server grades it: 2 MCQs (one right, one wrong), 3 MSQs (one right,
    // one with a correct option missed, one left blank), 2 NATs (one inside the range, one outside)
    const q = (id: string, key: GradableQuestion['key'], optionCount = 4): GradableQuestion => ({ id, section: 'Technical', marks: 2, key, optionCount });
    const analysis = gradeAttempt({
      title: 'Mixed Paper',
      questions: [
        q('m1', { type: 'MCQ', correctIndex: 1 }),
        q('m2', { type: 'MCQ', correctIndex: 2 }),
        q('s1', { type: 'MSQ', correctIndexes: [0, 2] }),
        q('s2', { type: 'MSQ', correctIndexes: [1, 3] }),
        q('s3', { type: 'MSQ', correctIndexes: [0] }),
        q('n1', { type: 'NAT', min: 2.45, max: 2.55, decimals: 2 }, 0),
        q('n2', { type: 'NAT', min: 42, max: 42, decimals: 0 }, 0),
      ],
      answers: { m1: { answer: 1 }, m2: { answer: 0 }, s1: { answer: [2, 0] }, s2: { answer: [1] }, n1: { answer: '2.5' }, n2: { answer: '41' } },
      marking: markingOf('gate'),
      timeTakenSeconds: 600,
      submittedAt: '2026-03-04T10:00:00Z',
      endedBy: 'learner',
    });
    const report = buildPerformanceReport([{ title: 'Mixed Paper', kind: 'test', submittedAt: '2026-03-04T10:00:00Z', analysis }]);
    expect(report.quizDetails[0]).toMatchObject({
      correctAnswers: 3,
      incorrectAnswers: 3,
      unattemptedQuestions: 1,
      totalMarks: 5.33,
      negativeMarksDeducted: 0.67,
    });
    expect(report.accuracyByType).toEqual([
      { type: 'MCQ', attempted: 2, correct: 1, accuracy: 50 },
      { type: 'MSQ', attempted: 2, correct: 1, accuracy: 50 },
      { type: 'NAT', attempted: 2, correct: 1, accuracy: 50 },
    ]);
    // older analyses (MCQ only) and damaged ones add what they can
    const older = buildPerformanceReport([strong, { title: 'Broken', kind: 'quiz', submittedAt: '2026-01-01T00:00:00Z', analysis: { questionAnalysis: 'x' } }]);
    expect(older.accuracyByType.map((t) => t.attempted)).toEqual([0, 0, 0]);
  });

  it('rounds halves up', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(54.466666)).toBe(54.47);
  });
});
