// The dashboard's performance report as it travels (GET /api/testseries/mylearning). The report's
// types and maths stay in ../performance-report.ts; `satisfies` keeps this schema and those types
// in step, so a field added there and forgotten here fails the typecheck instead of vanishing
// silently from the response.
import { z } from 'zod';
import { QUESTION_TYPES } from '../exam/answer-key.ts';
import type { InsightItem, PerformanceReport, QuizDetail, TypeAccuracy } from '../performance-report.ts';
import type { PracticeLink, TopicStrength } from '../topic-strengths.ts';

export const quizDetail = z.object({
  quizTitle: z.string(),
  kind: z.enum(['test', 'quiz']),
  submissionDate: z.string(), // ISO
  score: z.number(),
  totalMarks: z.number(),
  maxPossibleMarks: z.number(),
  marksWithoutNegative: z.number(),
  negativeMarksDeducted: z.number(),
  accuracy: z.number(),
  attemptRate: z.number(),
  timePerQuestion: z.number(),
  correctAnswers: z.number(),
  incorrectAnswers: z.number(),
  unattemptedQuestions: z.number(),
  performanceCategory: z.string(),
}) satisfies z.ZodType<QuizDetail>;

export const insightItem = z.object({
  quizTitle: z.string(),
  submissionDate: z.string(),
  score: z.number(),
  accuracy: z.number(),
}) satisfies z.ZodType<InsightItem>;

const trend = z.array(z.number());

export const typeAccuracy = z.object({
  type: z.enum(QUESTION_TYPES),
  attempted: z.number(),
  correct: z.number(),
  accuracy: z.number(),
}) satisfies z.ZodType<TypeAccuracy>;

export const practiceLink = z.object({
  seriesId: z.string(),
  seriesTitle: z.string(),
  testId: z.string().nullable(), // set: a test to take in an enrolled series; null: the series' page
  testTitle: z.string().nullable(),
}) satisfies z.ZodType<PracticeLink>;

export const topicStrength = z.object({
  topicId: z.string(),
  topic: z.string(),
  subject: z.string().nullable(),
  seen: z.number(),
  answered: z.number(),
  correct: z.number(),
  wrong: z.number(),
  accuracy: z.number().nullable(),
  averageSeconds: z.number().nullable(),
  judged: z.boolean(),
  practice: z.array(practiceLink),
}) satisfies z.ZodType<TopicStrength>;

export const performanceReport = z.object({
  overallSummary: z.object({
    totalQuizzes: z.number(),
    totalMarks: z.number(),
    totalMaxPossibleMarks: z.number(),
    averageScore: z.number(),
    averageMarks: z.number(),
    averageMarksWithoutNegative: z.number(),
    overallNegativeMarksDeducted: z.number(),
    averageAccuracy: z.number(),
  }),
  quizDetails: z.array(quizDetail),
  performanceTrends: z.object({
    scoreTrend: trend,
    accuracyTrend: trend,
    marksTrend: trend,
    attemptRateTrend: trend,
    timePerQuestionTrend: trend,
    negativeMarksTrend: trend,
    correctAnswersTrend: trend,
    incorrectAnswersTrend: trend,
  }),
  analysisInsights: z.object({ strengthAreas: z.array(insightItem), improvementAreas: z.array(insightItem) }),
  performanceCategories: z.record(z.string(), z.number()),
  accuracyByType: z.array(typeAccuracy),
  topics: z.array(topicStrength),
}) satisfies z.ZodType<PerformanceReport>;
