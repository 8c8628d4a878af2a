// The dashboard's performance report (SPEC §3 'Performance report', §9 thresholds), computed from
// the analysis the exam engine saved with each submitted attempt (AnalyzedData in api/exam.ts).

import { QUESTION_TYPES, type QuestionType } from './exam/answer-key.ts';
import { round2 } from './round.ts';
import { rankTopics, type TopicStrength } from './topic-strengths.ts';

/** SPEC §9: strength at least 80 for score and accuracy; improvement under 50 for either. */
export const STRENGTH_THRESHOLD = 80;
export const IMPROVEMENT_THRESHOLD = 50;

/** The categories the exam engine assigns; each gets a card even at 0. */
export const KNOWN_CATEGORIES = ['excellent', 'good', 'average', 'needs_improvement'] as const;

export interface SubmittedAttempt {
  /** the attempt's `analysis` column: read defensively, a missing number counts as 0 */
  analysis: unknown;
  submittedAt: Date | string;
  /** used when the analysis carries no title */
  title: string;
  kind: 'test' | 'quiz';
}

export interface QuizDetail {
  quizTitle: string;
  kind: 'test' | 'quiz';
  submissionDate: string; // ISO
  score: number; // % of the maximum, with negative marking
  totalMarks: number;
  maxPossibleMarks: number;
  marksWithoutNegative: number;
  negativeMarksDeducted: number;
  accuracy: number;
  attemptRate: number;
  timePerQuestion: number;
  correctAnswers: number;
  incorrectAnswers: number;
  unattemptedQuestions: number;
  performanceCategory: string;
}

export interface InsightItem {
  quizTitle: string;
  submissionDate: string;
  score: number;
  accuracy: number;
}

export interface PerformanceReport {
  overallSummary: {
    totalQuizzes: number;
    totalMarks: number;
    totalMaxPossibleMarks: number;
    averageScore: number;
    averageMarks: number;
    averageMarksWithoutNegative: number;
    overallNegativeMarksDeducted: number;
    averageAccuracy: number;
  };
  /** oldest first, so the trends read Test 1, Test 2, ... in the order they were taken */
  quizDetails: QuizDetail[];
  performanceTrends: {
    scoreTrend: number[];
    accuracyTrend: number[];
    marksTrend: number[];
    attemptRateTrend: number[];
    timePerQuestionTrend: number[];
    negativeMarksTrend: number[];
    correctAnswersTrend: number[];
    incorrectAnswersTrend: number[];
  };
  analysisInsights: { strengthAreas: InsightItem[]; improvementAreas: InsightItem[] };
  performanceCategories: Record<string, number>;
  /** over every attempt, MCQ, MSQ and NAT in that order: how many answered, how many right */
  accuracyByType: TypeAccuracy[];
  /** over every attempt, per topic of the syllabus tree, weakest first (topic-strengths.ts) */
  topics: TopicStrength[];
}

export interface TypeAccuracy {
  type: QuestionType;
  attempted: number;
  correct: number;
  accuracy: number; // % of the answered ones that were right; 0 when none was answered
}

/** Numbers to 2 decimals (SPEC §9); EPSILON keeps 1.005 from rounding down. */

/** `topics`: the server's per-topic figures of the same attempts (they need the questions' topics), in any order. */
export function buildPerformanceReport(attempts: SubmittedAttempt[], topics: readonly TopicStrength[] = []): PerformanceReport {
  const details = [...attempts].sort((a, b) => new Date(a.submittedAt).getTime() - new Date(b.submittedAt).getTime()).map(toQuizDetail);
  const n = details.length;
  const sum = (pick: (d: QuizDetail) => number) => details.reduce((total, d) => total + pick(d), 0);
  const mean = (pick: (d: QuizDetail) => number) => (n === 0 ? 0 : round2(sum(pick) / n));

  const categories: Record<string, number> = Object.fromEntries(KNOWN_CATEGORIES.map((c) => [c, 0]));
  for (const d of details) categories[d.performanceCategory] = (categories[d.performanceCategory] ?? 0) + 1;

  const insight = (d: QuizDetail): InsightItem => ({
    quizTitle: d.quizTitle,
    submissionDate: d.submissionDate,
    score: d.score,
    accuracy: d.accuracy,
  });
  const trend = (pick: (d: QuizDetail) => number) => details.map(pick);

  return {
    overallSummary: {
      totalQuizzes: n,
      totalMarks: round2(sum((d) => d.totalMarks)),
      totalMaxPossibleMarks: round2(sum((d) => d.maxPossibleMarks)),
      averageScore: mean((d) => d.score),
      averageMarks: mean((d) => d.totalMarks),
      averageMarksWithoutNegative: mean((d) => d.marksWithoutNegative),
      overallNegativeMarksDeducted: round2(sum((d) => d.negativeMarksDeducted)),
      averageAccuracy: mean((d) => d.accuracy),
    },
    quizDetails: details,
    performanceTrends: {
      scoreTrend: trend((d) => d.score),
      accuracyTrend: trend((d) => d.accuracy),
      marksTrend: trend((d) => d.totalMarks),
      attemptRateTrend: trend((d) => d.attemptRate),
      timePerQuestionTrend: trend((d) => d.timePerQuestion),
      negativeMarksTrend: trend((d) => d.negativeMarksDeducted),
      correctAnswersTrend: trend((d) => d.correctAnswers),
      incorrectAnswersTrend: trend((d) => d.incorrectAnswers),
    },
    analysisInsights: {
      strengthAreas: details.filter((d) => d.score >= STRENGTH_THRESHOLD && d.accuracy >= STRENGTH_THRESHOLD).map(insight),
      improvementAreas: details.filter((d) => d.score < IMPROVEMENT_THRESHOLD || d.accuracy < IMPROVEMENT_THRESHOLD).map(insight),
    },
    performanceCategories: categories,
    accuracyByType: accuracyByType(attempts),
    topics: rankTopics(topics),
  };
}

/**
 * The type of an answered question, read from the answer's form: grading stores an MCQ's answer as
 * one index, an MSQ's as a list of indexes and a NAT's as the number typed (answer-key.ts). An
 * unanswered question has no form, but accuracy counts only answered ones, so the analysis alone is
 * enough and the report needs no look-up of the questions.
 */
function answeredType(answer: unknown): QuestionType | null {
  if (typeof answer === 'number') return 'MCQ';
  if (Array.isArray(answer)) return 'MSQ';
  if (typeof answer === 'string') return 'NAT';
  return null;
}

function accuracyByType(attempts: SubmittedAttempt[]): TypeAccuracy[] {
  const tallies = new Map<QuestionType, { attempted: number; correct: number }>(QUESTION_TYPES.map((type) => [type, { attempted: 0, correct: 0 }]));
  for (const attempt of attempts) {
    const questions = record(attempt.analysis).questionAnalysis;
    if (!Array.isArray(questions)) continue;
    for (const question of questions) {
      const { selectedAnswer, status } = record(question);
      const type = answeredType(selectedAnswer);
      if (type === null || (status !== 'correct' && status !== 'incorrect')) continue;
      const tally = tallies.get(type)!;
      tally.attempted += 1;
      if (status === 'correct') tally.correct += 1;
    }
  }
  return QUESTION_TYPES.map((type) => {
    const { attempted, correct } = tallies.get(type)!;
    return { type, attempted, correct, accuracy: attempted === 0 ? 0 : round2((correct / attempted) * 100) };
  });
}

function toQuizDetail(attempt: SubmittedAttempt): QuizDetail {
  const analysis = record(attempt.analysis);
  const basic = record(analysis.basicMetrics);
  const metrics = record(analysis.performanceMetrics);
  const totalMarks = number(metrics.totalMarksWithNegative ?? basic.score);
  const marksWithoutNegative = number(metrics.totalMarksWithoutNegative);
  const title = typeof analysis.quizTitle === 'string' && analysis.quizTitle.trim() ? analysis.quizTitle : attempt.title;
  const category = typeof metrics.performanceCategory === 'string' && metrics.performanceCategory ? metrics.performanceCategory : 'others';
  return {
    quizTitle: title,
    kind: attempt.kind,
    submissionDate: new Date(attempt.submittedAt).toISOString(),
    score: round2(number(metrics.percentageMarksWithNegative)),
    totalMarks: round2(totalMarks),
    maxPossibleMarks: round2(number(basic.maxPossibleMarks)),
    marksWithoutNegative: round2(marksWithoutNegative),
    // what negative marking took away; never negative, even if the analysis is inconsistent
    negativeMarksDeducted: round2(Math.max(0, marksWithoutNegative - totalMarks)),
    accuracy: round2(number(metrics.accuracy)),
    attemptRate: round2(number(metrics.attemptRate)),
    timePerQuestion: round2(number(basic.timePerQuestion)),
    correctAnswers: number(metrics.correctAnswers),
    incorrectAnswers: number(metrics.incorrectAnswers),
    unattemptedQuestions: number(metrics.unattemptedQuestions),
    performanceCategory: category,
  };
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
