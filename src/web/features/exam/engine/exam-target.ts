// What the one exam engine needs to know about the thing being attempted. Tests and weekly quizzes
// share the palette, the clock, the autosave queue (PUT /api/attempts/:id/answers) and the grading;
// a target names only what differs: the start and submit endpoints, the words and the colours.
import type { AttemptState } from '../../../../shared/api/exam.ts';
import type { ExamLanguage } from '../../../../shared/api/exam-language.ts';
import { isApiError } from '../../../lib/http.ts';
import { examKeys } from '../../../lib/query-keys.ts';
import { startQuiz, startTest, submitQuiz, submitTest, type PendingWork, type QuizRef, type TestRef } from '../api.ts';
import type { PaletteScheme } from '../components/status-badge.tsx';

export type ExamKind = 'test' | 'quiz';

export interface SubmitResult {
  score: number;
  maxMarks: number;
}

export interface ExamTarget {
  kind: ExamKind;
  /** the test's or the quiz's id: the autosave queue files its entries under it */
  id: string;
  palette: PaletteScheme;
  /** SPEC §3: a question's type label when it has none of its own */
  defaultQuestionType: string;
  /** the query the attempt page reads, refreshed once the attempt has ended */
  queryKey: readonly unknown[];
  /** `language`: the default chosen before starting, for a paper offered in Hindi */
  start: (language?: ExamLanguage) => Promise<AttemptState>;
  /** sends the submit with the answers (and time on questions) the server has not acknowledged yet */
  submit: (pending: PendingWork) => Promise<SubmitResult>;
  /** the words shown when a submit fails; the learner may retry */
  submitErrorMessage: (error: unknown) => string;
}

/** A failed submit's own words, in English; the sidebar shows them in the learner's language (exam-sidebar.tsx). */
export const OFFLINE_NOTE = 'You are offline. Your answers are kept on this device: submit again once you are back online.';
export const TEST_SUBMIT_FAILED = 'The test could not be submitted. Please try again.';

export function testTarget(ref: TestRef): ExamTarget {
  return {
    kind: 'test',
    id: ref.testId,
    palette: 'gate',
    defaultQuestionType: 'MCQ',
    queryKey: examKeys.test(ref),
    start: async (language) => (await startTest(ref, language)).attempt,
    submit: async (pending) => {
      const { basicMetrics } = (await submitTest(ref.userId, ref.testId, pending)).analyzedData;
      return { score: basicMetrics.score, maxMarks: basicMetrics.maxPossibleMarks };
    },
    submitErrorMessage: (error) => {
      if (isApiError(error, 0)) return OFFLINE_NOTE;
      return isApiError(error) ? error.message : TEST_SUBMIT_FAILED;
    },
  };
}

/** SPEC §8 'Quiz': the submit failures' words. */
export const QUIZ_SUBMIT_ERROR = 'Error submitting quiz. Please try again.';
export const QUIZ_SUBMIT_FAILED = 'Failed to submit quiz.';

export function quizSubmitErrorMessage(error: unknown): string {
  if (isApiError(error, 0)) return `${QUIZ_SUBMIT_ERROR} ${OFFLINE_NOTE}`;
  // an answer with a code is the API's own, in its own words; one without came from something else
  if (isApiError(error)) return error.code ? error.message : QUIZ_SUBMIT_FAILED;
  return QUIZ_SUBMIT_ERROR;
}

export function quizTarget(ref: QuizRef): ExamTarget {
  return {
    kind: 'quiz',
    id: ref.quizId,
    palette: 'quiz',
    defaultQuestionType: 'GATE STD.',
    queryKey: examKeys.quiz(ref),
    start: async (language) => (await startQuiz(ref, language)).attempt,
    submit: async (pending) => {
      const { basicMetrics } = (await submitQuiz(ref.userId, ref.quizId, pending)).analyzedData;
      return { score: basicMetrics.score, maxMarks: basicMetrics.maxPossibleMarks };
    },
    submitErrorMessage: quizSubmitErrorMessage,
  };
}

/**
 * The label beside a question. Every stored question is an MCQ (MSQ and NAT are converted), so
 * 'MCQ' is the store's default, not a choice: a quiz shows its own default, 'GATE STD.', instead.
 */
export function questionTypeLabel(type: string, target: Pick<ExamTarget, 'defaultQuestionType'>): string {
  return !type || type === 'MCQ' ? target.defaultQuestionType : type;
}
