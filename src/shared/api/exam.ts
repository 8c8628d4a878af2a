// The exam engine's API: one engine for tests (paths under /api/testseries, SPEC §7) and, later,
// weekly quizzes (/api/quiz). Every response the exam view uses carries `serverTime` (epoch ms) so
// the browser counts down to the server's deadline, not its own clock.
import { z } from 'zod';
import { route } from './contract.ts';
import { MARKING_PRESETS } from '../exam/marking.ts';
import { NAT_ANSWER, QUESTION_TYPES } from '../exam/answer-key.ts';
import { REGRADE_ACTIONS, VOID_KINDS } from '../exam/regrade.ts';
import { QUESTION_SECONDS_MAX } from '../exam/time-spent.ts';
import { paperExam } from '../exam/paper-exam.ts';
import { attemptLanguageBody, attemptLanguageResponse, examLanguage } from './exam-language.ts';

// The response schemas are plain `z.object`s on purpose: the server's serializer encodes every answer
// through them and an object schema drops any key it does not name, so a field added by mistake to
// what a handler builds (an answer key, say) never reaches the browser.

export const section = z.enum(['Aptitude', 'Technical']);
export type Section = z.infer<typeof section>;
export const questionStatus = z.enum(['not-visited', 'not-answered', 'answered', 'marked-for-review']);
export type QuestionStatus = z.infer<typeof questionStatus>;
export const questionType = z.enum(QUESTION_TYPES);

/** A learner's answer: an MCQ's option index, an MSQ's chosen indexes, a NAT's number as typed (answer-key.ts). */
export const answerValue = z.union([
  z.number().int().min(0).max(25),
  z.array(z.number().int().min(0).max(25)).min(1).max(26),
  z.string().max(20).regex(NAT_ANSWER, 'A numerical answer is a number such as 42, -3 or 2.75.'),
]);

/** A question's key, sent only after submission. */
export const answerKey = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MCQ'), correctIndex: z.number() }),
  z.object({ type: z.literal('MSQ'), correctIndexes: z.array(z.number()) }),
  z.object({ type: z.literal('NAT'), min: z.number(), max: z.number(), decimals: z.number() }),
]);

export const markingPreset = z.enum(MARKING_PRESETS);
/** How a paper is marked (shared/exam/marking.ts), shown in the instructions before it starts. */
export const markingSchema = z.object({ preset: markingPreset, marksEach: z.number().nullable(), mcqPenalty: z.number() });

export const examOption = z.object({
  _id: z.string(), // `${questionId}:${index}`
  text: z.string(),
  /** the text drawn to HTML by the server (shared/markdown/to-html.ts): in a question paper */
  html: z.string().optional(),
  image: z.string().nullable(),
});
export type ExamOption = z.infer<typeof examOption>;

/**
 * A question's Hindi version in a paper offered in Hindi (docs/decisions/034): the same question, its
 * options in the same order (an answer names an option, whatever the language it was read in), drawn
 * to HTML as the English is. Images are the English version's.
 */
export const examHindi = z.object({
  questionText: z.string(),
  questionHtml: z.string().optional(),
  options: z.array(z.object({ text: z.string(), html: z.string().optional() })),
});
export type ExamHindi = z.infer<typeof examHindi>;

/** A question as the learner sees it while the attempt is open: no answer key, no explanation. */
export const examQuestion = z.object({
  _id: z.string(),
  questionText: z.string(), // Markdown + LaTeX
  /** questionText drawn to HTML by the server: a question paper carries it, so the exam view draws no Markdown */
  questionHtml: z.string().optional(),
  questionImage: z.string().nullable(),
  options: z.array(examOption),
  section,
  marks: z.number(),
  type: questionType, // MCQ: radio buttons; MSQ: checkboxes; NAT: the numeric keypad
  questionRemarks: z.string().nullable(),
  /** in a paper offered in Hindi: the question in Hindi */
  hindi: examHindi.optional(),
});
export type ExamQuestion = z.infer<typeof examQuestion>;

/** After submission the same question carries its key and explanation. */
export const reviewedQuestion = examQuestion.extend({
  /** SPEC's field: an MCQ's correct option; an MSQ's first correct option; -1 for a NAT */
  correctAnswerIndex: z.number(),
  answerKey,
  explanationText: z.string(),
  explanationImage: z.string().nullable(),
  /** a regrade after the paper was taken (shared/exam/regrade.ts): what it did, why, when, and the key it replaced */
  regrade: z.object({ action: z.enum(REGRADE_ACTIONS), reason: z.string(), at: z.string(), previousKey: answerKey.nullable() }).optional(),
  /** in a paper offered in Hindi: the question and its explanation in Hindi */
  hindi: examHindi.extend({ explanationText: z.string().optional() }).optional(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestion>;

export const savedAnswer = z.object({
  answer: answerValue.nullable(),
  status: questionStatus,
  /** the seconds spent on the question so far, summed over its visits (time-spent.ts) */
  seconds: z.number().optional(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

export const attemptState = z.object({
  attemptId: z.string(),
  startedAt: z.string(), // ISO
  deadline: z.string(), // ISO: startedAt + timeLimit, fixed by the server
  answers: z.record(z.string(), savedAnswer), // by question id
  version: z.number(), // grows with every accepted save
  submittedAt: z.string().nullable(), // ISO; set once the attempt has ended (by the learner or at the deadline)
  /** the language the learner reads the paper in, and each question read in another (exam-language.ts) */
  language: examLanguage.optional(),
  questionLanguages: z.record(z.string(), examLanguage).optional(),
});
export type AttemptState = z.infer<typeof attemptState>;

export const questionAnalysis = z.object({
  questionIndex: z.number(),
  questionId: z.string(),
  selectedAnswer: answerValue.nullable(),
  status: z.enum(['correct', 'incorrect', 'other']),
  marks: z.number(), // marks awarded: +marks, -marks*ratio, or 0
  /**
   * a regrade voided the question: 'full', marks to everyone (status 'correct'); 'attempted', marks to
   * those who answered it (status 'correct'; left unanswered, 'other' with 0); 'none', counted for nobody (status 'other')
   */
  voided: z.enum(VOID_KINDS).optional(),
  timeSpent: z.number().optional(), // seconds on the question, summed over its visits (when the exam view recorded them)
});
export type QuestionAnalysis = z.infer<typeof questionAnalysis>;

/** Beside a result's question: the average taker's seconds on it and the topper's (null: not known). */
export const questionTime = z.object({ average: z.number().nullable(), topper: z.number().nullable() });
export type QuestionTime = z.infer<typeof questionTime>;
export const questionTimes = z.record(z.string(), questionTime); // by question id

export const sectionResult = z.object({
  section,
  totalQuestions: z.number(),
  correct: z.number(),
  incorrect: z.number(),
  unattempted: z.number(),
  marks: z.number(),
  maxMarks: z.number(),
});
export type SectionResult = z.infer<typeof sectionResult>;

/** SPEC §3 AnalyzedData, plus per-section results. Numbers are rounded to 2 decimals. */
export const analyzedData = z.object({
  quizTitle: z.string(),
  submittedAt: z.string(),
  endedBy: z.enum(['learner', 'deadline']),
  basicMetrics: z.object({
    score: z.number(), // total marks with negative marking
    totalQuestions: z.number(),
    timeTaken: z.number(), // seconds
    timePerQuestion: z.number(), // seconds per attempted question (0 when none)
    maxPossibleMarks: z.number(),
  }),
  performanceMetrics: z.object({
    correctAnswers: z.number(),
    incorrectAnswers: z.number(),
    unattemptedQuestions: z.number(),
    totalMarksWithoutNegative: z.number(),
    totalMarksWithNegative: z.number(),
    percentageMarksWithNegative: z.number(),
    accuracy: z.number(), // % of attempted that were correct
    attemptRate: z.number(), // % of questions attempted
    performanceCategory: z.string(), // 'excellent' | 'good' | 'average' | 'needs_improvement'
  }),
  sectionResults: z.array(sectionResult),
  questionAnalysis: z.array(questionAnalysis),
});
export type AnalyzedData = z.infer<typeof analyzedData>;

export const standing = z.object({
  rank: z.number(), // 1 = best score; ties share a rank
  takers: z.number(),
  // mid-rank percentile among the other takers, 2 decimals (shared/exam/standing.ts); null for a sole taker
  percentile: z.number().nullable(),
});
export type Standing = z.infer<typeof standing>;

/**
 * Beside the solutions of a paper offered in Hindi (docs/decisions/034): the attempt's default language
 * and each question the learner switched, as the exam left them, so the review opens each question in
 * the language it was last read in. Left out for a paper not offered in Hindi.
 */
export const languagesInResult = {
  language: examLanguage.optional(),
  questionLanguages: z.record(z.string(), examLanguage).optional(),
};

/** Beside a submitted attempt's solutions: where a learner reports a question, and which they already have. */
export const reportedInResult = {
  attemptId: z.string(),
  reportedQuestionIds: z.array(z.string()),
};

const testHead = {
  _id: z.string(),
  title: z.string(),
  timeLimit: z.number(),
  negativeRatio: z.number(),
  markingScheme: markingSchema,
  testSeriesId: z.string(),
  /** the exam the test is set for, as its profile says (issue 42) */
  profile: paperExam,
};

/**
 * GET /api/papers/test/:testId and /api/papers/quiz/:quizId: the questions of an open test or quiz,
 * the same for every learner who may see them, without keys or explanations. Served from memory
 * with an ETag (`"version"`), so a reload revalidates instead of downloading the paper again.
 */
export const examPaperResponse = z.object({
  success: z.literal(true),
  version: z.string(),
  questions: z.array(examQuestion),
});
export type ExamPaperResponse = z.infer<typeof examPaperResponse>;

/** Where an open attempt's questions are read, their version, and how many there are. */
export const paperRef = z.object({
  path: z.string(),
  version: z.string(),
  questionCount: z.number(),
  /** the paper may be read in Hindi (docs/decisions/034); left out when it may not */
  offeredInHindi: z.literal(true).optional(),
  /** what the instructions say of it before the clock starts: the questions themselves come after (decision 039) */
  outline: z.object({ sections: z.array(z.object({ section, count: z.number() })), totalMarks: z.number() }),
});
export type PaperRef = z.infer<typeof paperRef>;

/**
 * A paper's address may name the learner's attempt (`?attempt=`): an attempt the paper has since
 * moved on from (a newer version of a question) reads the questions it was served.
 */
export const paperQuery = z.object({ attempt: z.uuid().optional() });

/**
 * GET /api/testseries/getTest/:userId/:testSeriesId/:testId. Before submission the answer is what is
 * the learner's own (the attempt, small), and `paper` says where the questions are read: they are
 * the same for every learner, so they are not sent again with each learner's state. After
 * submission the reviewed questions (with keys) come inline with the result.
 */
export const getTestResponse = z.discriminatedUnion('attempted', [
  z.object({
    success: z.literal(true),
    attempted: z.literal(false),
    serverTime: z.number(),
    test: z.object(testHead),
    paper: paperRef,
    attempt: attemptState.nullable(), // null until the learner presses Start
  }),
  z.object({
    success: z.literal(true),
    attempted: z.literal(true),
    serverTime: z.number(),
    test: z.object({ ...testHead, questions: z.array(reviewedQuestion) }),
    attemptedData: z.object({ testId: z.object({ questions: z.array(reviewedQuestion) }), analyzedData }),
    standing,
    questionStats: z.record(z.string(), z.number()), // question id -> % of takers who got it right
    questionTimes,
    ...reportedInResult,
    ...languagesInResult,
  }),
]);
export type GetTestResponse = z.infer<typeof getTestResponse>;

/** POST /api/testseries/startTest -> { success, serverTime, attempt: AttemptState }; starting again returns the same attempt. */
export const startTestBody = z.object({
  userId: z.string().uuid(),
  testSeriesId: z.string().uuid(),
  testId: z.string().uuid(),
  /** the default language chosen on the instructions page: 'hi' only for a paper offered in Hindi */
  language: examLanguage.optional(),
});

export const startTestResponse = z.object({
  success: z.literal(true),
  serverTime: z.number(),
  attempt: attemptState,
});
export type StartTestResponse = z.infer<typeof startTestResponse>;

/** GET /api/attempts/:attemptId (owner only): the attempt for resuming; an expired one comes back finalised. */
export const attemptResponse = startTestResponse;
export type AttemptResponse = StartTestResponse;

export const saveAnswersResponse = z.object({
  success: z.literal(true),
  serverTime: z.number(),
  version: z.number(),
});
export type SaveAnswersResponse = z.infer<typeof saveAnswersResponse>;

export const submitTestResponse = z.object({
  success: z.literal(true),
  message: z.string(), // 'Test submitted successfully.'
  serverTime: z.number(),
  analyzedData,
});
export type SubmitTestResponse = z.infer<typeof submitTestResponse>;

/** PUT /api/attempts/:attemptId/answers -> { success, serverTime, version } ; 409 once the attempt has ended. */
export const saveAnswersBody = z.object({
  answers: z
    .record(
      z.string().uuid(),
      z.object({
        answer: answerValue.nullable(),
        status: questionStatus,
      }),
    )
    .refine((value) => Object.keys(value).length <= 200, 'Too many answers in one save.'),
  // questions opened for the first time without an answer: stored as 'not-answered' only where the
  // attempt holds nothing for them yet, so a second tab passing through never wipes an answer
  visited: z.array(z.string().uuid()).max(200, 'Too many questions in one save.').optional(),
  // the seconds spent on each question so far (summed over its visits): kept beside the answer,
  // which they never change; a smaller number than the one stored does not lower it
  seconds: z
    .record(
      z.string().uuid(),
      z
        .number()
        .int('Time on a question is a whole number of seconds.')
        .min(0, 'Time on a question cannot be negative.')
        .max(QUESTION_SECONDS_MAX, 'Time on a question cannot be longer than 6 hours.'),
    )
    .refine((value) => Object.keys(value).length <= 200, 'Too many questions in one save.')
    .optional(),
});

/**
 * POST /api/testseries/submittest -> { success, message, serverTime, analyzedData }.
 * The server grades from its saved answers; `answers`, when sent, are a last save applied first
 * (accepted only until the deadline plus the in-flight allowance). Client-sent score or isCorrect
 * fields are ignored. A second submit returns the first result.
 */
export const submitTestBody = z
  .object({
    userId: z.string().uuid(),
    testId: z.string().uuid(),
    answers: saveAnswersBody.shape.answers.optional(),
    seconds: saveAnswersBody.shape.seconds,
  })
  .passthrough();

/**
 * How long after the deadline a save may still arrive: time for a request sent just before the
 * deadline to cross the network, not time to answer (docs/decisions/011). Later saves get 409.
 */
export const IN_FLIGHT_ALLOWANCE_SECONDS = 5;

const attemptParams = z.object({ attemptId: z.uuid() });

/** The exam engine's test paths (src/server/features/attempts/routes.ts). */
export const examApi = {
  // examQuestion before submission: the serializer drops a key or explanation the view let through
  test: route('GET', '/api/testseries/getTest/:userId/:testSeriesId/:testId', {
    params: z.object({ userId: z.string(), testSeriesId: z.string(), testId: z.string() }),
    response: { 200: getTestResponse },
  }),
  paper: route('GET', '/api/testseries/paper/:testSeriesId/:testId', {
    params: z.object({ testSeriesId: z.uuid(), testId: z.uuid() }),
    querystring: paperQuery,
    response: { 200: examPaperResponse },
  }),
  start: route('POST', '/api/testseries/startTest', { body: startTestBody, response: { 200: startTestResponse } }),
  attempt: route('GET', '/api/attempts/:attemptId', { params: attemptParams, response: { 200: attemptResponse } }),
  language: route('PUT', '/api/attempts/:attemptId/language', { params: attemptParams, body: attemptLanguageBody, response: { 200: attemptLanguageResponse } }),
  saveAnswers: route('PUT', '/api/attempts/:attemptId/answers', { params: attemptParams, body: saveAnswersBody, response: { 200: saveAnswersResponse } }),
  submit: route('POST', '/api/testseries/submittest', { body: submitTestBody, response: { 200: submitTestResponse } }),
};
