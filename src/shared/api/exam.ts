// The exam engine's API: one engine for tests (paths under /api/testseries, SPEC §7) and, later,
// weekly quizzes (/api/quiz). Every response the exam view uses carries `serverTime` (epoch ms) so
// the browser counts down to the server's deadline, not its own clock.
import { z } from 'zod';

export type Section = 'Aptitude' | 'Technical';
export type QuestionStatus = 'not-visited' | 'not-answered' | 'answered' | 'marked-for-review';

export interface ExamOption {
  _id: string; // `${questionId}:${index}`
  text: string;
  image: string | null;
}

/** A question as the learner sees it while the attempt is open: no answer key, no explanation. */
export interface ExamQuestion {
  _id: string;
  questionText: string; // Markdown + LaTeX
  questionImage: string | null;
  options: ExamOption[];
  section: Section;
  marks: number;
  type: string; // 'MCQ' by default
  questionRemarks: string | null;
}

/** After submission the same question carries its key and explanation. */
export interface ReviewedQuestion extends ExamQuestion {
  correctAnswerIndex: number;
  explanationText: string;
  explanationImage: string | null;
}

export interface SavedAnswer {
  answer: number | null;
  status: QuestionStatus;
}

export interface AttemptState {
  attemptId: string;
  startedAt: string; // ISO
  deadline: string; // ISO: startedAt + timeLimit, fixed by the server
  answers: Record<string, SavedAnswer>; // by question id
  version: number; // grows with every accepted save
  submittedAt: string | null; // ISO; set once the attempt has ended (by the learner or at the deadline)
}

export interface QuestionAnalysis {
  questionIndex: number;
  questionId: string;
  selectedAnswer: number | null;
  status: 'correct' | 'incorrect' | 'other';
  marks: number; // marks awarded: +marks, -marks*ratio, or 0
  timeSpent?: number; // seconds, when the client reported it
}

export interface SectionResult {
  section: Section;
  totalQuestions: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  marks: number;
  maxMarks: number;
}

/** SPEC §3 AnalyzedData, plus per-section results. Numbers are rounded to 2 decimals. */
export interface AnalyzedData {
  quizTitle: string;
  submittedAt: string;
  endedBy: 'learner' | 'deadline';
  basicMetrics: {
    score: number; // total marks with negative marking
    totalQuestions: number;
    timeTaken: number; // seconds
    timePerQuestion: number; // seconds per attempted question (0 when none)
    maxPossibleMarks: number;
  };
  performanceMetrics: {
    correctAnswers: number;
    incorrectAnswers: number;
    unattemptedQuestions: number;
    totalMarksWithoutNegative: number;
    totalMarksWithNegative: number;
    percentageMarksWithNegative: number;
    accuracy: number; // % of attempted that were correct
    attemptRate: number; // % of questions attempted
    performanceCategory: string; // 'excellent' | 'good' | 'average' | 'needs_improvement'
  };
  sectionResults: SectionResult[];
  questionAnalysis: QuestionAnalysis[];
}

export interface Standing {
  rank: number; // 1 = best score; ties share a rank
  takers: number;
  percentile: number; // % of takers who scored strictly lower, 2 decimals
}

/** GET /api/testseries/getTest/:userId/:testSeriesId/:testId */
export type GetTestResponse =
  | {
      success: true;
      attempted: false;
      serverTime: number;
      test: { _id: string; title: string; timeLimit: number; negativeRatio: number; testSeriesId: string; questions: ExamQuestion[] };
      attempt: AttemptState | null; // null until the learner presses Start
    }
  | {
      success: true;
      attempted: true;
      serverTime: number;
      test: { _id: string; title: string; timeLimit: number; negativeRatio: number; testSeriesId: string; questions: ReviewedQuestion[] };
      attemptedData: { testId: { questions: ReviewedQuestion[] }; analyzedData: AnalyzedData };
      standing: Standing;
      questionStats: Record<string, number>; // question id -> % of takers who got it right
    };

/** POST /api/testseries/startTest -> { success, serverTime, attempt: AttemptState }; starting again returns the same attempt. */
export const startTestBody = z.object({
  userId: z.string().uuid(),
  testSeriesId: z.string().uuid(),
  testId: z.string().uuid(),
});

export interface StartTestResponse {
  success: true;
  serverTime: number;
  attempt: AttemptState;
}

/** GET /api/attempts/:attemptId (owner only): the attempt for resuming; an expired one comes back finalised. */
export type AttemptResponse = StartTestResponse;

export interface SaveAnswersResponse {
  success: true;
  serverTime: number;
  version: number;
}

export interface SubmitTestResponse {
  success: true;
  message: string; // 'Test submitted successfully.'
  serverTime: number;
  analyzedData: AnalyzedData;
}

/** PUT /api/attempts/:attemptId/answers -> { success, serverTime, version } ; 409 once the attempt has ended. */
export const saveAnswersBody = z.object({
  answers: z
    .record(
      z.string().uuid(),
      z.object({
        answer: z.number().int().min(0).max(25).nullable(),
        status: z.enum(['not-visited', 'not-answered', 'answered', 'marked-for-review']),
      }),
    )
    .refine((value) => Object.keys(value).length <= 200, 'Too many answers in one save.'),
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
  })
  .passthrough();

/**
 * How long after the deadline a save may still arrive: time for a request sent just before the
 * deadline to cross the network, not time to answer (docs/decisions/010). Later saves get 409.
 */
export const IN_FLIGHT_ALLOWANCE_SECONDS = 5;
