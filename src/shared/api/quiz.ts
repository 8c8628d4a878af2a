// The weekly quiz's API. The attempt itself runs on the exam engine that tests use (autosave through
// PUT /api/attempts/:attemptId/answers, resume through GET /api/attempts/:attemptId); these are the
// quiz's own paths: SPEC §7's getQuiz and submit, plus start, the week's list and the leaderboards.
import { z } from 'zod';
import { route } from './contract.ts';
import {
  analyzedData,
  attemptState,
  examPaperResponse,
  languagesInResult,
  markingSchema,
  paperQuery,
  paperRef,
  questionTimes,
  reportedInResult,
  reviewedQuestion,
  saveAnswersBody,
  standing,
  startTestResponse,
  submitTestResponse,
} from './exam.ts';
import { examLanguage } from './exam-language.ts';
import { paperExam } from '../exam/paper-exam.ts';

/** SPEC §9 marking, stored with each quiz: +1 for a right answer, −0.33 for a wrong one, 0 unanswered. */
export const quizMarking = z.object({ correct: z.number(), wrong: z.number() });
export type QuizMarking = z.infer<typeof quizMarking>;

/** Where a quiz is in its window, by the server's clock. */
export const quizWindowState = z.enum(['upcoming', 'open', 'closed']);
export type QuizWindowState = z.infer<typeof quizWindowState>;

/** The signed-in learner's own state on a quiz. */
export const myQuizState = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not-started') }),
  // `deadline` is the server's: the list counts the time left down from it with the server clock
  z.object({ status: z.literal('in-progress'), attemptId: z.string(), deadline: z.string() }),
  z.object({ status: z.literal('attempted'), attemptId: z.string(), score: z.number(), maxScore: z.number(), standing }),
]);
export type MyQuizState = z.infer<typeof myQuizState>;

/** A quiz's winner: rank 1 of its leaderboard when it closed, enrolled free in the prize series. */
export const weeklyWinner = z.object({
  quizId: z.string(),
  quizTitle: z.string(),
  exam: z.string(),
  name: z.string(), // as the learner chose it; never an e-mail
  image: z.string().nullable(),
  score: z.number(),
  maxScore: z.number(),
  announcedAt: z.string(), // ISO
  prizeSeries: z.object({ testSeriesId: z.string(), title: z.string() }).nullable(),
});
export type WeeklyWinner = z.infer<typeof weeklyWinner>;

export const quizCard = z.object({
  _id: z.string(),
  title: z.string(),
  exam: z.string(),
  questionCount: z.number(),
  timeLimit: z.number(), // seconds
  opensAt: z.string(), // ISO
  closesAt: z.string(), // ISO
  state: quizWindowState,
  takers: z.number(), // submitted attempts so far
  mine: myQuizState.nullable(), // null when signed out
  winner: weeklyWinner.nullable(), // once the quiz has closed and a master has confirmed its winner
  /** closed, and its rank 1 waits for a master's confirmation (issue 39): no winner is shown yet */
  winnerPending: z.boolean().optional(),
});
export type QuizCard = z.infer<typeof quizCard>;

export const quizWeek = z.object({
  startsAt: z.string(), // ISO: Monday 00:00 IST (src/shared/week.ts)
  endsAt: z.string(),
  quizzes: z.array(quizCard),
});
export type QuizWeek = z.infer<typeof quizWeek>;

/** GET /api/quiz/weekly?exam= : this week's quizzes, the past weeks newest first, and the latest winner. */
export const weeklyQuizzesQuery = z.object({ exam: z.string().trim().max(60).optional() });
export const weeklyQuizzesResponse = z.object({
  success: z.literal(true),
  serverTime: z.number(),
  exams: z.array(z.string()), // every exam that has quizzes, for the filter
  thisWeek: quizWeek,
  pastWeeks: z.array(quizWeek),
  lastWinner: weeklyWinner.nullable(),
});
export type WeeklyQuizzesResponse = z.infer<typeof weeklyQuizzesResponse>;

/** GET /api/quiz/:quizId/leaderboard?page=&pageSize= : score desc, time taken asc, submission time asc; ties share a rank. */
export const leaderboardQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const leaderboardRow = z.object({
  rank: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  score: z.number(),
  timeTaken: z.number(), // seconds
  submittedAt: z.string(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const leaderboardResponse = z.object({
  success: z.literal(true),
  quizId: z.string(),
  title: z.string(),
  takers: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(leaderboardRow),
  // the signed-in learner's own place, even when it is not on this page
  me: z.object({ rank: z.number(), score: z.number(), timeTaken: z.number(), percentile: z.number().nullable() }).nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;

const quizHead = {
  _id: z.string(),
  title: z.string(),
  exam: z.string(),
  timeLimit: z.number(),
  opensAt: z.string(),
  closesAt: z.string(),
  marking: quizMarking,
  markingScheme: markingSchema,
  /** the exam the quiz is set in the style of, as its profile says (issue 42) */
  profile: paperExam,
};

/**
 * A submitted quiz's analysis while its solutions are held back (docs/decisions/039): the score, the
 * counts and the sections, without each question's verdict and marks.
 */
export const withheldAnalyzedData = analyzedData.omit({ questionAnalysis: true });
export type WithheldAnalyzedData = z.infer<typeof withheldAnalyzedData>;

/** GET /api/quiz/getQuiz/:exam/:userId/:quizId : before submission no key and no explanation leave the server. */
export const getQuizResponse = z.discriminatedUnion('attempted', [
  z.object({
    success: z.literal(true),
    attempted: z.literal(false),
    serverTime: z.number(),
    quiz: z.object(quizHead),
    // null before the quiz opens: an early look at the paper would be an early start
    paper: paperRef.nullable(),
    attempt: attemptState.nullable(), // null until the learner starts
  }),
  z.discriminatedUnion('solutions', [
    // submitted, while the quiz may still be running for others: the score and the rank now, the
    // solutions once the last attempt that could still run has ended (`solutionsOpenAt`)
    z.object({
      success: z.literal(true),
      attempted: z.literal(true),
      solutions: z.literal('pending'),
      solutionsOpenAt: z.string(),
      serverTime: z.number(),
      quiz: z.object(quizHead),
      analyzedData: withheldAnalyzedData,
      standing,
      attemptId: z.string(),
    }),
    z.object({
      success: z.literal(true),
      attempted: z.literal(true),
      solutions: z.literal('open'),
      serverTime: z.number(),
      quiz: z.object({ ...quizHead, questions: z.array(reviewedQuestion) }),
      attemptedData: z.object({ quizId: z.object({ questions: z.array(reviewedQuestion) }), analyzedData }),
      standing,
      questionStats: z.record(z.string(), z.number()),
      questionTimes,
      ...reportedInResult,
      ...languagesInResult,
    }),
  ]),
]);
export type GetQuizResponse = z.infer<typeof getQuizResponse>;

/** POST /api/quiz/start -> { success, serverTime, attempt }: the same attempt on every call; refused outside the window. */
export const startQuizBody = z.object({ userId: z.string().uuid(), quizId: z.string().uuid(), language: examLanguage.optional() });

/**
 * POST /api/quiz/submit -> { success, message, serverTime, analyzedData }. SPEC §7's body (score,
 * selectedAnswers with isCorrect, timeTaken…) is accepted and ignored: the server grades what it saved.
 */
export const submitQuizBody = z
  .object({
    userId: z.string().uuid(),
    quizId: z.string().uuid(),
    answers: saveAnswersBody.shape.answers.optional(),
    seconds: saveAnswersBody.shape.seconds,
  })
  .passthrough();

/**
 * The quiz's submit answers as a test's does, but each question's verdict (`questionAnalysis`) is
 * left out while the quiz's solutions are held back, and `solutionsOpenAt` says until when.
 */
export const submitQuizResponse = submitTestResponse.extend({
  analyzedData: analyzedData.extend({ questionAnalysis: analyzedData.shape.questionAnalysis.optional() }),
  solutionsOpenAt: z.string().optional(),
});
export type SubmitQuizResponse = z.infer<typeof submitQuizResponse>;

/** The weekly quiz's paths (src/server/features/weekly-quiz/routes.ts). */
export const quizApi = {
  weekly: route('GET', '/api/quiz/weekly', { querystring: weeklyQuizzesQuery, response: { 200: weeklyQuizzesResponse } }),
  leaderboard: route('GET', '/api/quiz/:quizId/leaderboard', {
    params: z.object({ quizId: z.uuid() }),
    querystring: leaderboardQuery,
    response: { 200: leaderboardResponse },
  }),
  // examQuestion before submission: the serializer drops a key or explanation the view let through
  quiz: route('GET', '/api/quiz/getQuiz/:exam/:userId/:quizId', {
    params: z.object({ exam: z.string().max(60), userId: z.string(), quizId: z.string() }),
    response: { 200: getQuizResponse },
  }),
  paper: route('GET', '/api/quiz/paper/:quizId', {
    params: z.object({ quizId: z.string().max(60) }),
    querystring: paperQuery,
    response: { 200: examPaperResponse },
  }),
  start: route('POST', '/api/quiz/start', { body: startQuizBody, response: { 200: startTestResponse } }),
  submit: route('POST', '/api/quiz/submit', { body: submitQuizBody, response: { 200: submitQuizResponse } }),
};
